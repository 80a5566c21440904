import { describe, expect, it } from 'vitest';
import {
  fitHsFusedConfidence,
  HS_FUSED_FEATURES,
  hsFusedFeatures,
  hsFusedProbability,
  type HsFusedConfidenceCase,
} from './hsFusedConfidence.js';
import type { HsFusedHeading } from './hsFusedHeadings.js';

const heading = (overrides: Partial<HsFusedHeading>): HsFusedHeading => ({
  heading: '6109',
  score: 1,
  modelPlace: null,
  searchPlace: null,
  modelProbability: 0,
  rules: [],
  ...overrides,
});

/** `count` headings with these features, of which `share` were right. */
function cases(features: number[], share: number, count = 200): HsFusedConfidenceCase[] {
  return Array.from({ length: count }, (_, index) => ({ features, right: index < share * count, weight: 1 }));
}

const featureVector = (values: Partial<Record<(typeof HS_FUSED_FEATURES)[number], number>>): number[] =>
  HS_FUSED_FEATURES.map((name) => values[name] ?? 0);

describe("the fused answer's probability", () => {
  it('reads what put each heading where it is', () => {
    const [first, second] = hsFusedFeatures(
      [
        heading({ heading: '6109', score: 3, modelPlace: 2, searchPlace: 1, modelProbability: 0.5 }),
        heading({ heading: '6205', score: 1, modelPlace: 1, modelProbability: 0.3, rules: ['woven'] }),
      ],
      [{ code: '61091000', coverage: 1 }],
      ['61091000'],
    );
    const named = (features: number[] | undefined) =>
      Object.fromEntries(HS_FUSED_FEATURES.map((name, at) => [name, features?.[at]]));
    expect(named(first)).toEqual({
      modelLogit: 0,
      modelPlace: 0.5,
      searchPlace: 1,
      searchCoverage: 1,
      searchNamed: 1,
      agree: 0,
      rule: 0,
      fusedPlace: 1,
      scoreShare: 0.75,
    });
    expect(named(second)).toMatchObject({
      modelPlace: 1,
      searchPlace: 0,
      searchNamed: 0,
      rule: 1,
      fusedPlace: 0.5,
    });
  });

  it('learns how often each kind of heading is right', () => {
    const searchFirst = featureVector({ searchPlace: 1, fusedPlace: 1 });
    const modelAlone = featureVector({ modelPlace: 1, fusedPlace: 1 });
    const confidence = fitHsFusedConfidence([...cases(searchFirst, 0.9), ...cases(modelAlone, 0.3)]);
    expect(confidence).toBeDefined();
    if (!confidence) return;
    expect(hsFusedProbability(searchFirst, confidence)).toBeCloseTo(0.9, 1);
    expect(hsFusedProbability(modelAlone, confidence)).toBeCloseTo(0.3, 1);
  });

  it('weighs each case by its weight', () => {
    const features = featureVector({ searchPlace: 1 });
    const confidence = fitHsFusedConfidence([
      ...cases(features, 1).map((entry) => ({ ...entry, weight: 3 })),
      ...cases(features, 0),
    ]);
    expect(confidence && hsFusedProbability(features, confidence)).toBeCloseTo(0.75, 1);
  });

  it('fits nothing from cases that are all right, all wrong, or none', () => {
    const features = featureVector({ searchPlace: 1 });
    expect(fitHsFusedConfidence(cases(features, 1))).toBeUndefined();
    expect(fitHsFusedConfidence(cases(features, 0))).toBeUndefined();
    expect(fitHsFusedConfidence([])).toBeUndefined();
  });
});
