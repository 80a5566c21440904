import { describe, expect, it } from 'vitest';
import { hsLikelihood } from './hsLikelihood';

describe('hsLikelihood', () => {
  it('says a probability in words, each floor included', () => {
    expect(hsLikelihood(1)).toBe('veryLikely');
    expect(hsLikelihood(0.8)).toBe('veryLikely');
    expect(hsLikelihood(0.79)).toBe('likely');
    expect(hsLikelihood(0.5)).toBe('likely');
    expect(hsLikelihood(0.2)).toBe('possible');
    expect(hsLikelihood(0.19)).toBe('unlikely');
    expect(hsLikelihood(0)).toBe('unlikely');
  });
});
