import { HS_FINDER_LIMITS } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { hsFinderCodeOf, hsFinderDescriptionOf, hsFinderHeadersOf } from './hsFinderRequest.js';

const codeOf = (reading: { ok: boolean; problem?: { code: string } }) =>
  reading.ok ? 'ok' : reading.problem?.code;

describe("the HS code finder's reading of a request", () => {
  it('takes a description in any script, trimmed', () => {
    expect(hsFinderDescriptionOf('  canvas shoes ')).toEqual({ ok: true, value: 'canvas shoes' });
    expect(hsFinderDescriptionOf('হিমায়িত মুরগি')).toEqual({ ok: true, value: 'হিমায়িত মুরগি' });
  });

  it('refuses empty, wordless, overlong and binary descriptions, each with its own code', () => {
    expect(codeOf(hsFinderDescriptionOf('   '))).toBe('HS_FINDER_QUERY_EMPTY');
    expect(codeOf(hsFinderDescriptionOf('?! ... -'))).toBe('HS_FINDER_QUERY_NO_WORDS');
    expect(codeOf(hsFinderDescriptionOf('a'.repeat(HS_FINDER_LIMITS.queryMaxLength + 1)))).toBe(
      'HS_FINDER_QUERY_TOO_LONG',
    );
    expect(codeOf(hsFinderDescriptionOf('shoes\u0000\u0001\u0002'))).toBe('HS_FINDER_QUERY_NOT_TEXT');
    expect(codeOf(hsFinderDescriptionOf('PK\u0003\u0004\uFFFD\uFFFD'))).toBe('HS_FINDER_QUERY_NOT_TEXT');
  });

  it('reads the country and language headers', () => {
    expect(hsFinderHeadersOf({ country: 'bd', language: 'bn' }, 'BD')).toEqual({
      ok: true,
      value: { language: 'bn' },
    });
    expect(hsFinderHeadersOf({}, 'BD')).toEqual({ ok: true, value: { language: 'en' } });
    expect(codeOf(hsFinderHeadersOf({ country: 'ke' }, 'BD'))).toBe('HS_FINDER_COUNTRY_UNSUPPORTED');
    expect(codeOf(hsFinderHeadersOf({ country: 'bd', language: 'de' }, 'BD'))).toBe(
      'HS_FINDER_LANGUAGE_UNSUPPORTED',
    );
  });

  it('reads a code as its digits', () => {
    expect(hsFinderCodeOf('6404.19')).toEqual({ ok: true, value: '640419' });
    expect(hsFinderCodeOf('6404 19 00')).toEqual({ ok: true, value: '64041900' });
    expect(codeOf(hsFinderCodeOf('shoes'))).toBe('HS_FINDER_CODE_INVALID');
    expect(codeOf(hsFinderCodeOf('6404'))).toBe('HS_FINDER_CODE_INVALID');
  });
});
