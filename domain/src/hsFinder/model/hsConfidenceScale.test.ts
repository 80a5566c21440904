import { describe, expect, it } from 'vitest';
import { fitHsConfidenceScale, scaledHsProbability, type HsConfidenceCase } from './hsConfidenceScale.js';

/** `count` guesses at a probability, of which `share` are right. */
function guesses(probability: number, share: number, count = 100): HsConfidenceCase[] {
  return Array.from({ length: count }, (_, index) => ({
    probability,
    right: index < share * count,
    weight: 1,
  }));
}

describe('the HS model’s confidence scale (Platt scaling)', () => {
  it('brings an overconfident model’s probabilities down to how often it is right', () => {
    const scale = fitHsConfidenceScale([
      ...guesses(0.95, 0.62),
      ...guesses(0.5, 0.27),
      ...guesses(0.05, 0.08),
    ]);
    expect(scale?.intercept).toBeCloseTo(-1, 1);
    expect(scale?.slope).toBeCloseTo(0.5, 1);
    expect(scaledHsProbability(0.95, scale)).toBeCloseTo(0.62, 1);
    expect(scaledHsProbability(0.5, scale)).toBeCloseTo(0.27, 1);
    expect(scaledHsProbability(0.05, scale)).toBeCloseTo(0.08, 1);
  });

  it('keeps a calibrated model as it is, and never reorders guesses', () => {
    const scale = fitHsConfidenceScale([...guesses(0.8, 0.8), ...guesses(0.3, 0.3), ...guesses(0.1, 0.1)]);
    expect(scaledHsProbability(0.8, scale)).toBeCloseTo(0.8, 2);
    expect(scaledHsProbability(0.3, scale)).toBeCloseTo(0.3, 2);
    const inverted = fitHsConfidenceScale([...guesses(0.9, 0.1), ...guesses(0.1, 0.9)]);
    expect(scaledHsProbability(0.9, inverted)).toBeGreaterThan(scaledHsProbability(0.1, inverted));
  });

  it('weighs each case by its weight', () => {
    const scale = fitHsConfidenceScale([
      ...guesses(0.9, 0.9).map((entry) => ({ ...entry, weight: 3 })),
      ...guesses(0.9, 0.3),
      ...guesses(0.1, 0.1),
    ]);
    // Three quarters of the weight says 90% right, a quarter says 30%: 75%.
    expect(scaledHsProbability(0.9, scale)).toBeCloseTo(0.75, 1);
  });

  it('fits nothing from outcomes all alike, and leaves probabilities unscaled without a scale', () => {
    expect(fitHsConfidenceScale(guesses(0.7, 1))).toBeUndefined();
    expect(fitHsConfidenceScale([])).toBeUndefined();
    expect(scaledHsProbability(0.42, undefined)).toBe(0.42);
  });
});
