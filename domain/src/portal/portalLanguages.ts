/** The interface languages, each named in its own language, with its writing direction. */
export const LANGUAGES = {
  en: { name: 'English', direction: 'ltr' },
  fr: { name: 'Français', direction: 'ltr' },
  es: { name: 'Español', direction: 'ltr' },
  ar: { name: 'العربية', direction: 'rtl' },
  bn: { name: 'বাংলা', direction: 'ltr' },
} as const;

export type Language = keyof typeof LANGUAGES;

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/** The language a path does not name falls back to. */
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(text: string | undefined): text is Language {
  return text !== undefined && Object.hasOwn(LANGUAGES, text);
}
