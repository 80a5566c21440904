import { describe, expect, it } from 'vitest';
import type { HsClassifier, HsGuess } from '../hsClassifier.js';
import { HS_FINDER_LIMITS } from '../hsFinderLimits.js';
import { HS_FUSED_CONFIDENCE_DEFAULT } from './hsFusedConfidence.js';
import { hsFinderSuggestions, hsNomenclatureOf, type HsFinderSources } from './hsFinderSuggestions.js';

const nomenclature = hsNomenclatureOf(
  {
    '2203': 'Beer made from malt',
    '2924': 'Carboxyamide-function compounds',
    '3004': 'Medicaments … put up in measured doses or in forms or packings for retail sale',
    '6109': 'T-shirts, singlets and other vests, knitted or crocheted',
    '6205': "Men's or boys' shirts",
  },
  {
    '220300': 'Beer made from malt',
    '292429': 'Other',
    '300410': 'Containing penicillins',
    '300490': 'Other',
    '610910': 'Of cotton',
    '610990': 'Of other textile materials',
    '620520': 'Of cotton',
    '620530': 'Of man-made fibres',
  },
);

const guess = (hsCode: string, probability: number): HsGuess => ({
  hsCode,
  probability,
  matchedWords: [],
  evidence: [],
});

/** A model that answers each description (as classified) with its guesses, and nothing else. */
const classifier = (answers: Record<string, HsGuess[]>): HsClassifier => ({
  guess: (description, limit) => (answers[description] ?? []).slice(0, limit),
});

const sources = (
  answers: Record<string, HsGuess[]>,
  search: Record<string, string[]> = {},
): HsFinderSources => ({
  classifier: classifier(answers),
  search: (text) => ({
    lines: (search[text] ?? []).map((code) => ({ code, coverage: 1 })),
    named: [],
    explain: () => ({ words: [], names: [] }),
  }),
  nomenclature,
  confidence: HS_FUSED_CONFIDENCE_DEFAULT,
});

describe("the finder's answer (one pipeline for the server and the benchmark)", () => {
  it('keeps the fused order, and its probabilities never rise down the list', () => {
    const outcome = hsFinderSuggestions(
      'পুরুষদের সুতি টি-শার্ট',
      sources(
        { 'পুরুষদের সুতি টি-শার্ট': [guess('620520', 0.16), guess('620530', 0.14), guess('610910', 0.05)] },
        { 'পুরুষদের সুতি টি-শার্ট': ['61091000'] },
      ),
    );
    expect(outcome.kind).toBe('suggestions');
    if (outcome.kind !== 'suggestions') return;
    const { suggestions } = outcome;
    // The search's first heading, which the model put third, leads.
    expect(suggestions[0]?.hsCode).toBe('610910');
    expect(suggestions.length).toBeLessThanOrEqual(HS_FINDER_LIMITS.maxPredictions);
    for (const [at, { probability }] of suggestions.entries()) {
      expect(probability).toBeGreaterThan(0);
      expect(probability).toBeLessThan(1);
      expect(probability).toBeLessThanOrEqual(suggestions[at - 1]?.probability ?? 1);
    }
    // The first suggestion's probability is its heading's, not the model's 0.05 for the subheading.
    expect(suggestions[0]?.probability).toBeGreaterThan(0.2);
  });

  it('offers the heading a rule of form names, at a probability of its own', () => {
    const outcome = hsFinderSuggestions(
      'paracetamol tablets 500mg',
      sources({ 'paracetamol tablets 500mg': [guess('292429', 0.5)] }),
    );
    expect(outcome.kind === 'suggestions' && outcome.suggestions[0]).toMatchObject({
      hsCode: '300490',
      guess: undefined,
    });
  });

  it('says nothing is likely for markup, a lone stop word or letters the model knows nothing of', () => {
    // A model that read "ale" in "alert" once offered beer: markup is dropped before it is asked.
    const beer = [guess('220300', 0.6)];
    const model = { alert: beer, 'alert(1)': beer, the: [guess('220300', 0.01)], 'zqxv wplk': [] };
    for (const description of ['<script>alert(1)</script>', '<b></b>', 'the', 'zqxv wplk', '  '])
      expect(hsFinderSuggestions(description, sources(model)), description).toEqual({
        kind: 'nothingLikely',
      });
  });

  it('finds nothing in French or Spanish articles alone, and passes the language to the model', () => {
    const answers = { 'les des du': [guess('420292', 0.3)], 'camiseta de algodón': [guess('610910', 0.4)] };
    expect(hsFinderSuggestions('les des du', { ...sources(answers), language: 'fr' })).toEqual({
      kind: 'nothingLikely',
    });
    const asked: (string | undefined)[] = [];
    const outcome = hsFinderSuggestions('camiseta de algodón', {
      ...sources(answers),
      classifier: {
        guess: (description, limit, language) => {
          asked.push(language);
          return classifier(answers).guess(description, limit);
        },
      },
      language: 'es',
    });
    expect(asked).toEqual(['es']);
    expect(outcome.kind === 'suggestions' && outcome.suggestions[0]?.hsCode).toBe('610910');
  });

  it("gives the model's answer alone when the search is not asked", () => {
    const outcome = hsFinderSuggestions('cotton shirts', {
      ...sources({ 'cotton shirts': [guess('620520', 0.5), guess('610910', 0.3)] }),
      search: undefined,
    });
    expect(outcome.kind === 'suggestions' && outcome.suggestions.map(({ hsCode }) => hsCode)).toEqual([
      '620520',
      '610910',
    ]);
  });

  it('reads a model fitted on other features with the default, never giving no number', () => {
    const { weights } = HS_FUSED_CONFIDENCE_DEFAULT;
    const outcome = hsFinderSuggestions('cotton shirts', {
      ...sources({ 'cotton shirts': [guess('620520', 0.5)] }),
      confidence: { intercept: 0, weights: { ...weights, searchNamed: undefined as unknown as number } },
    });
    expect(outcome.kind === 'suggestions' && Number.isFinite(outcome.suggestions[0]?.probability)).toBe(true);
  });
});
