import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../shared/i18n/locales/ar.json';
import bn from '../../../shared/i18n/locales/bn.json';
import en from '../../../shared/i18n/locales/en.json';
import { hsModelLine } from './hsModelLine';

// As the app's i18nFor: React escapes the text, not i18next (a date's slashes stay slashes).
beforeAll(() =>
  i18next.init({
    lng: 'en',
    resources: { en: { translation: en }, ar: { translation: ar }, bn: { translation: bn } },
    interpolation: { escapeValue: false },
  }),
);

/** The text without the isolates that keep dates and numbers in their order. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe('the model line', () => {
  it('says when a built model was made and on how much, in the page’s language and its way of writing dates', () => {
    const version = '2026-11-26T13:00:02.123Z, 148210 examples, 1250 past declarations';
    expect(plain(hsModelLine(i18next.t, 'en', version).text)).toBe(
      'Suggested by the model built on 11/26/2026 (training examples: 148,210; past declarations: 1,250).',
    );
    const arabic = hsModelLine(i18next.getFixedT('ar'), 'ar', version);
    expect(plain(arabic.text)).toBe(
      'اقترحه النموذج الذي بُني في 26/11/2026 (أمثلة التدريب: 148,210؛ التصريحات السابقة: 1,250).',
    );
    expect(plain(hsModelLine(i18next.getFixedT('bn'), 'bn', version).text)).toContain('২৬/১১/২০২৬');
    expect(plain(hsModelLine(i18next.getFixedT('bn'), 'bn', version).text)).toContain('১,৪৮,২১০');
    expect(arabic.text).not.toMatch(/examples|declarations/);
    expect(arabic.version).toBeUndefined();
  });

  it('names the shipped model, and leaves a version of another form as data', () => {
    expect(plain(hsModelLine(i18next.getFixedT('ar'), 'ar', 'shipped 3f9a1c2b, 41872 examples').text)).toBe(
      'اقترحه النموذج المرفق بالبوابة (أمثلة التدريب: 41,872؛ البيانات 3f9a1c2b).',
    );
    expect(hsModelLine(i18next.getFixedT('ar'), 'ar', 'hs-finder 4.2')).toEqual({
      text: 'اقترحه النموذج',
      version: 'hs-finder 4.2',
    });
  });
});
