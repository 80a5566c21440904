import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalProcess } from '@tsw/server/testing/portalProcess';

export const WEB_DIST = new URL('../../web/build/client', import.meta.url).pathname;

export interface PortalUnderTest {
  readonly url: string;
  readonly dataDirectory: string;
  stop(): Promise<void>;
}

/**
 * The built portal as a user gets it from `npm start`: its own process, a new embedded database in a
 * temporary directory, the real and sample data loaded on first start.
 */
export async function startPortal(
  env: NodeJS.ProcessEnv = {},
  options: { dataDirectory?: string; keepData?: boolean } = {},
): Promise<PortalUnderTest> {
  const dataDirectory = options.dataDirectory ?? mkdtempSync(join(tmpdir(), 'tsw-e2e-'));
  const portal = await startPortalProcess({
    ...process.env,
    DATA_DIR: dataDirectory,
    WEB_DIST,
    DATABASE_URL: '',
    ...env,
  });
  return {
    url: portal.url,
    dataDirectory,
    async stop() {
      await portal.stop();
      if (!options.keepData) rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
