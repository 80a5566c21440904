import {
  TARIFF_TEXT_READINGS,
  TariffRanker,
  type FrenchOrSpanish,
  type ReferenceRecord,
  type TariffSearchLine,
  type TariffSynonym,
} from '@tsw/domain';
import type { HsStructure } from './hsStructure.js';

/** What a French or Spanish search reads besides the tariff's lines: the HS's texts and everyday names. */
export interface TariffSearchFrEs {
  /** The EU's French or Spanish texts of the HS headings and subheadings, by code. */
  readonly texts: Readonly<Record<FrenchOrSpanish, ReadonlyMap<string, string>>>;
  /**
   * The everyday names a French or Spanish query is read with (the English ones too: queries mix); asked
   * for at the first search in the language, so that a portal never searched in it never reads them.
   */
  readonly synonymsIn: (language: FrenchOrSpanish) => readonly TariffSynonym[];
}

export const NO_TARIFF_SEARCH_FR_ES: TariffSearchFrEs = {
  texts: { fr: new Map(), es: new Map() },
  synonymsIn: () => [],
};

/** The French and Spanish texts of the headings and subheadings, by code. */
export function hsBroaderTextsFrEs(structure: HsStructure): TariffSearchFrEs['texts'] {
  return {
    fr: new Map([...Object.entries(structure.headingsFr), ...Object.entries(structure.subheadingsFr)]),
    es: new Map([...Object.entries(structure.headingsEs), ...Object.entries(structure.subheadingsEs)]),
  };
}

/** The text a code has in the language: its own, or its HS subheading's (a national line has none). */
function translatedTextOf(texts: ReadonlyMap<string, string>, code: string): string | undefined {
  return texts.get(code) ?? (code.length > 6 ? texts.get(code.slice(0, 6)) : undefined);
}

/**
 * The ranker of a French or Spanish search (issue 49), over the same lines as the English one: each line's
 * description is the EU's text of its code (a national line's, its subheading's), and its English text is
 * its translation, read as English: a query that mixes the languages ("riz basmati") finds both. The
 * administration's Bengali texts are not read. `broaderCodes`: the HS headings and subheadings above the
 * lines that the English ranker reads as parents, and the schedule's gaps among them, with their English
 * texts.
 */
export function tariffRankerFrEsOf(
  language: FrenchOrSpanish,
  records: readonly ReferenceRecord[],
  broader: readonly { readonly code: string; readonly description: string }[],
  search: TariffSearchFrEs,
): TariffRanker {
  const texts = search.texts[language];
  // An administration's own national text in the language (tariff-texts import) goes before the HS one.
  const field = language === 'fr' ? 'descriptionFr' : 'descriptionEs';
  const lineIn = (code: string, english: string, national?: string | null): TariffSearchLine => {
    const translated = national || translatedTextOf(texts, code);
    return translated === undefined
      ? { code, description: english, descriptionTranslated: null }
      : { code, description: translated, descriptionTranslated: english };
  };
  const lines = [
    ...records.map((record) => lineIn(record.code ?? '', record.description ?? '', record[field])),
    ...broader.map(({ code, description }) => lineIn(code, description)),
  ];
  return new TariffRanker(lines, search.synonymsIn(language), TARIFF_TEXT_READINGS[language]);
}
