import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished } from 'vitest';

/*
 * Temporary folders for tests, removed when they are done, so that a run leaves the machine's /tmp as it
 * found it (hundreds of runs on one machine otherwise fill it).
 */

/** A folder for the whole test file: call it at the file's top level or in a describe; removed after all. */
export function testFileFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** A folder for the running test only: call it inside a test; removed when the test finishes. */
export function testFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
