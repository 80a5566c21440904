import i18next, { type i18n } from 'i18next';
import { LANGUAGE_CODES, type Language } from './languages';
import ar from './locales/ar.json';
import bn from './locales/bn.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';

/** Translations are bundled, not fetched (§7): every page renders in its language at once, prerendered too. */
export const TRANSLATIONS: Readonly<Record<Language, object>> = { en, fr, es, ar, bn };

const instances = new Map<Language, i18n>();

/** One i18next instance per language, made on first use; a page renders with the one of its URL. */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: 'en',
      resources: Object.fromEntries(
        LANGUAGE_CODES.map((code) => [code, { translation: TRANSLATIONS[code] }]),
      ),
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    instances.set(language, instance);
  }
  return instance;
}
