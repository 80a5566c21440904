import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiFetch';
import ar from '../../shared/i18n/locales/ar.json';
import en from '../../shared/i18n/locales/en.json';
import { fieldErrorsOf } from '../forms/fieldErrors';
import { apiRefusalText } from './apiRefusal';

beforeAll(() => i18next.init({ lng: 'en', resources: { en: { translation: en }, ar: { translation: ar } } }));

const rateLimited = (seconds?: number) =>
  new ApiError(
    429,
    'RATE_LIMITED',
    [{ path: 'request', code: 'RATE_LIMITED', params: { seconds: 9 } }],
    seconds,
  );

describe('what a refused request says', () => {
  it('says how long to wait after too many requests, by the Retry-After the error carries', () => {
    const fallback = 'Something went wrong.';
    expect(apiRefusalText(i18next.t, rateLimited(42), fallback)).toBe(
      'Too many requests; try again in 42 seconds.',
    );
    expect(apiRefusalText(i18next.t, rateLimited(1), fallback)).toBe(
      'Too many requests; try again in 1 second.',
    );
    expect(apiRefusalText(i18next.t, rateLimited(), fallback)).toBe(
      'Too many requests; wait a moment, then try again.',
    );
    expect(apiRefusalText(i18next.getFixedT('ar'), rateLimited(2), fallback)).toBe(
      'طلبات كثيرة جدًا؛ أعد المحاولة بعد ثانيتين.',
    );
    // A form says it for the whole form, whatever field the problem names.
    expect(fieldErrorsOf(i18next.t, rateLimited(42))).toEqual({
      form: 'Too many requests; try again in 42 seconds.',
    });
  });

  it('says that a revoked session was ended by an administrator or a password change', () => {
    const revoked = new ApiError(401, 'TOKEN_REVOKED');
    expect(apiRefusalText(i18next.t, revoked, 'Something went wrong.')).toMatch(
      /ended by an administrator or by a password change/,
    );
  });

  it("says another refusal's first problem, or the fallback", () => {
    const party = new ApiError(403, 'FORBIDDEN', [
      { path: 'max', code: 'PARTY_ROWS_ROLE_REQUIRED', params: { max: 1000 } },
    ]);
    expect(apiRefusalText(i18next.t, party, 'x')).toMatch(/^Reading past the first 1000 records/);
    expect(apiRefusalText(i18next.t, new Error('down'), 'Something went wrong.')).toBe(
      'Something went wrong.',
    );
  });
});
