import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageMatcherOf } from './pagePatterns.js';

describe('pageMatcherOf', () => {
  it('takes the paths the front end routes, a parameter standing for one segment', () => {
    const directory = mkdtempSync(join(tmpdir(), 'tsw-web-'));
    writeFileSync(
      join(directory, 'page-patterns.json'),
      JSON.stringify(['/', '/:lang', '/:lang/tools/:tool']),
    );
    const isPage = pageMatcherOf(directory);
    expect(['/', '/en', '/ar/', '/bn/tools/tariff-search', '/faq'].map(isPage)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['/en/nowhere', '/en/tools/a/b', '/news/some-slug'].map(isPage)).toEqual([false, false, false]);
  });

  it('counts every path as a page when the build wrote no patterns', () => {
    expect(pageMatcherOf(mkdtempSync(join(tmpdir(), 'tsw-web-')))('/any/thing')).toBe(true);
  });
});
