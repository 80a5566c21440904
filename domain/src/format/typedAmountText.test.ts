import { describe, expect, it } from 'vitest';
import { typedAmountText } from './typedAmountText.js';

describe('typedAmountText', () => {
  it('drops well-placed thousands separators and reads Bengali and Arabic-Indic digits', () => {
    expect(typedAmountText(' 12,400.50 ')).toBe('12400.50');
    expect(typedAmountText('১২,৪০০')).toBe('12400');
    expect(typedAmountText('١٠٠٠')).toBe('1000');
    expect(typedAmountText('1,000,000')).toBe('1000000');
  });

  it('leaves what is not an amount for the reader to refuse', () => {
    expect(typedAmountText('12,40')).toBe('12,40');
    expect(typedAmountText('-5')).toBe('-5');
    expect(typedAmountText('ten')).toBe('ten');
  });
});
