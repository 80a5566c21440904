import { describe, expect, it } from 'vitest';
import type { IsoDate } from '@tsw/domain';
import { sroRecordsSorted, sroSearchBody, sroTextProblem, type SroSelection } from './sroSearch';

const selection: SroSelection = {
  date: '2025-11-23' as IsoDate,
  code: '',
  text: '',
  language: 'en',
  sort: 'code',
  order: 'asc',
};
const page = { max: 25, offset: 50 };

describe('sroSearchBody', () => {
  it('lists every order in force on the date, a page at a time', () => {
    expect(sroSearchBody(selection, page)).toEqual({
      restrictions: [],
      restrictBy: 'OR',
      selectFields: ['*'],
      sortByFields: [{ field: 'code', order: 'ASC' }],
      max: 25,
      offset: 50,
      meta: { validityDate: '2025-11-23' },
    });
  });

  it('reads a text as a number, a customs serial, a CPC3 code or words', () => {
    const body = sroSearchBody({ ...selection, text: ' 119 ' }, page);
    expect(body.restrictions).toEqual([
      { field: 'code', operator: 'STARTS_WITH', value: '119' },
      { field: 'sroNumber', operator: 'CONTAINS', value: '119' },
      { field: 'sroCode', operator: 'CONTAINS', value: '119' },
      { field: 'cp3Code', operator: 'EQUALS', value: '119' },
      { field: 'description', operator: 'FULL_TEXT', value: '119' },
    ]);
  });

  it('reads the words in the page’s language too, when it is not English', () => {
    const fields = sroSearchBody({ ...selection, text: 'যন্ত্রপাতি', language: 'bn' }, page).restrictions?.map(
      (restriction) => restriction.field,
    );
    expect(fields).toContain('descriptionTranslated');
  });

  it('shows one order when a link names its code, whatever the text', () => {
    expect(sroSearchBody({ ...selection, code: '2025-119', text: 'x' }, page).restrictions).toEqual([
      { field: 'code', operator: 'EQUALS', value: '2025-119' },
    ]);
  });

  it('sorts by another column, then by code', () => {
    expect(sroSearchBody({ ...selection, sort: 'issuedDate', order: 'desc' }, page).sortByFields).toEqual([
      { field: 'issuedDate', order: 'DESC' },
      { field: 'code', order: 'ASC' },
    ]);
  });
});

describe('sroTextProblem', () => {
  it('refuses a text longer than the service reads', () => {
    expect(sroTextProblem('x'.repeat(500))).toBeUndefined();
    expect(sroTextProblem('x'.repeat(10_000))).toEqual({ max: 500 });
  });
});

describe('sroRecordsSorted', () => {
  it('sorts the lookup’s answer as the service would', () => {
    const records = [
      { code: '2025-120', cp3Code: '102' },
      { code: '2024-146', cp3Code: '200' },
      { code: '2025-119', cp3Code: '101' },
    ];
    expect(sroRecordsSorted(records, 'cp3Code', 'asc').map((record) => record.cp3Code)).toEqual([
      '101',
      '102',
      '200',
    ]);
    expect(sroRecordsSorted(records, 'code', 'desc').map((record) => record.code)).toEqual([
      '2025-120',
      '2025-119',
      '2024-146',
    ]);
  });
});
