import type { TariffMatchExplanation } from '../../tariff/search/tariffMatch.js';
import { frenchSpanishWords } from '../../tariff/search/frenchSpanishWords.js';
import { searchWords } from '../../tariff/search/searchWords.js';
import { tariffQueryFromText } from '../../tariff/search/tariffQuery.js';
import type { TariffRanker } from '../../tariff/search/tariffRanker.js';
import type { HsClassifier } from '../hsClassifier.js';
import { hsDescriptionHasWords, hsDescriptionText } from '../hsDescriptionText.js';
import { HS_FINDER_LIMITS } from '../hsFinderLimits.js';
import {
  HS_FUSED_CONFIDENCE_DEFAULT,
  HS_FUSED_FEATURES,
  hsFusedFeatures,
  hsFusedProbability,
  type HsFusedConfidence,
} from './hsFusedConfidence.js';
import {
  HS_FUSION,
  hsFusedHeadings,
  hsFusedSuggestions,
  hsFusionAsksSearch,
  hsSearchLinesOf,
  type HsFusedHeading,
  type HsFusedSuggestion,
  type HsFusionInput,
  type HsFusionParameters,
  type HsSearchLine,
} from './hsFusedHeadings.js';

/*
 * The HS code finder's answer to a description, from its model, the ranked tariff search and HS 2022's
 * texts (issue 42): one pure function, which the server answers with and the quality benchmark measures,
 * so that the benchmark's figures are what a trader gets. The description's markup is dropped; a
 * description the model finds nothing likely for gets no answer; the model and the search are fused by
 * heading, the words of form and use weigh, and each suggestion gets the probability that its heading is
 * right (hsFusedConfidence), not rising down the list.
 */

/** The model's guesses the fusion reads: its first headings, and the subheadings within them. */
export const HS_FINDER_GUESSES = 15;

/** HS 2022's texts as the finder reads them. */
export interface HsNomenclature {
  readonly headingText: (heading: string) => string | undefined;
  readonly subheadingText: (subheading: string) => string | undefined;
  /** A heading's last subheading (its "Other"), offered where a rule alone named the heading. */
  readonly residualSubheadingOf: (heading: string) => string | undefined;
}

export function hsNomenclatureOf(
  headings: Readonly<Record<string, string>>,
  subheadings: Readonly<Record<string, string>>,
): HsNomenclature {
  let residual: Map<string, string> | undefined;
  return {
    headingText: (heading) => headings[heading],
    subheadingText: (subheading) => subheadings[subheading],
    residualSubheadingOf: (heading) => {
      if (!residual) {
        residual = new Map();
        for (const code of Object.keys(subheadings).sort()) residual.set(code.slice(0, 4), code);
      }
      return residual.get(heading);
    },
  };
}

/** What the ranked tariff search said of a description: its lines, and why each matched. */
export interface HsSearchFound {
  readonly lines: readonly HsSearchLine[];
  /**
   * The lines' codes an everyday name that is the whole description led to: the search knows the
   * description word for word (a trader typing a name the portal knows; right far more often than a line
   * that matched its words).
   */
  readonly named: readonly string[];
  readonly explain: (code: string) => TariffMatchExplanation;
}

export const HS_NOTHING_SEARCHED: HsSearchFound = {
  lines: [],
  named: [],
  explain: () => ({ words: [], names: [] }),
};

/**
 * The ranker's lines for a short description, with the share of its words each accounts for; a long
 * description, or a code, is the model's alone.
 */
export function hsSearchFor(ranker: TariffRanker, text: string, parameters = HS_FUSION): HsSearchFound {
  if (!hsFusionAsksSearch(text, parameters)) return HS_NOTHING_SEARCHED;
  const parsed = tariffQueryFromText(text);
  if (!parsed.ok || parsed.query.kind !== 'words') return HS_NOTHING_SEARCHED;
  const codes = ranker
    .rank(parsed.query)
    .slice(0, parameters.searchLines)
    .map(({ code }) => code);
  const explain = ranker.explainer(text);
  const lines = hsSearchLinesOf(codes, explain, parameters);
  const words = searchWords(text).join(' ');
  const named = lines
    .filter(({ code }) => explain(code).names.some(({ phrase }) => searchWords(phrase).join(' ') === words))
    .map(({ code }) => code);
  return { lines, named, explain };
}

