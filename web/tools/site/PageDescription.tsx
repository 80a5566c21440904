import { pageDescriptionOf } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../api/usePortalConfig';

/**
 * What a page of the information site says of itself to search engines and link previews (`<meta
 * name="description">`, which React places in the head), cut to the length they show.
 */
export function PageDescription({ text }: { text: string }) {
  return <meta name="description" content={pageDescriptionOf(text)} />;
}

/** The pages whose description the portal writes itself (site.meta.* in each language). */
type DescribedSitePage = 'home' | 'news' | 'downloads' | 'faq' | 'rates' | 'tools';

/** The description of a page of the portal's own, naming the administration's country. */
export function SitePageDescription({ page }: { page: DescribedSitePage }) {
  const { t } = useTranslation();
  const { country } = usePortalConfig();
  return <PageDescription text={t(`site.meta.${page}`, { country: t(`country.${country}`) })} />;
}
