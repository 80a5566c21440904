import { startPortalProcess, type PortalProcess } from '@tsw/server/testing/portalProcess';

const WEB_DIST = new URL('../../web/build/client', import.meta.url).pathname;

/**
 * The built portal as `npm start` runs it (NODE_ENV=production, the embedded database in `dataDirectory`
 * unless a PostgreSQL `databaseUrl` is given, the web build served), logging warnings only so that its log does not mix with the figures, with the
 * rate limits not counting the benchmark's own address.
 */
export function startProductionPortal(
  dataDirectory: string,
  options: { env?: NodeJS.ProcessEnv; healthPollMs?: number; databaseUrl?: string } = {},
): Promise<PortalProcess> {
  return startPortalProcess(
    {
      ...process.env,
      ...options.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDirectory,
      DATABASE_URL: options.databaseUrl ?? '',
      WEB_DIST,
      LOG_LEVEL: 'warn',
      // The benchmark drives the portal from this machine far faster than one client may.
      RATE_LIMIT_EXEMPT: '127.0.0.1',
    },
    { healthPollMs: options.healthPollMs },
  );
}
