import { describe, expect, it } from 'vitest';
import {
  hsDescriptionBeside,
  hsDescriptionIn,
  linesHaveUnits,
  nationalDescriptionIn,
  tariffCodeFromRecord,
  taxDisplayName,
} from './tariffCode.js';

describe('tariffCodeFromRecord', () => {
  it('keeps non-empty tax columns in column order under their display names', () => {
    const line = tariffCodeFromRecord({
      code: '85044090',
      description: 'Chargers for mobile phones',
      descriptionTranslated: null,
      supplementaryUnit1Code: 'NAR',
      tax12: '1.00',
      tax08: '58.60',
      tax01: '25.00',
      tax02: '',
      tax03: '15.00',
      tax07: null,
      tax04: '5.00',
    });
    expect(line).toEqual({
      code: '85044090',
      description: 'Chargers for mobile phones',
      descriptionTranslated: null,
      supplementaryUnitCode: 'NAR',
      taxCodes: [
        { name: 'CD', value: '25.00' },
        { name: 'VAT', value: '15.00' },
        { name: 'AIT', value: '5.00' },
        { name: 'TTI', value: '58.60' },
        { name: 'tax12', value: '1.00' },
      ],
    });
  });

  it('names the eight known columns and leaves the others as they are', () => {
    expect(
      ['tax01', 'tax02', 'tax03', 'tax04', 'tax05', 'tax06', 'tax07', 'tax08', 'tax09'].map(taxDisplayName),
    ).toEqual(['CD', 'SD', 'VAT', 'AIT', 'AT', 'EXD', 'RD', 'TTI', 'tax09']);
  });
});

describe('what a line tells beside its national text', () => {
  const line = (description: string, hsDescription: string | null) => ({ description, hsDescription });

  it('gives the HS 2022 text where it says more, not where it is the same words', () => {
    expect(
      hsDescriptionBeside(line('Other Seed, EXCL, Wrapped/canned upto 2.', 'Wheat and meslin: other')),
    ).toBe('Wheat and meslin: other');
    expect(hsDescriptionBeside(line('Other Horses', 'Horses; live, other than pure-bred'))).not.toBeNull();
    expect(hsDescriptionBeside(line('Broken rice', 'Rice; broken'))).toBe('Rice; broken');
    expect(hsDescriptionBeside(line('RICE; BROKEN', 'Rice; broken'))).toBeNull();
    expect(hsDescriptionBeside(line('Rice, broken.', 'Rice; broken'))).toBeNull();
    expect(hsDescriptionBeside(line('Anything', null))).toBeNull();
  });

  it('leaves out a unit column when no line has a unit', () => {
    expect(linesHaveUnits([{ supplementaryUnitCode: null }, { supplementaryUnitCode: null }])).toBe(false);
    expect(linesHaveUnits([{ supplementaryUnitCode: null }, { supplementaryUnitCode: 'KGM' }])).toBe(true);
    expect(linesHaveUnits([])).toBe(false);
  });
});

describe('hsDescriptionIn', () => {
  const line = tariffCodeFromRecord({
    code: '10062000',
    description: 'Husked (Brown) Rice',
    descriptionTranslated: null,
    descriptionFr: 'Riz décortiqué (riz cargo ou brun)',
    descriptionAr: null,
  });
  const subheading = {
    hsDescriptionFr: 'Riz décortiqué (riz cargo ou riz brun)',
    hsDescriptionEs: 'Arroz descascarillado',
  };

  it("puts the administration's own national text before the subheading's", () => {
    expect(line).not.toHaveProperty('descriptionAr');
    expect(hsDescriptionIn({ ...line, ...subheading }, 'fr')).toBe('Riz décortiqué (riz cargo ou brun)');
    expect(hsDescriptionIn({ ...line, ...subheading }, 'es')).toBe('Arroz descascarillado');
  });

  it('has none in English, Bengali, or Arabic without a national text', () => {
    for (const language of ['en', 'bn', 'ar'])
      expect(hsDescriptionIn({ ...line, ...subheading }, language)).toBeNull();
    expect(hsDescriptionIn({ ...line, descriptionAr: 'أرز مقشور' }, 'ar')).toBe('أرز مقشور');
  });

  it('tells the national text apart from the subheading’s (a list under its subheading shows only it)', () => {
    expect(nationalDescriptionIn({ ...line, ...subheading }, 'fr')).toBe(
      'Riz décortiqué (riz cargo ou brun)',
    );
    expect(nationalDescriptionIn({ ...line, ...subheading }, 'es')).toBeNull();
    expect(nationalDescriptionIn(line, 'en')).toBeNull();
  });
});
