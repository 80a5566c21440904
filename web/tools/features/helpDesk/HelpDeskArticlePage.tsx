import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../api/apiFetch';
import { ContentBody } from '../../content/ContentBody';
import { FallbackNotice } from '../../content/ContentNotices';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { useHelpDeskArticle } from './helpDeskApi';

/** One help-desk article: its title and body (safe HTML from the content service), and the way back. */
export function HelpDeskArticlePage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const article = useHelpDeskArticle(language, slug);
  const back = (
    <Anchor component={Link} to={paths.helpDesk.build(language)} c="portal.9" size="sm">
      {t('helpDesk.backToHelpDesk')}
    </Anchor>
  );
  if (article.isError) {
    const missing = article.error instanceof ApiError && article.error.status === 404;
    return (
      <Stack gap="md" maw={860}>
        <title>{t('tools.helpDesk.title')}</title>
        {back}
        <Alert color={missing ? 'gray' : 'red'} role="alert">
          {missing ? t('helpDesk.articleMissing') : t('helpDesk.failed')}
        </Alert>
      </Stack>
    );
  }
  if (!article.data) return <Loader size="sm" aria-label={t('helpDesk.loading')} />;
  const view = article.data;
  return (
    <Stack gap="md" maw={860} component="article">
      <title>{`${view.title} · ${t('tools.helpDesk.title')}`}</title>
      {back}
      <Title order={1} lang={view.language} dir={LANGUAGES[view.language].direction}>
        {view.title}
      </Title>
      {view.fallback && <FallbackNotice pageLanguage={language} />}
      <ContentBody view={view} />
      <Anchor
        component={Link}
        to={`${paths.helpDesk.build(language)}#${paths.helpDesk.askAnchor}`}
        c="portal.9"
      >
        {t('helpDesk.stillStuck')}
      </Anchor>
    </Stack>
  );
}
