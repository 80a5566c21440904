import { HS_EXAMPLE_SOURCES } from '../hsClassifier.js';
import { HsExampleIndex } from './hsExampleIndex.js';
import type { HsVoteLabels } from './hsCodeVotes.js';
import { HsHeadingWords } from './hsHeadingWords.js';

/** The sources whose texts are a tariff's own wording, which reads better with the heading's text beside it. */
const NOMENCLATURE_SOURCES = new Set([
  HS_EXAMPLE_SOURCES.indexOf('hs'),
  HS_EXAMPLE_SOURCES.indexOf('tariff'),
]);
const HS_SOURCE = HS_EXAMPLE_SOURCES.indexOf('hs');

export interface HsLabelledTexts {
  readonly texts: readonly string[];
  readonly codes: readonly string[];
  readonly sources: readonly number[];
}

/**
 * The index of labelled texts and their words per heading, with the labels the votes read. A subheading's tariff or HS text carries its
 * heading's HS text (the heading's own text at 4 digits), weighed by `parentWeight`: "Other" under 6402
 * becomes "Other; other footwear with outer soles and uppers of rubber or plastics".
 */
export function hsLabelledIndex(
  { texts, codes, sources }: HsLabelledTexts,
  parentWeight: number,
): { index: HsExampleIndex; words: HsHeadingWords; labels: HsVoteLabels } {
  const headingTexts = new Map<string, string>();
  const subheadings = new Map<string, Set<string>>();
  for (const [example, code] of codes.entries()) {
    if (code.length === 4 && sources[example] === HS_SOURCE) headingTexts.set(code, texts[example] ?? '');
    if (code.length === 6) {
      const heading = code.slice(0, 4);
      const known = subheadings.get(heading) ?? new Set<string>();
      known.add(code);
      subheadings.set(heading, known);
    }
  }
  const parentTexts = codes.map((code, example) =>
    code.length === 6 && NOMENCLATURE_SOURCES.has(sources[example] ?? -1)
      ? headingTexts.get(code.slice(0, 4))
      : undefined,
  );
  const index = new HsExampleIndex({ texts, parentTexts, parentWeight });
  const words = new HsHeadingWords(
    texts.map((text, example) => `${text} ${parentTexts[example] ?? ''}`),
    codes.map((code) => (subheadings.has(code.slice(0, 4)) ? code.slice(0, 4) : undefined)),
  );
  const subheadingsOf = new Map([...subheadings].map(([heading, codes]) => [heading, [...codes].sort()]));
  return { index, words, labels: { codes, sources, subheadingsOf } };
}
