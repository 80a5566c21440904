import i18next, { type i18n } from 'i18next';
import { FALLBACK_LANGUAGE, type Language } from './languages';
import type en from './locales/en.json';

type Translation = typeof en;

/**
 * Translations are bundled, not fetched from a service. Each language, English too, is a file of the
 * build, loaded before a page in that language is drawn: a reader downloads the words of one language, not
 * of five. Every language has every key of the English file (translations.test.ts), so a Bengali reader
 * needs no English beside (15 KB less on a phone, issue 40); English is the fallback only once loaded.
 */
const LOADERS = import.meta.glob<Translation>('./locales/*.json', { import: 'default' });

const loaded = new Map<Language, Translation>();
const instances = new Map<Language, i18n>();

/** Loads a language's translation, once; resolves at once when it is already there. */
export async function loadTranslation(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const load = LOADERS[`./locales/${language}.json`];
  if (!load) throw new Error(`No translation file for ${language}`);
  loaded.set(language, await load());
}

/**
 * One i18next instance per language, made on first use; a page renders with the one of its URL. Its
 * translation is loaded before (the tools' entry.client.tsx and language frame, the site's siteServer.tsx);
 * were it not, the page would show its keys until the next render rather than fail.
 */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    const own = loaded.get(language);
    const fallback = loaded.get(FALLBACK_LANGUAGE);
    instance = i18next.createInstance();
    void instance.init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      resources: {
        ...(fallback ? { [FALLBACK_LANGUAGE]: { translation: fallback } } : {}),
        ...(own ? { [language]: { translation: own } } : {}),
      },
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    // Made before its translation came: not kept, so that the next render takes the loaded one.
    if (own) instances.set(language, instance);
  }
  return instance;
}
