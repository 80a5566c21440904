/**
 * A section, chapter or heading of HS 2022: its English title, the WCO's Arabic one (sections and
 * chapters) and our Bengali one, the portal's working translation (sections, chapters and headings).
 */
export interface HsTitled {
  readonly description: string;
  readonly descriptionAr?: string | null;
  readonly descriptionBn?: string | null;
}

/**
 * The title in a language, with the language it is in: HS 2022's Arabic for Arabic and our Bengali for
 * Bengali, where there is one (the screens and the tariff book say the Bengali is not the official text);
 * the English everywhere else (HS 2022 has no French or Spanish titles).
 */
export function hsTitleIn(
  part: HsTitled,
  language: string,
): { readonly text: string; readonly language: string } {
  if (language === 'ar' && part.descriptionAr) return { text: part.descriptionAr, language };
  if (language === 'bn' && part.descriptionBn) return { text: part.descriptionBn, language };
  return { text: part.description, language: 'en' };
}

/** The title a page or a print shows in its language (hsTitleIn). */
export function hsTitle(part: HsTitled, language: string): string {
  return hsTitleIn(part, language).text;
}
