import { Type, type Static } from 'typebox';
import { NULLABLE_STRING } from '../portal/nullableString.js';
import { TARIFF_NOTES } from '../tariff/tariffBrowseSchemas.js';
import { TARIFF_LINE } from '../tariff/tariffSearchSchemas.js';
import { HS_EXAMPLE_SOURCES } from './hsClassifier.js';
import { HS_FINDER_LIMITS } from './hsFinderLimits.js';

/*
 * The contract of the HS code finder (`{HS_FINDER_URL}search` and `{HS_FINDER_URL}tree`, §7), written once:
 * the server declares and documents its routes with these schemas, the screen checks what it receives.
 * Clients send request keys in snake_case and read answers in camelCase (§7); these are the answers' keys.
 */

/** The headers both calls send: the country (bd) and, optionally, the language of the texts wanted. */
export const HS_FINDER_HEADERS = Type.Object({
  country: Type.Optional(
    Type.String({ maxLength: 8, description: 'The country whose tariff answers (bd).' }),
  ),
  language: Type.Optional(
    Type.String({
      maxLength: 8,
      description: 'The language of the texts (en, fr, es, ar, bn); English by default.',
    }),
  ),
});

export const HS_FINDER_SEARCH_QUERY = Type.Object({
  query: Type.String({
    maxLength: HS_FINDER_LIMITS.queryMaxLength * 4,
    description: `The goods described in the trader's own words (at most ${HS_FINDER_LIMITS.queryMaxLength} characters).`,
    examples: ['rubber-soled canvas shoes for children with velcro straps'],
  }),
});

export const HS_FINDER_TREE_QUERY = Type.Object({
  code: Type.String({
    maxLength: 16,
    description: 'An HS subheading (6 digits) or a national line.',
    examples: ['640299'],
  }),
});

/** The language a text is in: the one asked where the data has the text in it, else English. */
const TEXT_LANGUAGE = Type.String({
  description:
    'The language of the description (en, fr, es, ar, bn): the one asked where there is a text in it.',
});
const NAMED_CODE = Type.Object({ code: Type.String(), description: Type.String(), language: TEXT_LANGUAGE });

/** Why a code is suggested: the words that led to it, the texts that support it, what a note excludes. */
export const HS_FINDER_REASONS = Type.Object({
  matchedWords: Type.Array(Type.String(), {
    description: "The description's words that weighed for this code.",
  }),
  supportingTexts: Type.Array(
    Type.Object({
      source: Type.Enum(HS_EXAMPLE_SOURCES),
      code: Type.String(),
      text: Type.String(),
      language: Type.String({
        description: 'The language the text is written in (en, fr, es, bn): the model reads them all.',
      }),
    }),
    {
      description:
        "The tariff's or HS 2022's texts and the labelled descriptions nearest to the description (HS 2022's " +
        'in French or Spanish when asked in that language).',
    },
  ),
  exclusions: Type.Array(
    Type.Object({
      subject: Type.String({
        description: 'The section (Roman number), chapter or heading whose note it is.',
      }),
      text: Type.String({ description: "The note's words that exclude goods like these." }),
      referredCode: NULLABLE_STRING,
    }),
    { description: 'Notes of the chapter or heading that exclude goods the description names.' },
  ),
  fusion: Type.Optional(
    Type.Object(
      {
        modelPlace: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
          description: "The heading's place among the model's headings; null: the model did not name it.",
        }),
        searchPlace: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
          description:
            "The heading's place among the ranked tariff search's headings (with the everyday names); null: " +
            'the search did not name it, or matched too few of the words.',
        }),
        rules: Type.Array(Type.String(), {
          description: 'The rules of form and use (chapter notes, General Rules) that moved the heading.',
        }),
      },
      {
        description:
          "Where the heading came from: the model and the ranked tariff search are fused by their ranks, then weighed by the description's words of form and use.",
      },
    ),
  ),
});

export const HS_FINDER_PREDICTION = Type.Object({
  hsCode: Type.String({ description: 'The HS 2022 subheading, 6 digits.' }),
  description: Type.String({
    description: 'Its text in the language asked where there is one, else English.',
  }),
  descriptionLanguage: TEXT_LANGUAGE,
  probability: Type.Number({
    minimum: 0,
    maximum: 1,
    description:
      'The calibrated probability that its heading (first 4 digits) is right, 2 decimals; never above the ' +
      "previous suggestion's.",
  }),
  children: Type.Array(TARIFF_LINE, {
    description: 'The national lines under the subheading, with their taxes.',
  }),
  reasons: HS_FINDER_REASONS,
});

/** The kinds of question a vague description gets, each with choices the screen names in its language. */
export const HS_CLARIFICATION_CHOICES = {
  material: [
    'plastic',
    'rubber',
    'leather',
    'textile',
    'wood',
    'paper',
    'glass',
    'ceramic',
    'iron or steel',
    'aluminium',
  ],
  use: [
    'household',
    'vehicles',
    'machinery',
    'electrical',
    'medical',
    'food',
    'clothing',
    'toys',
    'building',
  ],
  whoFor: ['men', 'women', 'children', 'babies'],
} as const;
export type HsClarificationKind = keyof typeof HS_CLARIFICATION_CHOICES;

export const HS_FINDER_CLARIFICATION = Type.Object({
  term: Type.String({ description: 'The vague word or words.' }),
  kind: Type.Enum(Object.keys(HS_CLARIFICATION_CHOICES) as HsClarificationKind[], {
    description: 'What the question asks: material, use or whoFor.',
  }),
  question: Type.String({ description: 'The question, in English.' }),
  choices: Type.Array(Type.String(), { description: 'Words to add to the description, in English.' }),
});

export const HS_FINDER_SEARCH_ANSWER = Type.Object({
  query: Type.String(),
  language: Type.String({ description: 'The language the texts are in.' }),
  predictions: Type.Array(HS_FINDER_PREDICTION, { maxItems: HS_FINDER_LIMITS.maxPredictions }),
  clarification: Type.Union([HS_FINDER_CLARIFICATION, Type.Null()], {
    description: 'For a vague description: a question to ask before any guess (then predictions is empty).',
  }),
  model: Type.Object({
    version: Type.String({ description: 'The model that answered (its build time and data).' }),
  }),
});

/** Where a code sits: section, chapter, heading, subheading and national lines, with the notes on each. */
export const HS_FINDER_TREE_ANSWER = Type.Object({
  code: Type.String(),
  section: Type.Object({
    number: Type.Integer(),
    roman: Type.String(),
    description: Type.String(),
    language: TEXT_LANGUAGE,
  }),
  chapter: NAMED_CODE,
  heading: NAMED_CODE,
  subheading: NAMED_CODE,
  lines: Type.Array(TARIFF_LINE),
  notes: TARIFF_NOTES,
});

export type HsFinderSearchAnswer = Static<typeof HS_FINDER_SEARCH_ANSWER>;
export type HsFinderPrediction = Static<typeof HS_FINDER_PREDICTION>;
export type HsFinderReasons = Static<typeof HS_FINDER_REASONS>;
export type HsFinderClarification = Static<typeof HS_FINDER_CLARIFICATION>;
export type HsFinderTreeAnswer = Static<typeof HS_FINDER_TREE_ANSWER>;
