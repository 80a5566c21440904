import type { HsCalibrationExample, HsClassifier } from '../hsClassifier.js';
import {
  fitHsFusedConfidence,
  HS_FUSED_CONFIDENCE_DEFAULT,
  type HsFusedConfidence,
  type HsFusedConfidenceCase,
} from './hsFusedConfidence.js';
import {
  HS_NOTHING_SEARCHED,
  hsFinderSuggestions,
  hsNomenclatureOf,
  type HsFinderSources,
  type HsSearchFound,
} from './hsFinderSuggestions.js';

/** The search and HS 2022's texts a build fits the fused answer's probability with. */
export type HsFusionFitSources = Required<Pick<HsFinderSources, 'search' | 'nomenclature'>>;

/**
 * The fused answer's regression, fitted on descriptions of several kinds, each kind weighing the same: each
 * description's answer gives one case per heading it suggests (its first suggestion there), right when the
 * description's code is under it.
 */
export function fitHsFusedConfidenceOn(
  classifier: HsClassifier,
  kinds: readonly (readonly HsCalibrationExample[])[],
  sources: HsFusionFitSources,
): HsFusedConfidence | undefined {
  return fitHsFusedConfidence(kinds.flatMap((kind) => hsFusedConfidenceCases(classifier, kind, sources)));
}

/** The cases of one kind of descriptions, weighing 1 together. */
export function hsFusedConfidenceCases(
  classifier: HsClassifier,
  examples: readonly HsCalibrationExample[],
  sources: HsFusionFitSources,
): HsFusedConfidenceCase[] {
  const weight = 1 / Math.max(1, examples.length);
  return examples.flatMap(({ text, code }) => {
    // The floor reads the default regression here, so that a fit does not depend on the last one.
    const outcome = hsFinderSuggestions(text, {
      ...sources,
      classifier,
      confidence: HS_FUSED_CONFIDENCE_DEFAULT,
    });
    if (outcome.kind !== 'suggestions') return [];
    const seen = new Set<string>();
    return outcome.suggestions.flatMap(({ heading, features }) => {
      if (seen.has(heading.heading)) return [];
      seen.add(heading.heading);
      return [{ features, right: code.startsWith(heading.heading), weight }];
    });
  });
}

/** What the search found for one description, as a build's worker thread receives it. */
export type HsSearchFoundData = Pick<HsSearchFound, 'lines' | 'named'>;

/**
 * A build's fit of the fused answer, as data a worker thread can be given: the search's lines for the
 * descriptions the fit reads (hsFusionFitTexts), found where the tariff is, and HS 2022's texts.
 */
export interface HsFusionFitData {
  readonly searched: readonly (readonly [string, HsSearchFoundData])[];
  readonly headings: Readonly<Record<string, string>>;
  readonly subheadings: Readonly<Record<string, string>>;
}

export function hsFusionFitData(
  search: (text: string) => HsSearchFound,
  texts: readonly string[],
  nomenclature: Pick<HsFusionFitData, 'headings' | 'subheadings'>,
): HsFusionFitData {
  return {
    searched: texts.map((text) => {
      const { lines, named } = search(text);
      return [text, { lines, named }] as const;
    }),
    headings: nomenclature.headings,
    subheadings: nomenclature.subheadings,
  };
}

/** The fit's sources from its data: a description not searched is the model's alone. */
export function hsFusionFitSourcesOf(data: HsFusionFitData): HsFusionFitSources {
  const searched = new Map(data.searched);
  return {
    nomenclature: hsNomenclatureOf(data.headings, data.subheadings),
    search: (text) => ({ ...HS_NOTHING_SEARCHED, ...searched.get(text) }),
  };
}
