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
 * The title a page shows in its language: HS 2022's Arabic on Arabic pages and our Bengali on Bengali
 * pages, where there is one (BengaliTitlesNote says it is not the official text); the English everywhere
 * else (HS 2022 has no French or Spanish titles).
 */
export function hsTitle(part: HsTitled, language: string): string {
  if (language === 'ar' && part.descriptionAr) return part.descriptionAr;
  if (language === 'bn' && part.descriptionBn) return part.descriptionBn;
  return part.description;
}
