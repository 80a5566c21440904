/**
 * Loads code that the first screen does not draw but may need without warning (a message when the
 * connection drops, a menu opened offline), once the page is drawn and the browser is idle: it stays out
 * of the first load, yet is there before it is wanted. A failed load is left for the use to try again.
 */
export function loadWhenIdle(...loads: readonly (() => Promise<unknown>)[]): () => void {
  const load = () => {
    for (const start of loads) start().catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(load, { timeout: 5_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 2_000);
  return () => clearTimeout(timer);
}
