import type { IsoDate } from '@tsw/domain';
import { buildApp } from '../app.js';
import { configFromEnvironment } from '../config/config.js';
import type { Database } from '../database/database.js';
import type { TypedApp } from '../http/typedApp.js';
import { ReferenceCache } from '../reference/referenceCache.js';
import { openTestDatabase } from './testDatabase.js';

export interface TestPortal {
  readonly app: TypedApp;
  readonly database: Database;
  readonly cache: ReferenceCache;
  close(): Promise<void>;
}

/** The whole server in-process on a real database; requests go through `app.inject`. */
export async function openTestPortal(
  options: { today?: IsoDate; prepare?: (database: Database) => Promise<unknown> } = {},
): Promise<TestPortal> {
  const database = await openTestDatabase();
  await options.prepare?.(database);
  const cache = new ReferenceCache(database);
  await cache.start(60_000);
  const today = options.today ?? ('2025-11-23' as IsoDate);
  const app = await buildApp({ database, cache, today: () => today, portal: configFromEnvironment({}) });
  await app.ready();
  return {
    app,
    database,
    cache,
    async close() {
      await app.close();
      cache.stop();
      await database.close();
    },
  };
}
