import { describe, expect, it } from 'vitest';
import type { TariffMatchKind } from '../../tariff/search/tariffMatch.js';
import type { HsGuess } from '../hsClassifier.js';
import {
  hsFusedHeadings,
  hsFusedSuggestions,
  hsSearchLinesOf,
  type HsFusionInput,
} from './hsFusedHeadings.js';

const HEADINGS: Record<string, string> = {
  '2924': 'Carboxyamide-function compounds',
  '3004': 'Medicaments … put up in measured doses or in forms or packings for retail sale',
  '3105': 'Mineral or chemical fertilisers … in tablets or similar forms',
  '6109': 'T-shirts, singlets and other vests, knitted or crocheted',
  '6205': "Men's or boys' shirts",
  '6110': 'Jerseys, pullovers, cardigans, knitted or crocheted',
};

const guess = (hsCode: string, probability: number): HsGuess => ({
  hsCode,
  probability,
  matchedWords: [],
  evidence: [],
});

const input = (model: HsGuess[], search: string[] = []): HsFusionInput => ({
  model,
  search: search.map((code) => ({ code, coverage: 1 })),
  headingText: (heading) => HEADINGS[heading],
});

const residual = (heading: string) => `${heading}90`;

describe('the fusion of the model and the ranked search', () => {
  it('puts the heading both lists rank first before either list alone', () => {
    const fused = hsFusedHeadings(
      'cotton t-shirt',
      input([guess('620520', 0.4), guess('610910', 0.3)], ['61091000']),
    );
    expect(fused.map(({ heading }) => heading)).toEqual(['6109', '6205']);
    expect(fused[0]).toMatchObject({ modelPlace: 2, searchPlace: 1, rules: [] });
  });

  it("follows the search's first heading over the model's when the search accounts for every word", () => {
    const fused = hsFusedHeadings('পুরুষদের সুতি টি-শার্ট', input([guess('620520', 0.16)], ['61091000']));
    expect(fused[0]?.heading).toBe('6109');
  });

  it('keeps the model alone when the search found nothing and no rule spoke, its guesses as given', () => {
    const model = [guess('620520', 0.5), guess('611020', 0.2), guess('620530', 0.1)];
    const given = input(model);
    const suggestions = hsFusedSuggestions(hsFusedHeadings('shirts', given), given, 5, residual);
    expect(suggestions.map(({ hsCode }) => hsCode)).toEqual(['620520', '611020', '620530']);
  });

  it('offers heading 3004 for tablets of a medicament even when neither list named it', () => {
    const given = input([guess('292429', 0.5), guess('310510', 0.2)]);
    const fused = hsFusedHeadings('paracetamol tablets 500mg', given);
    expect(fused[0]).toMatchObject({ heading: '3004', modelPlace: null, searchPlace: null });
    expect(fused[0]?.rules[0]).toMatch(/3004/);
    const suggestions = hsFusedSuggestions(fused, given, 5, residual);
    // The heading's residual subheading, with no guess of the model's to show for it.
    expect(suggestions[0]).toMatchObject({ hsCode: '300490', guess: undefined });
  });

  it("takes a heading's subheading from the search where the model has none", () => {
    const given = input([guess('620520', 0.1)], ['61091000', '61099000']);
    const suggestions = hsFusedSuggestions(hsFusedHeadings('t-shirt', given), given, 5, residual);
    expect(suggestions[0]).toMatchObject({ hsCode: '610910', guess: undefined });
  });

  it('gives no heading that HS 2022 does not have', () => {
    expect(hsFusedHeadings('widgets', input([guess('999999', 0.9)])).map(({ heading }) => heading)).toEqual(
      [],
    );
  });
});

describe("the search's lines the fusion reads", () => {
  const explain =
    (found: Record<string, (boolean | TariffMatchKind)[]>, names: Record<string, string[]> = {}) =>
    (code: string) => ({
      words: (found[code] ?? []).map((hit, index) => ({
        word: `w${index}`,
        found: hit
          ? { term: `w${index}`, match: hit === true ? 'exact' : hit, field: 'line' as const }
          : null,
      })),
      names: (names[code] ?? []).map((phrase) => ({ phrase, code })),
    });

  it('keeps a line that accounts for every word, with its share', () => {
    expect(hsSearchLinesOf(['1', '2'], explain({ '1': [true, true], '2': [true, false] }))).toEqual([
      { code: '1', coverage: 1 },
    ]);
  });

  it('keeps a line an everyday name leads to, counting the words the name covers', () => {
    expect(hsSearchLinesOf(['1'], explain({ '1': [false, true, false] }, { '1': ['w0'] }))).toEqual([
      { code: '1', coverage: 2 / 3 },
    ]);
  });

  it('takes no line that only near misses found, unless a name led to it', () => {
    expect(hsSearchLinesOf(['1', '2'], explain({ '1': ['typo'], '2': ['typo', 'prefix'] }))).toEqual([
      { code: '2', coverage: 1 },
    ]);
    expect(hsSearchLinesOf(['1'], explain({ '1': ['typo'] }, { '1': ['w0'] }))).toEqual([
      { code: '1', coverage: 1 },
    ]);
  });
});
