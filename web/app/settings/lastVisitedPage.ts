/** The settings store of §4: the last page visited, kept on the device. */
const LAST_VISITED_KEY = 'tsw.lastVisitedPath';
/** Set while returning after a failed chunk load, so that a chunk failing again does not loop. */
const CHUNK_RECOVERY_KEY = 'tsw.chunkRecovery';

export function rememberVisitedPage(path: string): void {
  try {
    localStorage.setItem(LAST_VISITED_KEY, path);
  } catch {
    // Storage may be disabled (private windows): the portal works without it.
  }
}

export function lastVisitedPage(): string | null {
  try {
    return localStorage.getItem(LAST_VISITED_KEY);
  } catch {
    return null;
  }
}

/**
 * A lazily loaded part of the app that fails to load (a new release replaced it, the network dropped)
 * sends the browser back to the last visited page, once, instead of leaving a blank screen (§4).
 */
export function installChunkFailureRecovery(): () => void {
  const onPreloadError = (event: Event) => {
    if (sessionStorage.getItem(CHUNK_RECOVERY_KEY)) return;
    sessionStorage.setItem(CHUNK_RECOVERY_KEY, '1');
    event.preventDefault();
    window.location.assign(lastVisitedPage() ?? '/');
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  // A page that loaded fine clears the guard for the next failure.
  const clear = window.setTimeout(() => sessionStorage.removeItem(CHUNK_RECOVERY_KEY), 5_000);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.clearTimeout(clear);
  };
}
