import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PAGE_PATTERNS_FILE, TOOL_PRELOADS_FILE } from '@tsw/domain';
import routes from '../tools/routes';
import { buildServiceWorker } from './buildServiceWorker';
import { buildSite } from './buildSite';
import { pagePatterns } from './pagePatterns';
import { precompressAssets } from './precompressAssets';
import {
  assetFilesOf,
  BUILD_MANIFEST_FILE,
  buildManifestOf,
  routeWordFilesOf,
  toolPreloads,
} from './toolPreloads';

/*
 * What the build does once the tools are built (web/tools, into build/client): the paths that are pages (the
 * server answers 404 for others, and 301 for legacy ones), each screen's files (which the server names in
 * the page it sends), the information site (web/site, into build/site: see
 * docs/decisions/0014-information-site-without-react-in-the-browser.md), the service worker (it carries
 * the build's version), then every script and style compressed once, for the server to send as it is.
 */
export async function runToolsBuildSteps(client: string): Promise<void> {
  writeFileSync(join(client, PAGE_PATTERNS_FILE), `${JSON.stringify(pagePatterns(routes), null, 2)}\n`);
  const preloads = toolPreloads(
    buildManifestOf(client),
    routes,
    assetFilesOf(client),
    routeWordFilesOf(client),
  );
  writeFileSync(join(client, TOOL_PRELOADS_FILE), `${JSON.stringify(preloads)}\n`);
  // The manifest and the words' list served their purpose; the server has no use for them.
  rmSync(join(client, dirname(BUILD_MANIFEST_FILE)), { recursive: true, force: true });
  await buildSite(dirname(client));
  await buildServiceWorker(client);
  precompressAssets(join(client, 'assets'));
}
