import { describe, expect, it } from 'vitest';
import { entityDefinition, type EntityDefinition } from './entityCatalog.js';
import { referenceRecordForWire, taxRateForWire, type HsLevelNames } from './referenceWireRecord.js';

const commodity = entityDefinition('commodity') as EntityDefinition;
const bank = entityDefinition('bank') as EntityDefinition;
const names: HsLevelNames = {
  chapters: { '01': 'Live animals' },
  headings: { '0101': 'Live horses, asses, mules and hinnies' },
  subheadings: { '010121': 'Horses; live, pure-bred breeding animals' },
};

describe('taxRateForWire', () => {
  it('writes a rate exactly, with two decimals at least', () => {
    expect(taxRateForWire('5')).toBe('5.00');
    expect(taxRateForWire('12.5')).toBe('12.50');
    expect(taxRateForWire('0.125')).toBe('0.125');
    expect(taxRateForWire(' 25.00 ')).toBe('25.00');
  });

  it('sends null for nothing or what is not a number', () => {
    expect(taxRateForWire('')).toBeNull();
    expect(taxRateForWire(null)).toBeNull();
    expect(taxRateForWire(undefined)).toBeNull();
    expect(taxRateForWire('n/a')).toBeNull();
  });
});

describe('referenceRecordForWire', () => {
  it('gives every record its validity, null while open-ended', () => {
    expect(referenceRecordForWire(bank, { code: 'SON', validFromDate: '2020-01-01' }, () => names)).toEqual({
      code: 'SON',
      validFromDate: '2020-01-01',
      validToDate: null,
    });
  });

  it('gives a tariff line its twenty tax columns and the HS levels above it', () => {
    const wire = referenceRecordForWire(
      commodity,
      { code: '01012100', description: 'Horses', tax01: '5', tax08: '10.0', tax02: '' },
      () => names,
    );
    expect(wire).toMatchObject({
      tax01: '5.00',
      tax02: null,
      tax08: '10.00',
      tax20: null,
      chapterCode: '01',
      chapterDescription: 'Live animals',
      headingCode: '0101',
      headingDescription: 'Live horses, asses, mules and hinnies',
      subHeadingCode: '010121',
      subHeadingDescription: 'Horses; live, pure-bred breeding animals',
      validFromDate: null,
      validToDate: null,
    });
  });

  it('sends a level the HS texts do not know with no description, and a chapter-only code as it is', () => {
    const wire = referenceRecordForWire(commodity, { code: '99', chapterDescription: 'Ours' }, () => ({
      chapters: {},
      headings: {},
    }));
    expect(wire).toMatchObject({
      chapterCode: '99',
      chapterDescription: 'Ours',
      headingCode: null,
      subHeadingCode: null,
      subHeadingDescription: null,
    });
  });

  it('sends the rate fields a declaration names as rates, without HS levels unless it asks for them', () => {
    const duties: EntityDefinition = { ...bank, name: 'duties', rateFields: ['tax01'] };
    const noNames = () => {
      throw new Error('not needed');
    };
    expect(referenceRecordForWire(duties, { code: '0101', tax01: '5', tax02: '5' }, noNames)).toEqual({
      code: '0101',
      tax01: '5.00',
      tax02: '5',
      validFromDate: null,
      validToDate: null,
    });
  });

  it('reads no HS text for other lists', () => {
    const noNames = () => {
      throw new Error('not needed');
    };
    expect(referenceRecordForWire(bank, { code: 'SON' }, noNames)).not.toHaveProperty('chapterCode');
  });
});
