/**
 * Debian's Chromium as the browser tests and the benchmarks drive it: never a downloaded browser, and
 * flags that keep it off this machine's closed network.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
] as const;
