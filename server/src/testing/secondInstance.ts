import { buildApp } from '../app.js';
import { configFromEnvironment } from '../config/config.js';
import type { TypedApp } from '../http/typedApp.js';
import { ReferenceCache } from '../referenceService/referenceCache.js';
import type { TestPortal } from './testApp.js';

export interface SecondInstance {
  readonly app: TypedApp;
  readonly cache: ReferenceCache;
  close(): Promise<void>;
}

/**
 * Another instance of the portal on the test portal's database, as a second server would be: its own memory
 * copies, and on PostgreSQL its own listening connections. `refreshMs` is how often it checks for changes
 * besides hearing them announced.
 */
export async function openSecondInstance(portal: TestPortal, refreshMs?: number): Promise<SecondInstance> {
  const config = configFromEnvironment({});
  const cache = new ReferenceCache(portal.database);
  await cache.start(refreshMs ?? 60_000, portal.database);
  const app = await buildApp({
    database: portal.database,
    cache,
    today: () => '2025-11-23' as never,
    portal: config,
    identity: config.identity,
    ...(refreshMs ? { contentRefreshMs: refreshMs } : {}),
  });
  await app.ready();
  return {
    app,
    cache,
    async close() {
      await app.close();
      await cache.stop();
    },
  };
}
