import type { SiteSource } from '@tsw/domain';
import type { TFunction } from 'i18next';

/** The pages whose description the portal writes itself (site.meta.* in each language). */
export type DescribedSitePage = 'home' | 'news' | 'downloads' | 'faq' | 'rates' | 'tools';

/** The description of a page of the portal's own, naming the administration's country. */
export function siteDescription(page: DescribedSitePage, t: TFunction, source: SiteSource): string {
  return t(`site.meta.${page}`, { country: t(`country.${source.portal.country}`) });
}
