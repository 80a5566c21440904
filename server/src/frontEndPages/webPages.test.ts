import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFolder } from '../testing/temporaryFolder.js';
import { webPagesOf } from './webPages.js';

function build(patterns?: object) {
  const directory = testFolder('tsw-web-');
  if (patterns) writeFileSync(join(directory, 'page-patterns.json'), JSON.stringify(patterns));
  return directory;
}

describe('webPagesOf', () => {
  it('answers from the patterns the build wrote', () => {
    const pages = webPagesOf(
      build({ languages: ['en', 'ar'], fallbackLanguage: 'en', patterns: ['/en', '/ar', '/en/faq'] }),
    );
    expect(pages?.answer('/en/faq')).toEqual({ kind: 'page' });
    expect(pages?.answer('/en/nowhere')).toEqual({ kind: 'missing' });
    expect(pages?.answer('/FAQ')).toEqual({ kind: 'redirect', location: '/en/faq' });
  });

  it('is absent without a build', () => {
    expect(webPagesOf(build())).toBeUndefined();
  });

  it('refuses a file of another shape', () => {
    expect(() => webPagesOf(build({ languages: 'en', patterns: ['/en'] }))).toThrow(/page-patterns\.json/);
  });
});
