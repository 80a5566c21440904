import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirectoryLock, DataDirectoryInUseError } from './dataDirectoryLock.js';

describe('dataDirectoryLock', () => {
  it('lets one process hold a data directory at a time', () => {
    const directory = mkdtempSync(join(tmpdir(), 'tsw-lock-'));
    // Another live process (this test's parent) holds it.
    writeFileSync(join(directory, 'portal.lock'), String(process.ppid));
    expect(() => dataDirectoryLock(directory)).toThrow(DataDirectoryInUseError);
  });

  it('takes over a lock left by a process that died', () => {
    const directory = mkdtempSync(join(tmpdir(), 'tsw-lock-'));
    writeFileSync(join(directory, 'portal.lock'), '2147483646');
    const release = dataDirectoryLock(directory);
    expect(() => dataDirectoryLock(directory)).not.toThrow();
    release();
  });
});
