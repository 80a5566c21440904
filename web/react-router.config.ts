import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './app/config/paths';
import { LANGUAGE_CODES } from './app/i18n/languages';

export default {
  appDirectory: 'app',
  // Information pages are prerendered to static HTML; tool screens render in the browser.
  ssr: false,
  prerender: prerenderedPaths(LANGUAGE_CODES),
} satisfies Config;
