import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry of the tab's history was scrolled to, by its key, kept for the tab's life. */
const SCROLL_POSITIONS_KEY = 'tsw.scrollPositions';

/**
 * The positions, read from the tab's storage once and written back only when the page is left: a screen
 * that keeps its query in the address makes an entry per change, so a write per move would grow with them.
 */
let positions: Map<string, number> | undefined;

function scrollPositions(): Map<string, number> {
  if (positions) return positions;
  try {
    const stored = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    positions = new Map(Object.entries(stored));
  } catch {
    positions = new Map();
  }
  const kept = positions;
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(Object.fromEntries(kept)));
    } catch {
      // Without storage, going back after a reload opens the page at its top.
    }
  });
  return kept;
}

/**
 * Scrolls as a page of documents would: a new page opens at its top (or at its `#fragment`), and going
 * back or forward returns to where that page was left. The browser's own restoration cannot: a screen
 * draws its content after the move.
 */
export function ScrollReset() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const saved = scrollPositions().get(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    return () => void scrollPositions().set(location.key, window.scrollY);
  }, [location.key, location.hash, navigationType]);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => void (window.history.scrollRestoration = 'auto');
  }, []);
  return null;
}
