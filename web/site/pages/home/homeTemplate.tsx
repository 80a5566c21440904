import { tariffChangesFeedPath } from '@tsw/domain';
import { siteDescription } from '../../render/siteDescription';
import type { SitePageTemplate } from '../../render/sitePageTemplate';
import { HomePage } from './HomePage';
import { homePageData, type HomePageData } from './homePageData';

/** The home page. Its page data's result adds `dataSets` to the blocks and news it always had. */
export const homeTemplate: SitePageTemplate<HomePageData> = {
  data: (source, { language }) => homePageData(source, language),
  head: (_result, { language }, t, source) => ({
    title: t('portal.name', { country: t(`country.${source.portal.country}`) }),
    description: siteDescription('home', t, source),
    feed: { title: t('home.tariffChangesFeed'), href: tariffChangesFeedPath(language) },
  }),
  Page: ({ result, request }) => (
    <HomePage data={result} language={request.language} country={request.portal.country} />
  ),
};
