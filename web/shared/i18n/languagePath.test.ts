import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage } from './languagePath';

describe('languageOfPath', () => {
  it('reads the first segment, falling back to English', () => {
    expect(languageOfPath('/ar/tools/tariff-search')).toBe('ar');
    expect(languageOfPath('/bn')).toBe('bn');
    expect(languageOfPath('/de/tools')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/tools/tariff-search')).toBe('en');
  });
});

describe('pathInLanguage', () => {
  it('replaces the language and keeps the rest, query and hash included', () => {
    expect(
      pathInLanguage({ pathname: '/en/tools/tariff-search', search: '?q=horse', hash: '#results' }, 'ar'),
    ).toBe('/ar/tools/tariff-search?q=horse#results');
    expect(pathInLanguage({ pathname: '/fr' }, 'bn')).toBe('/bn');
    expect(pathInLanguage({ pathname: '/fr/' }, 'es')).toBe('/es');
  });

  it('adds the language to a path that has none', () => {
    expect(pathInLanguage({ pathname: '/faq' }, 'en')).toBe('/en/faq');
    expect(pathInLanguage({ pathname: '/' }, 'fr')).toBe('/fr');
    expect(pathInLanguage({ pathname: '/EN/faq' }, 'en')).toBe('/en/faq');
  });
});
