import { NEWS_CATEGORIES } from '@tsw/domain';
import type { TFunction } from 'i18next';

/** The news categories as a select offers them, named in the page's language. */
export function newsCategoryOptions(t: TFunction): { value: string; label: string }[] {
  return NEWS_CATEGORIES.map((code) => ({ value: code, label: t(`newsCategory.${code}`) }));
}
