import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../shared/i18n/locales/ar.json';
import en from '../../../shared/i18n/locales/en.json';
import { hsModelLine } from './hsModelLine';

beforeAll(() => i18next.init({ lng: 'en', resources: { en: { translation: en }, ar: { translation: ar } } }));

/** The text without the isolates that keep dates and numbers in their order. */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe('the model line', () => {
  it('says when a built model was made and on how much, in the page’s language', () => {
    const version = '2026-11-26T13:00:02.123Z, 48210 examples, 1250 past declarations';
    expect(plain(hsModelLine(i18next.t, version).text)).toBe(
      'Suggested by the model built on 2026-11-26 (training examples: 48,210; past declarations: 1,250).',
    );
    const arabic = hsModelLine(i18next.getFixedT('ar'), version);
    expect(plain(arabic.text)).toBe(
      'اقترحه النموذج الذي بُني في 2026-11-26 (أمثلة التدريب: 48,210؛ التصريحات السابقة: 1,250).',
    );
    expect(arabic.text).not.toMatch(/examples|declarations/);
    expect(arabic.version).toBeUndefined();
  });

  it('names the shipped model, and leaves a version of another form as data', () => {
    expect(plain(hsModelLine(i18next.getFixedT('ar'), 'shipped 3f9a1c2b, 41872 examples').text)).toBe(
      'اقترحه النموذج المرفق بالبوابة (أمثلة التدريب: 41,872؛ البيانات 3f9a1c2b).',
    );
    expect(hsModelLine(i18next.getFixedT('ar'), 'hs-finder 4.2')).toEqual({
      text: 'اقترحه النموذج',
      version: 'hs-finder 4.2',
    });
  });
});
