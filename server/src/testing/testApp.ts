import type { IsoDate } from '@tsw/domain';
import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { injectTransport } from './injectTransport.js';
import { SignInFlow } from './signInFlow.js';
import { createTestUser, TEST_PASSWORD } from './testUsers.js';
import { buildApp } from '../app.js';
import { configFromEnvironment } from '../config/config.js';
import type { Database } from '../database/database.js';
import type { TypedApp } from '../http/typedApp.js';
import { ReferenceCache } from '../referenceService/referenceCache.js';
import { openTestDatabase } from './testDatabase.js';

export interface TestPortal {
  readonly app: TypedApp;
  /** `app.inject` as a signed-in trader: adds a real bearer token from the embedded provider. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  readonly database: Database;
  readonly cache: ReferenceCache;
  close(): Promise<void>;
}

/** The day the in-process test portal takes for today, unless a test names another. */
export const TEST_TODAY = '2025-11-23' as IsoDate;

/** The whole server in-process on a real database; requests go through `app.inject`. */
export async function openTestPortal(
  options: {
    today?: IsoDate;
    prepare?: (database: Database, today: IsoDate) => Promise<unknown>;
    /** Settings as environment variables, over the defaults (AUTH_PASSWORD_GRANT=true…). */
    environment?: NodeJS.ProcessEnv;
    /** How often the portal looks for changes another instance (or an import) made. */
    refreshMs?: number;
    /** The app's logger (none unless a test reads the logs). */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestPortal> {
  const database = await openTestDatabase();
  const today = options.today ?? TEST_TODAY;
  await options.prepare?.(database, today);
  const cache = new ReferenceCache(database);
  await cache.start(60_000, database);
  const config = configFromEnvironment(options.environment ?? {});
  const app = await buildApp({
    database,
    cache,
    today: () => today,
    portal: config,
    identity: config.identity,
    ...(options.refreshMs ? { contentRefreshMs: options.refreshMs } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();
  let bearer: Promise<string> | undefined;
  const signedIn = () => {
    bearer ??= (async () => {
      await createTestUser(database, 'test-trader', ['trader']);
      const flow = new SignInFlow(injectTransport(app), {
        publicUrl: config.identity.publicUrl,
        username: 'test-trader',
        password: TEST_PASSWORD,
      });
      return `Bearer ${(await flow.signIn()).tokens.access_token}`;
    })();
    return bearer;
  };
  return {
    app,
    async inject(options) {
      return app.inject({ ...options, headers: { authorization: await signedIn(), ...options.headers } });
    },
    database,
    cache,
    async close() {
      await app.close();
      await cache.stop();
      await database.close();
    },
  };
}
