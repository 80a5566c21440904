import { describe, expect, it } from 'vitest';
import { reportFormatFrom } from './reportFormat.js';

describe('reportFormatFrom', () => {
  it('reads a format in any case as one format', () => {
    for (const text of ['CSV', 'csv', 'Csv', ' cSv ']) {
      expect(reportFormatFrom(text, ['csv', 'pdf'], 'reportFormat')).toEqual({ ok: true, format: 'csv' });
    }
    expect(reportFormatFrom('XLSX', ['csv', 'xlsx'], 'format')).toEqual({ ok: true, format: 'xlsx' });
    expect(reportFormatFrom('Pdf', ['csv', 'pdf'], 'reportFormat')).toEqual({ ok: true, format: 'pdf' });
  });

  it('names a word that is not one of the accepted formats', () => {
    expect(reportFormatFrom('xlsx', ['csv', 'pdf'], 'reportFormat')).toEqual({
      ok: false,
      problem: expect.objectContaining({
        path: 'reportFormat',
        code: 'UNKNOWN_REPORT_FORMAT',
        params: { value: 'xlsx', formats: 'CSV, PDF' },
      }),
    });
    expect(reportFormatFrom('', ['csv'], 'format')).toMatchObject({ ok: false });
  });
});
