import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { PAGE_PATTERNS_FILE, TOOL_PRELOADS_FILE } from '@tsw/domain';
import { pagePatterns } from './buildSteps/pagePatterns';
import { assetFilesOf, routeManifestOf, toolPreloads } from './buildSteps/toolPreloads';
import routes from './tools/routes';
import { buildServiceWorker } from './buildSteps/buildServiceWorker';
import { buildSite } from './buildSteps/buildSite';
import { precompressAssets } from './buildSteps/precompressAssets';

/*
 * The build of the front end's two parts: React Router builds the tools (web/tools), drawn in the browser
 * from one page, build/client/index.html (its "SPA mode"); then buildSite builds the information site
 * (web/site), drawn by the portal server. See docs/decisions/0014-information-site-without-react-in-the-browser.md.
 */
export default {
  appDirectory: 'tools',
  ssr: false,
  // After the tools: the paths that are pages (the server answers 404 for others, and 301 for legacy
  // ones), each screen's files (which the server names in the page it sends), the site, the service
  // worker (it carries the build's version), then every script and style compressed once, for the
  // server to send as it is.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, 'client');
    writeFileSync(join(client, PAGE_PATTERNS_FILE), `${JSON.stringify(pagePatterns(routes), null, 2)}\n`);
    const preloads = toolPreloads(routeManifestOf(client), assetFilesOf(client));
    writeFileSync(join(client, TOOL_PRELOADS_FILE), `${JSON.stringify(preloads)}\n`);
    await buildSite(reactRouterConfig.buildDirectory);
    await buildServiceWorker(client);
    precompressAssets(join(client, 'assets'));
  },
} satisfies Config;
