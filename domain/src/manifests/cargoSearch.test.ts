import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../calendar/isoDate.js';
import { manifestPrintFileName, manifestSearchRequest, vesselSearchRequest } from './cargoSearch.js';

const TODAY = '2025-11-23' as IsoDate;

describe('manifest search requests', () => {
  it('drops restrictions with an empty operator and combines the rest with AND', () => {
    const result = manifestSearchRequest(
      {
        restrictions: [
          { field: 'voyageNumber', operator: '', value: 'ignored' },
          { field: 'customsOfficeCode', operator: 'EQUALS', value: '301' },
          { field: 'arrivalDate', operator: 'BETWEEN', value: '2025-10-01', valueTo: '2025-10-31' },
        ],
      },
      TODAY,
    );
    expect(result.ok && result.request.restrictBy).toBe('AND');
    expect(result.ok && result.request.restrictions.map((restriction) => restriction.field)).toEqual([
      'customsOfficeCode',
      'arrivalDate',
    ]);
  });

  it('answers every manifest when every filter is blank', () => {
    const result = manifestSearchRequest({ restrictions: [{ field: 'voyageNumber', operator: ' ' }] }, TODAY);
    expect(result.ok && result.request.restrictions).toEqual([]);
  });

  it('names a field it lacks, a registration number that is no number and a date that is none', () => {
    const result = manifestSearchRequest(
      {
        restrictions: [
          { field: 'shipName', operator: 'EQUALS', value: 'x' },
          { field: 'registrationNumber', operator: 'EQUALS', value: '12a' },
          { field: 'departureDate', operator: 'GREATER_THAN', value: '31/10/2025' },
        ],
      },
      TODAY,
    );
    expect(!result.ok && result.problems.map((problem) => problem.code)).toEqual([
      'UNKNOWN_FIELD',
      'INVALID_NUMBER',
      'INVALID_DATE',
    ]);
  });

  it('reads a vessel search against the vessel fields', () => {
    const result = vesselSearchRequest(
      { restrictions: [{ field: 'status', operator: 'EQUALS', value: 'Moored' }] },
      TODAY,
    );
    expect(result.ok && result.request.sortBy).toEqual([{ field: 'name', order: 'ASC' }]);
  });
});

describe('print file names', () => {
  it('names the rows printed', () => {
    expect(manifestPrintFileName(10, 10, 'pdf')).toBe('Manifest(11-20).pdf');
    expect(manifestPrintFileName(0, 0, 'csv')).toBe('Manifest(0-0).csv');
  });
});
