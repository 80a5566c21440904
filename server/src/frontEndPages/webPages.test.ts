import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webPagesOf } from './webPages.js';

function build(patterns?: object) {
  const directory = mkdtempSync(join(tmpdir(), 'tsw-web-'));
  if (patterns) writeFileSync(join(directory, 'page-patterns.json'), JSON.stringify(patterns));
  return directory;
}

describe('webPagesOf', () => {
  const pages = webPagesOf(
    build({
      languages: ['en', 'ar'],
      fallbackLanguage: 'en',
      patterns: ['/en', '/ar', '/en/faq', '/ar/faq', '/en/tools/sro'],
    }),
  );
  const answer = (path: string) => pages?.answer(path);

  it('takes the pages the build lists, whatever their case or trailing slash', () => {
    for (const path of ['/en', '/ar/', '/en/faq', '/en/faq/', '/en/tools/sro'])
      expect(answer(path), path).toEqual({ kind: 'page' });
  });

  it('answers missing for other paths under a language', () => {
    for (const path of ['/en/nowhere', '/ar/tools/nope', '/en/faq/more'])
      expect(answer(path), path).toEqual({ kind: 'missing' });
  });

  it('moves a path without a language under the fallback language, and a language in capitals to lower case', () => {
    expect(answer('/faq')).toEqual({ kind: 'redirect', location: '/en/faq' });
    expect(answer('/news/budget-2025')).toEqual({ kind: 'redirect', location: '/en/news/budget-2025' });
    expect(answer('/')).toEqual({ kind: 'redirect', location: '/en' });
    expect(answer('/AR/nowhere')).toEqual({ kind: 'redirect', location: '/ar/nowhere' });
    expect(answer('/EN/faq')).toEqual({ kind: 'redirect', location: '/en/faq' });
    expect(answer('/FAQ')).toEqual({ kind: 'redirect', location: '/en/faq' });
    expect(answer('/en/FAQ')).toEqual({ kind: 'redirect', location: '/en/faq' });
    expect(answer('/en/Nowhere')).toEqual({ kind: 'missing' });
  });

  it('is absent without a build', () => {
    expect(webPagesOf(build())).toBeUndefined();
  });
});
