import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry of the tab's history was scrolled to, by its key. */
const SCROLL_POSITIONS_KEY = 'tsw.scrollPositions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
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
    const positions = savedPositions();
    const saved = positions[location.key];
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    return () => {
      positions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
      } catch {
        // Without storage, going back opens the page at its top.
      }
    };
  }, [location.key, location.hash, navigationType]);
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => void (window.history.scrollRestoration = 'auto');
  }, []);
  return null;
}
