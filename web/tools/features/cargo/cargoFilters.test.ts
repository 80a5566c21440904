import { cargoSearchIsEmpty, manifestSearchRequest, type IsoDate } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { manifestFiltersOf, manifestRangeProblems, manifestRestrictions } from './manifestFilters';
import { vesselSearchBody } from './vesselSearchBody';

const filters = (query: string) => manifestFiltersOf(new URLSearchParams(query));

describe('the manifest filters', () => {
  it('make an empty search when every filter is blank, which the screen refuses before any call', () => {
    const restrictions = manifestRestrictions(filters('voyage=%20%20&page=2'));
    expect(restrictions.every((restriction) => restriction.operator === '')).toBe(true);
    expect(cargoSearchIsEmpty({ restrictions })).toBe(true);
  });

  it('read a range with both ends as BETWEEN, and one end alone with the day given included', () => {
    const restrictions = manifestRestrictions(
      filters(
        'arrivalFrom=2025-10-01&arrivalTo=2025-10-31&departureFrom=2025-09-01&registrationTo=2025-11-30',
      ),
    );
    expect(restrictions.filter((restriction) => restriction.operator !== '')).toEqual([
      { field: 'arrivalDate', operator: 'BETWEEN', value: '2025-10-01', valueTo: '2025-10-31' },
      { field: 'departureDate', operator: 'GREATER_THAN', value: '2025-08-31' },
      { field: 'registrationDate', operator: 'LESS_THAN', value: '2025-12-01' },
    ]);
  });

  it('send places in capitals and are read by the service as one search', () => {
    const restrictions = manifestRestrictions(
      filters('from=sgsin&office=301&registrationNumber=12&voyage=v1'),
    );
    const read = manifestSearchRequest({ restrictBy: 'AND', restrictions }, '2025-11-23' as IsoDate);
    expect(read.ok && read.request.restrictions.map((restriction) => restriction.value)).toEqual([
      '301',
      'SGSIN',
      '12',
      'V1',
    ]);
  });

  it('name the end of a range that comes before its start', () => {
    expect(manifestRangeProblems(filters('arrivalFrom=2025-10-31&arrivalTo=2025-10-01'))).toEqual([
      'arrivalTo',
    ]);
  });
});

describe('the vessel search', () => {
  it('looks for an IMO number by its digits and for other text in the name', () => {
    const page = { offset: 0, max: 10 };
    expect(vesselSearchBody({ text: 'IMO 93214', status: 'Moored' }, page).restrictions).toEqual([
      { field: 'imoNumber', operator: 'STARTS_WITH', value: '93214' },
      { field: 'status', operator: 'EQUALS', value: 'Moored' },
    ]);
    expect(vesselSearchBody({ text: '', status: null }, page).restrictions).toEqual([
      { field: 'name', operator: '', value: '' },
      { field: 'status', operator: '', value: '' },
    ]);
  });
});
