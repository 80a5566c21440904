import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../content/PageIntro';
import { siteDescription } from '../../render/siteDescription';
import type { SitePageTemplate } from '../../render/sitePageTemplate';
import { ToolCards } from './ToolCards';

function ToolsPage({ language }: { language: Parameters<typeof ToolCards>[0]['language'] }) {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('site.tools.title')}>
        <p className="site-lead">{t('site.tools.intro')}</p>
      </PageIntro>
      <ToolCards language={language} headingLevel={2} />
    </>
  );
}

/** The internal tools page: every signed-in tool, with what it does. It has no data of its own. */
export const toolsTemplate: SitePageTemplate<null> = {
  data: () => null,
  head: (_result, _request, t, source) => ({
    title: t('site.tools.title'),
    description: siteDescription('tools', t, source),
  }),
  Page: ({ request }) => <ToolsPage language={request.language} />,
};
