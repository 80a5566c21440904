import { describe, expect, it } from 'vitest';
import { ENTITY_GROUPS, ENTITY_NAMES } from '@tsw/domain';
import { LANGUAGE_CODES } from './languages';
import ar from './locales/ar.json';
import bn from './locales/bn.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

const TRANSLATIONS = { en, fr, es, ar, bn };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key of a translation file, with its text. */
function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value as object, path)) found.set(leaf, text);
  }
  return found;
}

const english = leaves(TRANSLATIONS.en);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each(LANGUAGE_CODES)('the %s translation', (language) => {
  const translated = leaves(TRANSLATIONS[language]);
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

  it('has every key of the English file, and no other', () => {
    const singular = (keys: Iterable<string>) =>
      new Set([...keys].map((key) => key.replace(PLURAL_SUFFIX, '')));
    expect([...singular(translated.keys())].sort()).toEqual([...singular(english.keys())].sort());
  });

  it("has exactly the plural forms the language's rules use", () => {
    const plurals = new Set(
      [...english.keys()]
        .filter((key) => PLURAL_SUFFIX.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, '')),
    );
    for (const base of plurals) {
      const forms = [...translated.keys()]
        .filter((key) => key.replace(PLURAL_SUFFIX, '') === base)
        .map((key) => key.match(PLURAL_SUFFIX)?.[1]);
      expect(forms.sort(), base).toEqual([...categories].sort());
    }
  });

  it('keeps every placeholder of the English text', () => {
    for (const [key, text] of translated) {
      const source = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other')) ?? '';
      const expected = placeholders(source).filter(
        (name) => name !== 'count' || placeholders(text).includes('count'),
      );
      expect(placeholders(text), key).toEqual(expected);
    }
  });

  it.skipIf(language === 'en')('leaves no text in English', () => {
    const untranslated = [...translated].filter(
      ([key, text]) => text === english.get(key) && /[a-z]{4,}/.test(text.replace(/\{\{\w+\}\}/g, '')),
    );
    // Proper names may read the same (Niger, Guinea in some languages); whole sentences may not.
    expect(untranslated.filter(([, text]) => text.split(' ').length > 2)).toEqual([]);
  });
});

describe('the reference tables', () => {
  it('are named, with their groups, for every table the catalog declares', () => {
    expect(Object.keys(en.referenceTables.names).sort()).toEqual([...ENTITY_NAMES].sort());
    expect(Object.keys(en.referenceTables.groups)).toEqual([...ENTITY_GROUPS]);
  });
});
