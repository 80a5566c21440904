import { APP_DATA_PATH, pageOfDataPath, PAGE_DATA_ROOT, STATIC_QUERY_ROOT } from '@tsw/domain';
import Type from 'typebox';
import { problem } from '../http/problem.js';
import { rateLimited, type RateLimitCheck } from '../http/rateLimiter.js';
import type { TypedApp } from '../http/typedApp.js';
import { sendGenerated } from './generatedReply.js';
import { isPerRequestRefusal } from './perRequestPages.js';
import type { GeneratedFile, SiteGenerator } from './siteGenerator.js';
import { ROBOTS_PATH, SITE_MAP_PATH } from './siteMap.js';
import { sitePathOf } from './sitePaths.js';

const NOT_GENERATED = problem(404, 'PAGE_DATA_NOT_FOUND', 'The site has no such page.');
const GENERATED_JSON = Type.Unknown({ description: 'A generated JSON file.' });

/**
 * The information site's data: each page's data, the build hash the browser compares with its own,
 * and the layouts' shared results. Public, like the pages.
 */
export function registerSiteRoutes(
  app: TypedApp,
  site: SiteGenerator,
  options: { readonly robots: GeneratedFile; readonly rateLimit: RateLimitCheck },
): void {
  const schema = (summary: string) => ({
    tags: ['Information site'],
    summary,
    response: { 200: GENERATED_JSON, 404: Type.Ref('Problem'), 429: Type.Ref('Problem') },
  });

  app.get(
    APP_DATA_PATH,
    { schema: schema('The build hash of the front end (app-data.json)') },
    async (request, reply) => {
      await site.ready();
      return sendGenerated(request, reply, site.appDataFile(), 'json');
    },
  );

  app.get(
    `${STATIC_QUERY_ROOT}/:file`,
    {
      schema: {
        ...schema('A result many pages share (a static query)'),
        params: Type.Object({ file: Type.String({ maxLength: 40 }) }),
      },
    },
    async (request, reply) => {
      await site.ready();
      const hash = /^(\d+)\.json$/.exec(request.params.file)?.[1];
      const file = hash ? site.staticQuery(hash) : undefined;
      return file ? sendGenerated(request, reply, file, 'json') : reply.status(404).send(NOT_GENERATED);
    },
  );

  app.get(
    `${PAGE_DATA_ROOT}/*`,
    { schema: schema('A page’s data: path, componentChunkName, staticQueryHashes, result') },
    async (request, reply) => {
      await site.ready();
      const [dataPath = '', query] = request.url.split(/(?=\?)/, 2);
      const page = pageOfDataPath(dataPath);
      const path = page === undefined ? undefined : sitePathOf(page);
      const admit = () => options.rateLimit('sitePagesDrawn', request);
      const file =
        path === undefined
          ? undefined
          : site.isPerRequestPath(path)
            ? await site.perRequestPage(path, query ?? '', 'data', admit).catch(() => undefined)
            : site.pageData(path);
      // Clients that read page data get the API's 429, with the seconds to wait.
      if (isPerRequestRefusal(file)) return rateLimited(reply, file.retryAfter);
      return file ? sendGenerated(request, reply, file, 'json') : reply.status(404).send(NOT_GENERATED);
    },
  );

  app.get(
    SITE_MAP_PATH,
    {
      schema: {
        tags: ['Information site'],
        summary:
          'The sitemap: every generated page in every language, with its alternates (sitemaps.org 0.9)',
        produces: ['application/xml'],
        response: { 200: Type.String({ description: 'The sitemap, as XML.' }), 404: Type.Ref('Problem') },
      },
    },
    async (request, reply) => {
      await site.ready();
      const file = site.siteMapFile();
      return file ? sendGenerated(request, reply, file, 'xml') : reply.status(404).send(NOT_GENERATED);
    },
  );

  app.get(
    ROBOTS_PATH,
    {
      schema: {
        tags: ['Information site'],
        summary: 'What crawlers may read (robots.txt), and where the sitemap is',
        produces: ['text/plain'],
        response: { 200: Type.String({ description: 'robots.txt' }) },
      },
    },
    async (request, reply) => sendGenerated(request, reply, options.robots, 'text'),
  );
}
