/** A section or chapter of HS 2022: its English title and the WCO's Arabic one (none for headings). */
export interface HsTitled {
  readonly description: string;
  readonly descriptionAr?: string | null;
}

/**
 * The title a page shows in its language: HS 2022's Arabic on Arabic pages, where there is one; the
 * English everywhere else (HS 2022 has no French, Spanish or Bengali titles).
 */
export function hsTitle(part: HsTitled, language: string): string {
  return language === 'ar' && part.descriptionAr ? part.descriptionAr : part.description;
}
