import { lastVisitedPage } from './lastVisitedPage';

/** Set while returning after a failed chunk load, so that a chunk failing again does not loop. */
const CHUNK_RECOVERY_KEY = 'tsw.chunkRecovery';

/** The file of the chunk that failed, as Vite's preload error names it. */
function chunkNameOf(event: Event): string {
  const message = (event as Event & { payload?: { message?: unknown } }).payload?.message;
  const url = typeof message === 'string' ? /\S+\.js/.exec(message)?.[0] : undefined;
  return url?.split('/').pop() ?? 'unknown';
}

/** The chunk whose failure brought the browser back to this page, if one did: the page names it in an error toast. */
export function recoveredChunkFailure(): string | null {
  try {
    return sessionStorage.getItem(CHUNK_RECOVERY_KEY);
  } catch {
    return null;
  }
}

/**
 * A lazily loaded part of the app that fails to load (a new release replaced it, the network dropped)
 * sends the browser back to the last visited page, once, instead of leaving a blank screen.
 */
export function installChunkFailureRecovery(): () => void {
  const onPreloadError = (event: Event) => {
    const name = chunkNameOf(event);
    console.error(`We couldn't find the correct component chunk with the name ${name}`);
    try {
      if (sessionStorage.getItem(CHUNK_RECOVERY_KEY)) return;
      sessionStorage.setItem(CHUNK_RECOVERY_KEY, name);
    } catch {
      return; // Without storage there is no guard against a loop: let the failure show.
    }
    event.preventDefault();
    const last = lastVisitedPage();
    // Only a path on this site: a stored value is never trusted as a URL.
    window.location.assign(last && /^\/(?!\/)/.test(last) ? last : '/');
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  // A page that loaded fine clears the guard for the next failure.
  const clear = window.setTimeout(() => {
    try {
      sessionStorage.removeItem(CHUNK_RECOVERY_KEY);
    } catch {
      // Storage disabled: nothing was set.
    }
  }, 5_000);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.clearTimeout(clear);
  };
}
