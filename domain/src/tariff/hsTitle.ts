/**
 * A section, chapter or heading of HS 2022: its English title, the WCO's Arabic one (sections and
 * chapters), the French and Spanish ones of the EU's Combined Nomenclature (every level) and our Bengali
 * one, the portal's working translation (sections, chapters and headings).
 */
export interface HsTitled {
  readonly description: string;
  readonly descriptionAr?: string | null;
  readonly descriptionBn?: string | null;
  readonly descriptionFr?: string | null;
  readonly descriptionEs?: string | null;
}

/**
 * The title in a language, with the language it is in: HS 2022's Arabic for Arabic, the EU's French and
 * Spanish for those, and our Bengali for Bengali, where there is one (the screens and the tariff book say
 * the Bengali is not the official text); the English everywhere else.
 */
export function hsTitleIn(
  part: HsTitled,
  language: string,
): { readonly text: string; readonly language: string } {
  const translated = {
    ar: part.descriptionAr,
    bn: part.descriptionBn,
    fr: part.descriptionFr,
    es: part.descriptionEs,
  }[language];
  return translated ? { text: translated, language } : { text: part.description, language: 'en' };
}

/** The title a page or a print shows in its language (hsTitleIn). */
export function hsTitle(part: HsTitled, language: string): string {
  return hsTitleIn(part, language).text;
}
