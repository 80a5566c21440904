import type { ReferenceRecord } from '@tsw/domain';

/** The portal's interface languages besides English; Bengali is the translated description. */
const NAME_LANGUAGES = {
  descriptionTranslated: 'bn',
  descriptionFr: 'fr',
  descriptionEs: 'es',
  descriptionAr: 'ar',
} as const;

/** Region codes ICU knows that are not countries or territories (groupings, pseudo-regions, reservations). */
const NOT_COUNTRIES = new Set([
  'EU',
  'EZ',
  'UN',
  'QO',
  'XA',
  'XB',
  'ZZ',
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'IC',
  'TA',
]);

/** The names ICU gives a region or currency in Bengali, French, Spanish and Arabic (empty when unknown). */
export function namesInInterfaceLanguages(type: 'region' | 'currency', code: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [field, language] of Object.entries(NAME_LANGUAGES)) {
    const name = new Intl.DisplayNames(language, { type, fallback: 'none' }).of(code);
    if (name) names[field] = name;
  }
  return names;
}

function namesIn(type: 'region' | 'currency', code: string): Record<string, string> | undefined {
  const english = new Intl.DisplayNames('en', { type, fallback: 'none' }).of(code);
  if (!english) return undefined;
  return { code, description: english, ...namesInInterfaceLanguages(type, code) };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * ICU still names codes ISO 3166 withdrew (BU Burma, YU Yugoslavia, UK…); each has a replacement, so a
 * code that canonicalises to another is not a current one.
 */
function isCurrentRegionCode(code: string): boolean {
  return Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
}

/** Every country and territory ICU names, under its ISO 3166 alpha-2 code, named in the five languages. */
export function countryRecordsFromIcu(): ReferenceRecord[] {
  const records: ReferenceRecord[] = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      if (NOT_COUNTRIES.has(code) || !isCurrentRegionCode(code)) continue;
      const names = namesIn('region', code);
      if (names) records.push(names);
    }
  }
  return records;
}
