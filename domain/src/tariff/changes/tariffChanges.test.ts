import { describe, expect, it } from 'vitest';
import { tariffChangesBetween } from './tariffChanges.js';
import type { TariffChangedLine } from './tariffChangesSchemas.js';

function line(code: string, description: string, rates: Record<string, string>): TariffChangedLine {
  return {
    code,
    description,
    descriptionTranslated: null,
    taxCodes: Object.entries(rates).map(([name, value]) => ({ name, value })),
  };
}

const horses = line('01012100', 'Pure-bred breeding horses', { CD: '5.00', SD: '0.00', TTI: '10.00' });
const asses = line('01013000', 'Asses', { CD: '5.00', SD: '0.00', TTI: '10.00' });
const laptops = line('84713000', 'Laptops', { CD: '0.00', VAT: '15.00', TTI: '20.00' });
const desktops = line('84714100', 'Desktops', { CD: '10.00', TTI: '31.00' });

describe('tariffChangesBetween', () => {
  const before = [laptops, horses, asses];
  const after = [
    { ...laptops, description: 'Portable computers', descriptionTranslated: 'ল্যাপটপ' },
    {
      ...horses,
      taxCodes: [
        { name: 'CD', value: '10.00' },
        { name: 'RD', value: '3.00' },
        { name: 'TTI', value: '18.125' },
      ],
    },
    desktops,
  ];

  it('lists lines started and ended, texts and each rate changed, in code order', () => {
    expect(tariffChangesBetween(before, after)).toEqual({
      started: [desktops],
      ended: [asses],
      descriptions: [
        {
          code: '84713000',
          before: 'Laptops',
          after: 'Portable computers',
          translatedBefore: null,
          translatedAfter: 'ল্যাপটপ',
        },
      ],
      rates: [
        { code: '01012100', description: horses.description, tax: 'CD', before: '5.00', after: '10.00' },
        { code: '01012100', description: horses.description, tax: 'SD', before: '0.00', after: null },
        { code: '01012100', description: horses.description, tax: 'RD', before: null, after: '3.00' },
        { code: '01012100', description: horses.description, tax: 'TTI', before: '10.00', after: '18.125' },
      ],
    });
  });

  it('keeps to the scope: a chapter, a heading, a line', () => {
    const chapter = tariffChangesBetween(before, after, '84');
    expect(chapter.started.map((changed) => changed.code)).toEqual(['84714100']);
    expect(chapter.ended).toEqual([]);
    expect(chapter.rates).toEqual([]);
    expect(tariffChangesBetween(before, after, '0101').ended.map((changed) => changed.code)).toEqual([
      '01013000',
    ]);
    const one = tariffChangesBetween(before, after, '84713000');
    expect(one.descriptions.map((changed) => changed.code)).toEqual(['84713000']);
    expect(one.started).toEqual([]);
  });

  it('sees no change where a rate is the same number written otherwise, nor between equal tariffs', () => {
    const rewritten = [
      { ...asses, taxCodes: asses.taxCodes.map((rate) => ({ ...rate, value: `${Number(rate.value)}` })) },
    ];
    expect(tariffChangesBetween([asses], rewritten).rates).toEqual([]);
    expect(tariffChangesBetween(before, before)).toEqual({
      started: [],
      ended: [],
      descriptions: [],
      rates: [],
    });
  });
});
