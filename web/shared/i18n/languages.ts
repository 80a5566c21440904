// The languages are the domain's: the server's sign-in pages speak the same five.
export { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_CODES, isLanguage, type Language } from '@tsw/domain';
