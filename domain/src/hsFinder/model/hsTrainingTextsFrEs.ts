import type { FrenchOrSpanish } from '../../tariff/search/frenchSpanishWords.js';
import type { HsExampleSource } from '../hsClassifier.js';

/*
 * The HS code finder's French and Spanish training texts (issue 49): HS 2022's headings and subheadings in the
 * EU's French and Spanish, and the portal's everyday names in each language. The data script trains on them
 * (scripts/hs-finder/buildHsFinderData.mjs) and the server reads the same list to say which language a text
 * the model answers with is in.
 */

/** HS 2022's texts in one language, by code, and the everyday names in it (phrase → code). */
export interface HsTextsIn {
  readonly chapters: Readonly<Record<string, string>>;
  readonly headings: Readonly<Record<string, string>>;
  readonly subheadings: Readonly<Record<string, string>>;
  readonly names: Readonly<Record<string, string>>;
}

export interface HsTrainingTextIn {
  readonly text: string;
  /** The code as given (the data script checks it against HS 2022): a heading, subheading or line. */
  readonly code: string;
  readonly source: Extract<HsExampleSource, 'hs' | 'everydayName'>;
  readonly language: FrenchOrSpanish;
  /** What the text is, for the data script's counts. */
  readonly kind: 'headings' | 'subheadings' | 'everyday names';
}

/**
 * A heading with its chapter's title in brackets, as the English ones are trained; a subheading with its
 * heading's, for the EU writes a subheading as the rest of its heading's sentence ("De coton", "Autres"). A
 * name's 5-digit code (a one-dash subheading's group) is learnt as its heading.
 */
export function hsTrainingTextsIn(language: FrenchOrSpanish, texts: HsTextsIn): HsTrainingTextIn[] {
  const rows: HsTrainingTextIn[] = [];
  for (const [code, text] of Object.entries(texts.headings))
    rows.push({
      text: `${text} (${texts.chapters[code.slice(0, 2)] ?? ''})`,
      code,
      source: 'hs',
      language,
      kind: 'headings',
    });
  for (const [code, text] of Object.entries(texts.subheadings))
    rows.push({
      text: `${text} (${texts.headings[code.slice(0, 4)] ?? ''})`,
      code,
      source: 'hs',
      language,
      kind: 'subheadings',
    });
  for (const [phrase, code] of Object.entries(texts.names))
    rows.push({
      text: phrase,
      code: code.length === 5 ? code.slice(0, 4) : code,
      source: 'everydayName',
      language,
      kind: 'everyday names',
    });
  return rows;
}
