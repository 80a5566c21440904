import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../calendar/isoDate.js';
import { tariffChangesDatesOf, tariffChangesScopeOf } from './tariffChangesRequest.js';

const latest = '2025-07-01' as IsoDate;

describe('tariffChangesDatesOf', () => {
  it('takes the dates asked, or the latest start and the day before', () => {
    expect(tariffChangesDatesOf({}, latest)).toEqual({ ok: true, value: { from: '2025-06-30', to: latest } });
    expect(tariffChangesDatesOf({ to: '2025-01-01' }, latest)).toEqual({
      ok: true,
      value: { from: '2024-12-31', to: '2025-01-01' },
    });
    expect(tariffChangesDatesOf({ from: '2024-07-01', to: '2024-07-01' }, latest)).toEqual({
      ok: true,
      value: { from: '2024-07-01', to: '2024-07-01' },
    });
  });

  it('refuses a date that is not one or is out of range, and a reversed range', () => {
    for (const [asked, path] of [
      [{ from: '2025-02-30' }, 'from'],
      [{ to: 'tomorrow' }, 'to'],
      [{ from: '1899-12-31' }, 'from'],
      [{ to: '1900-01-01' }, 'from'],
      [{ to: '2100-01-01' }, 'to'],
    ] as const) {
      const checked = tariffChangesDatesOf(asked, latest);
      expect(checked).toMatchObject({ ok: false, problem: { path, code: 'INVALID_DATE' } });
    }
    expect(tariffChangesDatesOf({ from: '2025-07-02' }, latest)).toMatchObject({
      ok: false,
      problem: {
        path: 'from',
        code: 'DATE_RANGE_REVERSED',
        params: { from: '2025-07-02', to: '2025-07-01' },
      },
    });
  });
});

describe('tariffChangesScopeOf', () => {
  it('reads the whole tariff, a chapter, a heading and a line, dots and spaces allowed', () => {
    expect(tariffChangesScopeOf(undefined)).toEqual({ ok: true, value: { digits: '', kind: 'tariff' } });
    expect(tariffChangesScopeOf(' ')).toEqual({ ok: true, value: { digits: '', kind: 'tariff' } });
    expect(tariffChangesScopeOf('84')).toEqual({ ok: true, value: { digits: '84', kind: 'chapter' } });
    expect(tariffChangesScopeOf('8471')).toEqual({ ok: true, value: { digits: '8471', kind: 'heading' } });
    expect(tariffChangesScopeOf('8471.30.00')).toEqual({
      ok: true,
      value: { digits: '84713000', kind: 'line' },
    });
  });

  it('refuses what is not a code', () => {
    for (const text of ['8', '847', '84713', 'abc', '1234567890123', '84-71']) {
      expect(tariffChangesScopeOf(text)).toMatchObject({
        ok: false,
        problem: { path: 'scope', code: 'INVALID_CODE', params: { value: text } },
      });
    }
  });
});
