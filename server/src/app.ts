import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { IsoDate } from '@tsw/domain';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Database } from './database/database.js';
import { registerHealthRoutes } from './health/healthRoutes.js';
import type { Config } from './config/config.js';
import { installErrorHandlers, installNotFoundHandler } from './http/errorHandler.js';
import { registerPortalConfigRoutes } from './portalConfig/portalConfigRoutes.js';
import { pageMatcherOf } from './web/pagePatterns.js';
import { PROBLEM_SCHEMA } from './http/problem.js';
import type { TypedApp } from './http/typedApp.js';
import { registerDataSetRoutes } from './reference/dataSetRoutes.js';
import type { ReferenceCache } from './reference/referenceCache.js';
import { registerReferenceRoutes } from './reference/referenceRoutes.js';

/** Largest request body: a search with every restriction and IN list at its cap fits well within it. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const API_DOCS_PATH = '/docs';
/** The HTML a React Router build renders any page from; the first that exists is used. */
const WEB_FALLBACK_FILES = ['__spa-fallback.html', 'index.html'];

export interface AppDependencies {
  readonly database: Database;
  readonly cache: ReferenceCache;
  readonly today: () => IsoDate;
  /** The built web front end; served at / when it exists. */
  readonly webDirectory?: string;
  readonly logger?: FastifyServerOptions['logger'];
  /** The country and service addresses the front end reads at run time. */
  readonly portal: Pick<Config, 'country' | 'serviceUrls'>;
}

export async function buildApp(dependencies: AppDependencies): Promise<TypedApp> {
  const app = Fastify({
    logger: dependencies.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Let in-flight requests finish on close while refusing new ones.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandlers(app);
  app.addSchema(PROBLEM_SCHEMA);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Trade Single Window portal API',
        version: '0.1.0',
        description:
          'The reference-data service (compatible with ASYCUDA-style rimm-server clients) and the portal’s own API. ' +
          'Errors are JSON Problems with a stable code.',
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });

  registerHealthRoutes(app, dependencies.database);
  registerDataSetRoutes(app, dependencies.database);
  registerReferenceRoutes(app, { cache: dependencies.cache, today: dependencies.today });

  registerPortalConfigRoutes(app, dependencies.portal);
  const web = dependencies.webDirectory;
  const fallback = web ? WEB_FALLBACK_FILES.find((file) => existsSync(join(web, file))) : undefined;
  if (web && fallback) {
    // Prerendered pages are folders with an index.html (/en → en/index.html).
    await app.register(fastifyStatic, { root: web, index: ['index.html'], redirect: false, wildcard: true });
  }
  installNotFoundHandler(
    app,
    web && fallback ? { directory: web, file: fallback, isPage: pageMatcherOf(web) } : undefined,
  );
  return app;
}
