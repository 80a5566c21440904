/**
 * Debian's Chromium as the browser tests and the benchmarks drive it: never a downloaded browser, and
 * flags that keep it off this machine's closed network.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Debian's build of the same Chromium without a window system, which the browser tests drive: the full
 * browser in headless mode also draws its own tab strip and toolbar in extra renderers, about a quarter of a
 * browser test's time on the 2-core machine for nothing a test looks at (the pages render alike). Lighthouse
 * keeps the full browser, as a visitor has.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
] as const;
