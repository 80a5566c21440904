import { APP_DATA_PATH, type AppData } from '@tsw/domain';

/** Set to the build hash the browser reloaded for, so that a hash that stays different reloads only once. */
const BUILD_RELOAD_KEY = 'tsw.buildReload';

declare global {
  interface Window {
    /** React Router's manifest of the build this page runs; its version is the site's build hash. */
    __reactRouterManifest?: { version?: string };
  }
}

/** The build the page in this tab runs. */
function loadedBuildHash(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.__reactRouterManifest?.version;
}

async function servedBuildHash(): Promise<string | undefined> {
  try {
    const response = await fetch(APP_DATA_PATH);
    if (!response.ok) return undefined;
    return ((await response.json()) as AppData).webpackCompilationHash;
  } catch {
    return undefined; // Offline: the page in hand is the best there is.
  }
}

/**
 * Before moving to another page of the site, the build the server now serves is compared with the
 * one loaded; if it changed, the browser loads the next page whole, from the new build. A session flag
 * names the build reloaded for, so that a server still answering the old hash cannot make a loop.
 * Resolves to true when the page is being reloaded (the caller should then wait for nothing more).
 */
export async function reloadForNewBuild(pagePath: string): Promise<boolean> {
  const loaded = loadedBuildHash();
  const served = await servedBuildHash();
  if (!loaded || !served || served === loaded) return false;
  try {
    if (sessionStorage.getItem(BUILD_RELOAD_KEY) === served) return false;
    sessionStorage.setItem(BUILD_RELOAD_KEY, served);
  } catch {
    return false; // Without storage there is no guard against a loop: stay on this build.
  }
  window.location.assign(pagePath);
  return true;
}
