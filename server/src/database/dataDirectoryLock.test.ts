import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFolder } from '../testing/temporaryFolder.js';
import { dataDirectoryLock, DataDirectoryInUseError } from './dataDirectoryLock.js';

describe('dataDirectoryLock', () => {
  it('lets one process hold a data directory at a time', () => {
    const directory = testFolder('tsw-lock-');
    // Another live process (this test's parent) holds it.
    writeFileSync(join(directory, 'portal.lock'), String(process.ppid));
    expect(() => dataDirectoryLock(directory)).toThrow(DataDirectoryInUseError);
  });

  it('takes over a lock left by a process that died', () => {
    const directory = testFolder('tsw-lock-');
    writeFileSync(join(directory, 'portal.lock'), '2147483646');
    const release = dataDirectoryLock(directory);
    expect(() => dataDirectoryLock(directory)).not.toThrow();
    release();
  });
});
