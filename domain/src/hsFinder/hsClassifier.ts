import type { FrenchOrSpanish } from '../tariff/search/frenchSpanishWords.js';

/*
 * The HS code finder's model, as the server and the benchmarks use it: trained from labelled descriptions
 * (the tariff's own texts, everyday names, public labelled descriptions, an administration's past
 * declarations), it suggests HS 2022 subheadings for a description in a trader's own words, with the
 * evidence for each. Pure: the data comes in as values, the model goes out as a serializable value.
 */

/** Where a labelled description comes from; each kind weighs differently in training and is named in reasons. */
export const HS_EXAMPLE_SOURCES = [
  /** HS 2022's text of a chapter, heading or subheading. */
  'hs',
  /** The national tariff's description of a line (English or Bengali). */
  'tariff',
  /** An everyday name of goods the tariff search ships. */
  'everydayName',
  /** A public labelled description (UK search references and parcel descriptions, brands). */
  'labelled',
  /** A past declaration of this administration (imported history). */
  'history',
] as const;
export type HsExampleSource = (typeof HS_EXAMPLE_SOURCES)[number];

/** A description with the code someone gave it. */
export interface HsTrainingExample {
  readonly text: string;
  /** Digits: at least a heading (4); only the first 6 are learned (the HS 2022 subheading). */
  readonly code: string;
  readonly source: HsExampleSource;
  /**
   * French or Spanish (HS 2022's texts in the EU's French and Spanish, the everyday names in them: issue 49):
   * learnt by the model's French and Spanish part, which only French and Spanish descriptions are compared
   * with. None: English or Bengali, compared with every description.
   */
  readonly language?: FrenchOrSpanish;
}

/** A description with its code that only calibrates the model's probabilities: never trained on. */
export type HsCalibrationExample = Pick<HsTrainingExample, 'text' | 'code'>;

/** What the model found for one subheading. */
export interface HsGuess {
  /** The HS 2022 subheading, 6 digits. */
  readonly hsCode: string;
  /** Calibrated: of guesses given 0.8, about 80% are right on the evaluation set. */
  readonly probability: number;
  /** The description's words (as typed) that the model weighed for this code. */
  readonly matchedWords: readonly string[];
  /** The training texts nearest to the description under this code, best first (at most 3). */
  readonly evidence: readonly {
    readonly source: HsExampleSource;
    readonly code: string;
    readonly text: string;
  }[];
}

/** A trained model, ready to answer. */
export interface HsClassifier {
  /**
   * The best subheadings for a description, by probability descending; their sum is at most 1. A
   * description in French or Spanish (`language`, the page's) is compared with those texts too.
   */
  guess(description: string, limit: number, language?: string): HsGuess[];
}
