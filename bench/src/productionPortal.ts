import { readFileSync } from 'node:fs';
import { startPortalProcess, type PortalProcess } from '@tsw/server/testing/portalProcess';

const WEB_DIST = new URL('../../web/build/client', import.meta.url).pathname;

/** The heap limit `npm start` gives the portal (scripts/start.sh declares it), so that figures are its. */
const START_HEAP_MIB = /PORTAL_HEAP_MIB:-(\d+)/.exec(
  readFileSync(new URL('../../scripts/start.sh', import.meta.url), 'utf8'),
)?.[1];

/**
 * The built portal as `npm start` runs it (NODE_ENV=production, its heap limit, the embedded database in `dataDirectory`
 * unless a PostgreSQL `databaseUrl` is given, the web build served), logging warnings only so that its log does not mix with the figures, with the
 * rate limits not counting the benchmark's own address.
 */
export function startProductionPortal(
  dataDirectory: string,
  options: {
    env?: NodeJS.ProcessEnv;
    healthPollMs?: number;
    databaseUrl?: string;
    /** Options for Node itself that NODE_OPTIONS may not carry (`--cpu-prof`). */
    nodeArguments?: readonly string[];
  } = {},
): Promise<PortalProcess> {
  return startPortalProcess(
    {
      ...process.env,
      ...options.env,
      NODE_OPTIONS: `--max-old-space-size=${process.env.PORTAL_HEAP_MIB ?? START_HEAP_MIB} ${options.env?.NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? ''}`,
      NODE_ENV: 'production',
      DATA_DIR: dataDirectory,
      DATABASE_URL: options.databaseUrl ?? '',
      WEB_DIST,
      LOG_LEVEL: 'warn',
      // The benchmark drives the portal from this machine far faster than one client may.
      RATE_LIMIT_EXEMPT: '127.0.0.1',
    },
    { healthPollMs: options.healthPollMs, nodeArguments: options.nodeArguments },
  );
}
