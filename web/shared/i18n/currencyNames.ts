import type { Language } from './languages';

const NAMES = new Map<Language, Intl.DisplayNames>();

/**
 * A currency's name in the interface language: the reference record's own name in English and Bengali (as
 * published), ICU's in the other languages, the code when neither knows it.
 */
export function currencyName(
  language: Language,
  record: { code: string; description?: string | null; descriptionTranslated?: string | null },
): string {
  if (language === 'en' && record.description) return record.description;
  if (language === 'bn' && record.descriptionTranslated) return record.descriptionTranslated;
  let names = NAMES.get(language);
  if (!names) {
    names = new Intl.DisplayNames(language, { type: 'currency', fallback: 'none' });
    NAMES.set(language, names);
  }
  try {
    return names.of(record.code) ?? record.description ?? record.code;
  } catch {
    // Not a well-formed ISO code: nothing to look up.
    return record.description ?? record.code;
  }
}

/** Choices of a currency list: "USD — US Dollar", named in the interface language. */
export function currencyOptions(
  language: Language,
  currencies: readonly { code: string; description?: string | null }[] | undefined,
): { value: string; label: string }[] {
  return (currencies ?? []).map((currency) => ({
    value: currency.code,
    label: `${currency.code} — ${currencyName(language, currency)}`,
  }));
}
