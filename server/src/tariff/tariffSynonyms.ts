import { readFileSync } from 'node:fs';
import type { TariffSynonym } from '@tsw/domain';

/**
 * The names the portal ships: the UK team's search references (derived), our own everyday names, and our
 * Bengali everyday names of the goods Bangladesh imports most (issue 41).
 */
const SHIPPED_FILES = ['uk-search-references.json', 'everyday-names.json', 'everyday-names-bn.json'].map(
  (name) => new URL(`../../tariff-data/${name}`, import.meta.url),
);

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

/** Every everyday name the tariff search knows: shipped ones, then the administrator's. */
export function loadTariffSynonyms(extraFile?: string): TariffSynonym[] {
  return [...SHIPPED_FILES, ...(extraFile ? [extraFile] : [])].flatMap(synonymsOfFile);
}
