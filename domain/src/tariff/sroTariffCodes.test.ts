import { describe, expect, it } from 'vitest';
import { sroCitesScope, sroTariffCodesOf, sroTariffCodesProblems } from './sroTariffCodes.js';

describe('the tariff codes an SRO cites', () => {
  it('reads codes separated by spaces or commas; none when the order names no line', () => {
    expect(sroTariffCodesOf({ tariffCodes: '08013110 08013210' })).toEqual(['08013110', '08013210']);
    expect(sroTariffCodesOf({ tariffCodes: '8507, 85076010' })).toEqual(['8507', '85076010']);
    expect(sroTariffCodesOf({ code: '2025-119' })).toEqual([]);
  });

  it('names what is not a code', () => {
    expect(sroTariffCodesProblems({ tariffCodes: '0801 8x07 1' })).toHaveLength(2);
    expect(sroTariffCodesProblems({ tariffCodes: '0801' })).toEqual([]);
  });

  it('concerns a scope above or below a cited code, and the whole tariff', () => {
    expect(sroCitesScope(['85076010'], '85')).toBe(true);
    expect(sroCitesScope(['8507'], '85076010')).toBe(true);
    expect(sroCitesScope(['85076010'], '85076090')).toBe(false);
    expect(sroCitesScope(['85076010'], '')).toBe(true);
    expect(sroCitesScope([], '')).toBe(false);
  });
});
