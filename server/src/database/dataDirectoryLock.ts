import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from '../cluster/processAlive.js';

export class DataDirectoryInUseError extends Error {
  constructor(directory: string, pid: number) {
    super(
      `The data directory ${directory} is in use by process ${pid} (a running portal or import). ` +
        'Stop it first: the embedded database can be opened by one process at a time.',
    );
  }
}

/** Takes the directory's lock file, or throws when a live process holds it; returns the release. */
export function dataDirectoryLock(directory: string): () => void {
  const lockFile = join(directory, 'portal.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(holder) && holder !== process.pid && processAlive(holder)) {
      throw new DataDirectoryInUseError(directory, holder);
    }
    // A lock left by a process that died: take it over.
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
