import i18next, { type i18n } from 'i18next';
import { FALLBACK_LANGUAGE, type Language } from './languages';
import { FIRST_WORDS, type WordTree } from './wordFiles';

/**
 * Translations are bundled, not fetched from a service. Each language is a file of the build, or, in the
 * tools' build, a few (wordFiles.ts): the frame's words, loaded before a page in that language is drawn,
 * then each route module's, loaded with the module. A reader downloads the words of one language and of
 * the screens they open, not of five languages and every screen. Every language has every key of the
 * English file (translations.test.ts), so a Bengali reader needs no English beside (issue 40); English is
 * the fallback only once loaded.
 */

/** Each language's words loaded so far, the frame's and those of the route modules loaded. */
const loaded = new Map<Language, Record<string, unknown>>();
/** The languages whose frame's words have come: an i18next instance is kept only for these. */
const framed = new Set<Language>();
const instances = new Map<Language, i18n>();
const loadingParts = new Map<string, Promise<void>>();
/** The route modules whose words a page in any language needs: those loaded so far. */
const routesShown = new Set<string>();
/** Where each language's route modules' words are, as its first words say. */
const routeWordsOf = new Map<Language, Readonly<Record<string, readonly string[]>>>();

/**
 * Merges `words` into `into`, group by group. A group is taken as it came, not copied: the parts of a
 * language hold different texts, and a later part's are merged into it.
 */
function mergeWords(into: Record<string, unknown>, words: WordTree): void {
  for (const [key, value] of Object.entries(words)) {
    const held = into[key];
    if (typeof value !== 'string' && typeof held === 'object' && held !== null) {
      mergeWords(held as Record<string, unknown>, value);
    } else into[key] = value;
  }
}

/** Adds words to a language, and to its i18next instance when there is one already. */
function addWords(language: Language, words: WordTree): void {
  let held = loaded.get(language);
  if (!held) loaded.set(language, (held = {}));
  mergeWords(held, words);
  // The instance holds the same object; this tells i18next of the change.
  instances.get(language)?.addResourceBundle(language, 'translation', words, true, true);
}

/** Loads one part of a language's words, once; a failed load is tried again the next time. */
function loadPart(language: Language, part: string, load: () => Promise<WordTree>): Promise<void> {
  const key = `${language} ${part}`;
  let loading = loadingParts.get(key);
  if (!loading) {
    loading = load().then(
      (words) => addWords(language, words),
      (error: unknown) => {
        loadingParts.delete(key);
        throw error;
      },
    );
    loadingParts.set(key, loading);
  }
  return loading;
}

/** A route's words, a file of the build; the server names the first screen's in its page, preloaded. */
async function fetchWords(address: string): Promise<WordTree> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  return (await response.json()) as WordTree;
}

/** Loads the frame's words of a language, once. */
async function loadFirstWords(language: Language): Promise<void> {
  const first = FIRST_WORDS[language];
  if (!first) throw new Error(`No translation file for ${language}`);
  await loadPart(language, '', async () => {
    const { words, routeWords } = await first();
    routeWordsOf.set(language, routeWords);
    return words;
  });
  framed.add(language);
}

/** Loads the words a route module's screen shows beyond the frame's, in a language; each file once. */
async function loadRouteWordsIn(file: string, language: Language): Promise<void> {
  await loadFirstWords(language);
  const addresses = routeWordsOf.get(language)?.[file] ?? [];
  await Promise.all(addresses.map((address) => loadPart(language, address, () => fetchWords(address))));
}

/** Loads the frame's words of a language and those of every route module shown so far; once each. */
export async function loadTranslation(language: Language): Promise<void> {
  await Promise.all([
    loadFirstWords(language),
    ...[...routesShown].map((file) => loadRouteWordsIn(file, language)),
  ]);
}

/**
 * Loads the words a route module's screen shows beyond the frame's, in a language. A page moved to another
 * language loads them there too (loadTranslation).
 */
export async function loadRouteWords(file: string, language: Language): Promise<void> {
  routesShown.add(file);
  await loadRouteWordsIn(file, language);
}

/**
 * One i18next instance per language, made on first use; a page renders with the one of its URL. Its
 * translation is loaded before (the tools' entry.client.tsx and language frame, the site's siteServer.tsx);
 * were it not, the page would show its keys until the next render rather than fail.
 */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    const own = framed.has(language) ? loaded.get(language) : undefined;
    const fallback = framed.has(FALLBACK_LANGUAGE) ? loaded.get(FALLBACK_LANGUAGE) : undefined;
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
