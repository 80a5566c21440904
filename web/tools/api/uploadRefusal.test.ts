import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en.json';
import { ApiError } from './apiFetch';
import { uploadRefusalText } from './uploadRefusal';

beforeAll(() => i18next.init({ lng: 'en', resources: { en: { translation: en } } }));

describe('uploadRefusalText', () => {
  const max = 32 * 1024 * 1024;

  it('says an upload was too large, or not received in time, with the most it takes', () => {
    expect(uploadRefusalText(i18next.t, new ApiError(413, 'MANIFEST_IMPORT_TOO_LARGE'), max)).toContain(
      '32 MiB',
    );
    // A proxy's 413 has no Problem: the status says it.
    expect(uploadRefusalText(i18next.t, new ApiError(413, 'HTTP_ERROR'), max)).toContain('32 MiB');
    const late = uploadRefusalText(i18next.t, new ApiError(408, 'REQUEST_TIMEOUT'), max);
    expect(late).toContain('in time');
    expect(late).toContain('32 MiB');
  });

  it('leaves any other failure to the screen', () => {
    expect(uploadRefusalText(i18next.t, new ApiError(400, 'MANIFEST_IMPORT_INVALID'), max)).toBeUndefined();
    expect(uploadRefusalText(i18next.t, new Error('boom'), max)).toBeUndefined();
  });
});
