import { parseArgs } from 'node:util';
import { isoDateClock } from '@tsw/domain';
import pino from 'pino';
import { configFromEnvironment } from '../config/config.js';
import { ContentCache } from '../content/contentCache.js';
import { migrateDatabase } from '../database/migrate.js';
import { openDatabase } from '../database/openDatabase.js';
import { portalConfigBody } from '../portalConfig/portalConfigRoutes.js';
import { toolsPageOf } from '../frontEndPages/toolsPage.js';
import { dataSetsOn } from '../referenceService/dataSetRoutes.js';
import { ReferenceCache } from '../referenceService/referenceCache.js';
import { writeSiteExport } from '../site/siteExport.js';
import { SiteGenerator } from '../site/siteGenerator.js';
import { robotsText } from '../site/siteMap.js';
import { loadSiteRenderer } from '../site/siteRendererLoad.js';
import { siteInputs } from '../site/siteSources.js';
import { runCommandLine } from './commandLine.js';

const USAGE = `Writes the information site, as the portal generates it now, into a folder for a static host.

  npm run export-site -- --out <folder>

Every page in every language as {path}/index.html, its page data under /page-data/, the web build's files,
404.html (the tools' page, drawn in the browser: old addresses move and missing pages say so there) and
portal-config.json. The folder must be new or empty. Serve it so that a path without a file answers
404.html; the tools and sign-in need the portal server at the addresses portal-config.json gives
(the *_URL settings).
The database is the portal's (DATABASE_URL, or the embedded one in DATA_DIR, which must not be in use),
the web build WEB_DIST's.`;

/** The caches' own refresh timers are not needed: the export reads the data once. */
const NO_REFRESH_MS = 2 ** 31 - 1;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help || !values.out) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const config = configFromEnvironment(process.env);
  const renderer = await loadSiteRenderer(config.webDirectory);
  const tools = toolsPageOf(config.webDirectory);
  if (!renderer || !tools) {
    console.error(`No web build in ${config.webDirectory}: run npm run build -w web first.`);
    return 1;
  }
  const database = await openDatabase(config);
  const reference = new ReferenceCache(database);
  const content = new ContentCache(database);
  try {
    await migrateDatabase(database);
    await reference.start(NO_REFRESH_MS);
    const portal = portalConfigBody(config);
    const site = new SiteGenerator(
      renderer,
      siteInputs({
        content,
        reference,
        dataSets: (date) => dataSetsOn(database, date),
        today: isoDateClock(config.timeZone, Date.now),
        portal,
      }),
      pino({ level: 'warn' }),
      config.identity.publicUrl,
    );
    const generation = await site.regenerate();
    if (generation.failed > 0) {
      console.error(`${generation.failed} pages could not be drawn (see above): nothing was exported.`);
      return 1;
    }
    const report = writeSiteExport(site, {
      webDirectory: config.webDirectory,
      outDirectory: values.out,
      tools,
      extras: {
        portalConfig: `${JSON.stringify(portal)}\n`,
        robots: robotsText(config.identity.publicUrl, []),
      },
    });
    console.log(
      `Exported ${report.pages} pages (${report.files} files written, ${(report.bytes / 2 ** 20).toFixed(1)} MiB, ` +
        `besides the web build's files) to ${values.out}.`,
    );
    return 0;
  } finally {
    await reference.stop();
    await content.stop();
    await database.close();
  }
}

runCommandLine(main);
