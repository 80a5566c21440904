import { describe, expect, it } from 'vitest';
import { containerCheckDigit, containerNumberFrom } from './containerNumber.js';
import { imoCheckDigit, imoNumberFrom, mmsiFrom } from './vesselIdentity.js';
import { vesselStatusFromAis } from './vesselStatus.js';

describe('IMO numbers', () => {
  it('reads a number whose check digit holds, with or without its prefix', () => {
    expect(imoCheckDigit('932148')).toBe(3);
    expect(imoNumberFrom('IMO 9321483')).toEqual({ ok: true, imoNumber: '9321483' });
    expect(imoNumberFrom('9074729')).toEqual({ ok: true, imoNumber: '9074729' });
  });

  it('refuses a wrong check digit and a wrong form', () => {
    expect(imoNumberFrom('9321484')).toEqual({ ok: false, code: 'IMO_CHECK_DIGIT' });
    expect(imoNumberFrom('932148')).toEqual({ ok: false, code: 'IMO_NUMBER_FORM' });
    expect(imoNumberFrom('IMO-93214A3')).toEqual({ ok: false, code: 'IMO_NUMBER_FORM' });
  });
});

describe('MMSIs', () => {
  it("reads a ship's MMSI and its country digits", () => {
    expect(mmsiFrom('405000123')).toEqual({ ok: true, mmsi: '405000123', mid: 405 });
    expect(mmsiFrom('201000000')).toMatchObject({ ok: true, mid: 201 });
    expect(mmsiFrom('775999999')).toMatchObject({ ok: true, mid: 775 });
  });

  it('refuses country digits outside 201–775 and other lengths', () => {
    expect(mmsiFrom('200123456')).toEqual({ ok: false, code: 'MMSI_COUNTRY' });
    expect(mmsiFrom('776123456')).toEqual({ ok: false, code: 'MMSI_COUNTRY' });
    expect(mmsiFrom('003669999')).toEqual({ ok: false, code: 'MMSI_COUNTRY' });
    expect(mmsiFrom('40500012')).toEqual({ ok: false, code: 'MMSI_FORM' });
  });
});

describe('container numbers', () => {
  it('checks the ISO 6346 check digit', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(containerNumberFrom('csqu 305438 3')).toBe('CSQU3054383');
    expect(containerNumberFrom('CSQU3054384')).toBeUndefined();
    expect(containerNumberFrom('CSQX3054383')).toBeUndefined();
  });
});

describe('vessel status', () => {
  it('folds AIS statuses into the four the portal shows', () => {
    expect([0, 1, 5, 7, 8, 15].map(vesselStatusFromAis)).toEqual([
      'Underway',
      'Stopped',
      'Moored',
      'Other',
      'Underway',
      'Other',
    ]);
  });
});
