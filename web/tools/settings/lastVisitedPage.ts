/** The settings store: the last page visited, kept on the device. */
const LAST_VISITED_KEY = 'tsw.lastVisitedPath';

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
