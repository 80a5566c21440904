import { describe, expect, it } from 'vitest';
import { pageAnswerOf } from './pagePatterns.js';

describe('pageAnswerOf', () => {
  const answer = pageAnswerOf({
    languages: ['en', 'ar'],
    fallbackLanguage: 'en',
    patterns: ['/en', '/ar', '/en/faq', '/ar/faq', '/en/tools/sro', '/en/news/:slug'],
  });

  it('takes the pages the build lists, whatever their case or trailing slash', () => {
    for (const path of ['/en', '/ar/', '/en/faq', '/en/faq/', '/en/tools/sro', '/en/news/budget-2025'])
      expect(answer(path), path).toEqual({ kind: 'page' });
  });

  it('answers missing for other paths under a language', () => {
    for (const path of ['/en/nowhere', '/ar/tools/nope', '/en/faq/more', '/en/news/a/b'])
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
});
