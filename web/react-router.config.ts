import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { PAGE_PATTERNS_FILE, pagePatterns } from './app/config/pagePatterns';
import routes from './app/routes';
import { prerenderedPaths } from './app/config/paths';
import { LANGUAGE_CODES } from './app/i18n/languages';

export default {
  appDirectory: 'app',
  // Information pages are prerendered to static HTML; tool screens render in the browser.
  ssr: false,
  prerender: prerenderedPaths(LANGUAGE_CODES),
  // The server answers 404 (with the page that says so) for paths that no route takes.
  buildEnd({ reactRouterConfig }) {
    const file = join(reactRouterConfig.buildDirectory, 'client', PAGE_PATTERNS_FILE);
    writeFileSync(file, `${JSON.stringify(pagePatterns(routes), null, 2)}\n`);
  },
} satisfies Config;
