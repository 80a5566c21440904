import { describe, expect, it } from 'vitest';
import { typedAmountText } from './typedAmountText.js';

describe('typedAmountText', () => {
  it('drops well-placed thousands separators and reads Bengali and Arabic-Indic digits', () => {
    expect(typedAmountText(' 12,400.50 ')).toBe('12400.50');
    expect(typedAmountText('১২,৪০০')).toBe('12400');
    expect(typedAmountText('١٠٠٠')).toBe('1000');
    expect(typedAmountText('1,000,000')).toBe('1000000');
  });

  it('reads the Indian and Bangladeshi grouping of lakhs and crores, in either script', () => {
    expect(typedAmountText('1,50,000')).toBe('150000');
    expect(typedAmountText('12,34,567.25')).toBe('1234567.25');
    expect(typedAmountText('1,00,00,000')).toBe('10000000');
    expect(typedAmountText('১,৫০,০০০')).toBe('150000');
  });

  it('leaves what is not an amount for the reader to refuse', () => {
    expect(typedAmountText('12,40')).toBe('12,40');
    expect(typedAmountText('1,5,000')).toBe('1,5,000');
    expect(typedAmountText('1,50,00')).toBe('1,50,00');
    expect(typedAmountText('-5')).toBe('-5');
    expect(typedAmountText('ten')).toBe('ten');
  });
});
