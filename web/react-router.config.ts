import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { PAGE_PATTERNS_FILE } from '@tsw/domain';
import { pagePatterns } from './shared/config/pagePatterns';
import routes from './tools/routes';
import { buildServiceWorker } from './buildSteps/buildServiceWorker';
import { precompressAssets } from './buildSteps/precompressAssets';

export default {
  appDirectory: 'tools',
  // The server build is kept (web/build/server) for the portal server, which generates the information
  // site's static pages from it at run time, whenever content changes; nothing is prerendered here, and no
  // page is rendered per request (tools/entry.server.tsx, tools/site/siteRenderer.ts).
  ssr: true,
  prerender: false,
  // Every route is known to the browser from the start: the site has no server to ask for routes.
  routeDiscovery: { mode: 'initial' },
  // The server answers 404 (with the page that says so) for paths that no route takes.
  // The service worker is built after the app, to carry the build's version; then every script and
  // style is compressed once, for the server to send as it is.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    writeFileSync(join(client, PAGE_PATTERNS_FILE), `${JSON.stringify(pagePatterns(routes), null, 2)}\n`);
    await buildServiceWorker(client);
    precompressAssets(join(client, 'assets'));
  },
} satisfies Config;
