import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFolder } from '../testing/temporaryFolder.js';
import { SAMPLE_ACCOUNTS_FILE, writeSampleAccountsFile } from './sampleUsers.js';

describe('the sample accounts file', () => {
  it('keeps random passwords in a file only its owner reads, and prints only where it is', async () => {
    const directory = testFolder('sample-accounts-');
    const path = join(directory, SAMPLE_ACCOUNTS_FILE);
    // A file left from before, readable by all: its passwords stay, and it is narrowed to its owner.
    await writeFile(path, 'Sample accounts given before:\n  trader  earlier-password\n', { mode: 0o644 });
    const told = [
      { username: 'admin', password: 'first-random-password' },
      { username: 'trader', password: 'second-random-password' },
    ];
    const options = { publicUrl: 'https://portal.example.gov', directory, now: new Date() };
    const notice = await writeSampleAccountsFile(told, options);
    expect(notice).toContain('https://portal.example.gov');
    expect(notice).toContain(path);
    for (const { password } of told) expect(notice).not.toContain(password);
    const kept = await readFile(path, 'utf8');
    for (const password of ['earlier-password', ...told.map((account) => account.password)]) {
      expect(kept).toContain(password);
    }
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    // Made anew, the file is its owner's alone from the start.
    await rm(path);
    await writeSampleAccountsFile(told, options);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });
});
