import { FALLBACK_LANGUAGE, isLanguage, LANGUAGE_CODES, type Language } from '@tsw/domain';
import { IDENTITY_MESSAGES_AR } from './identityMessages.ar.js';
import { IDENTITY_MESSAGES_BN } from './identityMessages.bn.js';
import { IDENTITY_MESSAGES_EN, type IdentityMessages } from './identityMessages.en.js';
import { IDENTITY_MESSAGES_ES } from './identityMessages.es.js';
import { IDENTITY_MESSAGES_FR } from './identityMessages.fr.js';

export const IDENTITY_MESSAGES: Readonly<Record<Language, IdentityMessages>> = {
  en: IDENTITY_MESSAGES_EN,
  fr: IDENTITY_MESSAGES_FR,
  es: IDENTITY_MESSAGES_ES,
  ar: IDENTITY_MESSAGES_AR,
  bn: IDENTITY_MESSAGES_BN,
};

/** Fills {{name}} placeholders. */
export function interpolate(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * The page's language: one chosen on the page (`?lang=`), else the first of the client's `ui_locales`
 * we speak, else the browser's Accept-Language, else English.
 */
export function identityPageLanguage(choices: {
  chosen?: string | undefined;
  uiLocales?: string | undefined;
  acceptLanguage?: string | undefined;
}): Language {
  if (isLanguage(choices.chosen)) return choices.chosen;
  const candidates = [
    ...(choices.uiLocales ?? '').split(/\s+/),
    ...(choices.acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim() ?? ''),
  ].map((tag) => tag.toLowerCase().split('-')[0]);
  return (
    (candidates.find((tag) => isLanguage(tag) && LANGUAGE_CODES.includes(tag)) as Language | undefined) ??
    FALLBACK_LANGUAGE
  );
}
