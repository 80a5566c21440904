import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** PGlite's module by its absolute address: the creating process's code is not a file beside it. */
const PGLITE_MODULE_URL = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;

/** How much of what the creating process wrote on failing its error keeps. */
const CREATION_ERROR_CHARACTERS = 2_000;

/** The creating process's code: opening a directory that holds no database runs initdb in it. */
const CREATION_CODE = `
const { pgdata, startParameters } = JSON.parse(process.env.PGLITE_CREATION);
const pgliteModule = await import(${JSON.stringify(PGLITE_MODULE_URL)});
const { PGlite } = pgliteModule.PGlite ? pgliteModule : pgliteModule.default;
const pglite = new PGlite(pgdata, { startParams: startParameters });
await pglite.waitReady;
await pglite.close();
`;

/**
 * Makes a new PGlite data directory (PostgreSQL's initdb) in a process of its own, when `pgdata` holds
 * none yet. PGlite builds a directory with two more WebAssembly instances of PostgreSQL beside the one
 * that then runs it: in the portal's process that was a peak of 830 MB on a first start, and some 200 MB
 * (freed memory the allocator kept) for as long as the portal ran (issue 48). A process of its own gives
 * all of it back when it ends; it costs a Node start, once per data directory.
 */
export async function createPgliteDirectoryIfNone(
  pgdata: string,
  startParameters: readonly string[],
): Promise<void> {
  if (existsSync(join(pgdata, 'PG_VERSION'))) return;
  const creation = spawn(process.execPath, ['--input-type=module', '--eval', CREATION_CODE], {
    env: { ...process.env, PGLITE_CREATION: JSON.stringify({ pgdata, startParameters }) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the creating process said on failing, its last lines, for the error.
  let said = '';
  creation.stderr.setEncoding('utf8').on('data', (text: string) => {
    said = (said + text).slice(-CREATION_ERROR_CHARACTERS);
  });
  await new Promise<void>((resolve, reject) => {
    creation.once('error', reject);
    creation.once('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        const ending = signal ?? `exit code ${code}`;
        reject(new Error(`Creating the embedded database in ${pgdata} failed (${ending}): ${said.trim()}`));
      }
    });
  });
}