export interface HsFinderSources {
  readonly classifier: HsClassifier;
  /** The search of a description (hsSearchFor with the page language's ranker); none: the model alone. */
  readonly search?: (text: string) => HsSearchFound;
  readonly nomenclature: HsNomenclature;
  /** The model's regression of its fused answers; HS_FUSED_CONFIDENCE_DEFAULT for a model without one. */
  readonly confidence?: HsFusedConfidence;
  /** The fusion's constants (HS_FUSION; the benchmark compares others). */
  readonly parameters?: HsFusionParameters;
  /** The page's language: a French or Spanish description is compared with the model's texts in those too. */
  readonly language?: string;
}

/** One suggestion of the answer, with the probability its heading is right and what that was read from. */
export interface HsFinderSuggestion extends HsFusedSuggestion {
  readonly probability: number;
  /** The heading's features (hsFusedFeatures), as the regression read them. */
  readonly features: readonly number[];
}

export type HsFinderOutcome =
  | { readonly kind: 'nothingLikely' }
  | {
      readonly kind: 'suggestions';
      /** The description without its markup: what was classified. */
      readonly text: string;
      readonly searched: HsSearchFound;
      readonly suggestions: readonly HsFinderSuggestion[];
    };

/** The finder's answer to a description: at most HS_FINDER_LIMITS.maxPredictions suggestions, best first. */
export function hsFinderSuggestions(description: string, sources: HsFinderSources): HsFinderOutcome {
  // Markup is no description: what is left of it is classified, and nothing left is nothing likely.
  const text = hsDescriptionText(description);
  if (!hsDescriptionHasWords(text)) return { kind: 'nothingLikely' };
  // Articles and prepositions alone ("les des du") name no goods in French or Spanish either.
  const { language } = sources;
  if ((language === 'fr' || language === 'es') && frenchSpanishWords(language, text).length === 0)
    return { kind: 'nothingLikely' };
  const guesses = sources.classifier.guess(text, HS_FINDER_GUESSES, sources.language);
  // The model's calibrated probability still says whether anything is likely at all.
  if (!guesses.some((guess) => guess.probability >= HS_FINDER_LIMITS.minProbability))
    return { kind: 'nothingLikely' };
  const searched = sources.search?.(text) ?? HS_NOTHING_SEARCHED;
  const { nomenclature } = sources;
  const input: HsFusionInput = {
    model: guesses.filter((guess) => nomenclature.subheadingText(guess.hsCode) !== undefined),
    search: searched.lines,
    headingText: nomenclature.headingText,
  };
  const parameters = sources.parameters ?? HS_FUSION;
  const fused = hsFusedHeadings(text, input, parameters);
  const suggestions = withProbabilities(
    hsFusedSuggestions(
      fused,
      input,
      HS_FINDER_LIMITS.maxPredictions,
      nomenclature.residualSubheadingOf,
      parameters,
    ),
    fused,
    searched,
    sources.confidence,
  ).filter(
    // Shown when its probability reaches the floor, or the model gave it the floor (its own guesses as
    // before), or the search or a rule brought its heading (a heading the model did not think of).
    ({ hsCode, guess, heading, probability }) =>
      nomenclature.subheadingText(hsCode) !== undefined &&
      (probability >= HS_FINDER_LIMITS.minProbability ||
        guess === undefined ||
        guess.probability >= HS_FINDER_LIMITS.minProbability ||
        heading.searchPlace !== null ||
        heading.rules.length > 0),
  );
  if (suggestions.length === 0) return { kind: 'nothingLikely' };
  return { kind: 'suggestions', text, searched, suggestions };
}

/** Each suggestion's heading's probability, never above the one before it: the list reads best first. */
function withProbabilities(
  shown: readonly HsFusedSuggestion[],
  fused: readonly HsFusedHeading[],
  searched: HsSearchFound,
  modelConfidence: HsFusedConfidence | undefined,
): HsFinderSuggestion[] {
  // A model fitted on other features (a build of another version) is read with the default.
  const confidence =
    modelConfidence && HS_FUSED_FEATURES.every((name) => Number.isFinite(modelConfidence.weights[name]))
      ? modelConfidence
      : HS_FUSED_CONFIDENCE_DEFAULT;
  const features = hsFusedFeatures(fused, searched.lines, searched.named);
  let ceiling = 1;
  return shown.map((suggestion) => {
    const headingFeatures = features[fused.indexOf(suggestion.heading)] ?? [];
    ceiling = Math.min(ceiling, hsFusedProbability(headingFeatures, confidence));
    return { ...suggestion, probability: ceiling, features: headingFeatures };
  });
}
