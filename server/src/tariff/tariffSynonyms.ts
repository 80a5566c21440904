import { readFileSync } from 'node:fs';
import {
  frenchSpanishWords,
  nameQualifiersOf,
  searchWords,
  type FrenchOrSpanish,
  type TariffSynonym,
} from '@tsw/domain';

/**
 * The names the portal ships: the UK team's search references (derived), our own everyday names, and our
 * Bengali everyday names of the goods Bangladesh imports most (issue 41).
 */
const SHIPPED_FILES = ['uk-search-references.json', 'everyday-names.json', 'everyday-names-bn.json'].map(
  shippedFile,
);

/** Our French and Spanish everyday names (issue 49), read after the English ones in those searches. */
const SHIPPED_FILES_FR_ES: Readonly<Record<FrenchOrSpanish, URL>> = {
  fr: shippedFile('everyday-names-fr.json'),
  es: shippedFile('everyday-names-es.json'),
};

function shippedFile(name: string): URL {
  return new URL(`../../tariff-data/${name}`, import.meta.url);
}

class TariffSynonymsError extends Error {}

/** Reads `{"names": {"phrase": "code"}}`; any bad entry stops the start with its name. */
function synonymsOfFile(file: URL | string): TariffSynonym[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new TariffSynonymsError(
      `${String(file)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const names = (parsed as { names?: unknown } | null)?.names;
  if (typeof names !== 'object' || names === null || Array.isArray(names)) {
    throw new TariffSynonymsError(`${String(file)}: expected {"names": {"everyday name": "HS code"}}`);
  }
  return Object.entries(names).map(([phrase, code]) => {
    if (typeof code !== 'string' || !/^\d{2,10}$/.test(code) || phrase.trim().length < 2) {
      throw new TariffSynonymsError(`${String(file)}: "${phrase}" needs an HS code of 2 to 10 digits`);
    }
    return { phrase, code };
  });
}

/** Our everyday names in French or Spanish alone, as shipped (the finder tells a name's language by them). */
export function shippedTariffNamesIn(language: FrenchOrSpanish): TariffSynonym[] {
  return synonymsOfFile(SHIPPED_FILES_FR_ES[language]);
}

/**
 * Every everyday name the tariff search knows: shipped ones, then the administrator's. Where two lists
 * give the same name (as the search reads it: "solar cells", "Solar cell") different codes, the later
 * wins: ours over the UK's, some of whose codes are HS 2017's; the administrator's over all.
 */
export function loadTariffSynonyms(extraFile?: string): TariffSynonym[] {
  // "used shoes" is not "shoes": the qualifier the search drops keeps the two names apart.
  return synonymsOfFiles([...SHIPPED_FILES, ...(extraFile ? [extraFile] : [])], (text) => [
    ...nameQualifiersOf(text),
    ...searchWords(text),
  ]);
}

/**
 * The everyday names a French or Spanish search knows: the English ones (queries mix languages:
 * "smartphone", "jeans"), then ours in the language, then the administrator's; names compared as that
 * language reads them, the later winning.
 */
export function loadTariffSynonymsIn(language: FrenchOrSpanish, extraFile?: string): TariffSynonym[] {
  return synonymsOfFiles(
    [...SHIPPED_FILES, SHIPPED_FILES_FR_ES[language], ...(extraFile ? [extraFile] : [])],
    (text) => [...nameQualifiersOf(text), ...frenchSpanishWords(language, text)],
  );
}

/** loadTariffSynonymsIn, each language's read once, when first asked for. */
export function tariffSynonymsInOnce(
  extraFile?: string,
): (language: FrenchOrSpanish) => readonly TariffSynonym[] {
  const loaded = new Map<FrenchOrSpanish, TariffSynonym[]>();
  return (language) => {
    let synonyms = loaded.get(language);
    if (!synonyms) {
      synonyms = loadTariffSynonymsIn(language, extraFile);
      loaded.set(language, synonyms);
    }
    return synonyms;
  };
}

function synonymsOfFiles(
  files: readonly (URL | string)[],
  wordsOf: (text: string) => string[],
): TariffSynonym[] {
  const byName = new Map<string, TariffSynonym>();
  for (const synonym of files.flatMap(synonymsOfFile)) {
    const name = wordsOf(synonym.phrase).join(' ');
    byName.delete(name);
    byName.set(name, synonym);
  }
  return [...byName.values()];
}
