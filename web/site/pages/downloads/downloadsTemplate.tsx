import { contentGroups, type ContentGroup } from '../../content/contentGroups';
import { siteDescription } from '../../render/siteDescription';
import type { SitePageTemplate } from '../../render/sitePageTemplate';
import { DownloadsPage } from './DownloadsPage';

export const downloadsTemplate: SitePageTemplate<{ groups: ContentGroup[] }> = {
  data: (source, { language }) => ({
    groups: contentGroups(source, language, 'download', 'downloadCategory'),
  }),
  head: (_result, _request, t, source) => ({
    title: t('site.downloads.title'),
    description: siteDescription('downloads', t, source),
  }),
  Page: ({ result, request }) => <DownloadsPage groups={result.groups} language={request.language} />,
};
