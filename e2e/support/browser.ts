import { CHROMIUM_FLAGS, CHROMIUM_HEADLESS_SHELL_PATH } from '@tsw/server/testing/chromium';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (its headless shell), never a downloaded browser; the flags keep it off this machine's
 * closed network.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_HEADLESS_SHELL_PATH, args: [...CHROMIUM_FLAGS] });
}
