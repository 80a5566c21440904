import { closeSync, cpSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startBuiltPortal, WEB_DIST } from './portalBuild.js';

export { WEB_DIST };

/**
 * The time a test that starts portals of its own may take (a restart, other settings): each start is a
 * database opened and caches built, several seconds on a loaded 2-core machine, beyond the usual minute.
 */
export const PORTAL_STARTING_TEST_TIMEOUT_MS = 180_000;

export interface PortalUnderTest {
  readonly url: string;
  readonly dataDirectory: string;
  stop(): Promise<void>;
}

/**
 * The built portal as a user gets it from `npm start`: its own process and an embedded database in a
 * temporary directory, with the real and sample data of a first start (a copy of the run's template,
 * portalTemplate.ts), or the data directory given.
 */
export async function startPortal(
  env: NodeJS.ProcessEnv = {},
  options: { dataDirectory?: string; keepData?: boolean } = {},
): Promise<PortalUnderTest> {
  let dataDirectory = options.dataDirectory;
  if (!dataDirectory) {
    dataDirectory = mkdtempSync(join(tmpdir(), 'tsw-e2e-'));
    cpSync(inject('portalDataTemplate'), dataDirectory, { recursive: true });
  }
  const portal = await startBuiltPortal(dataDirectory, env);
  return {
    url: portal.url,
    dataDirectory,
    async stop() {
      await portal.stop();
      if (!options.keepData) rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's own portal, from the template, on the template's port when this file can claim it: the
 * pages the template kept were drawn for that address, so this start draws none of them again (about 5 s
 * of CPU a file). Files side by side claim it in turn (a file created exclusively beside the template); a
 * file that finds it claimed, or the port taken, takes any free port, at the cost of one full generation.
 */
export async function startFilePortal(
  env: NodeJS.ProcessEnv = {},
  options: { keepData?: boolean } = {},
): Promise<PortalUnderTest> {
  const port = inject('portalTemplatePort');
  const claim = `${inject('portalDataTemplate')}.port-claim`;
  let claimed = claimFile(claim);
  if (claimed && !(await portIsFree(port))) {
    rmSync(claim, { force: true });
    claimed = false;
  }
  try {
    const portal = await startPortal({ ...env, ...(claimed ? { PORT: String(port) } : {}) }, options);
    return {
      ...portal,
      async stop() {
        await portal.stop();
        if (claimed) rmSync(claim, { force: true });
      },
    };
  } catch (error) {
    if (claimed) rmSync(claim, { force: true });
    throw error;
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Whether this call created the file (and so holds what it stands for): false when it exists. */
function claimFile(path: string): boolean {
  try {
    closeSync(openSync(path, 'wx'));
    return true;
  } catch {
    return false;
  }
}

/**
 * The run's portal for the files that only read (sharedPortalBroker.ts), started by the first file that
 * asks. Its stop does nothing: the run's teardown stops it, after every file.
 */
export async function sharedPortal(): Promise<PortalUnderTest> {
  const answer = await fetch(inject('sharedPortalBroker'));
  if (!answer.ok) throw new Error(`The shared portal did not start: ${await answer.text()}`);
  const { url, dataDirectory } = (await answer.json()) as { url: string; dataDirectory: string };
  return { url, dataDirectory, stop: () => Promise.resolve() };
}
