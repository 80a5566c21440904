import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/authContext';
import { ContentSearchForm, contentQueryOf } from '../../content/ContentSearchForm';
import { HELP_DESK_ROLES } from '../../../shared/config/editorRoles';
import { shownAnswerOf, useAnswerInView } from '../../forms/useAnswerInView';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { showErrorToast } from '../../messages/errorToast';
import { HelpDeskAskForm } from './HelpDeskAskForm';
import { helpDeskAskedFrom } from './helpDeskAskedFrom';
import { useHelpDeskCatalog, useHelpDeskSearch } from './helpDeskApi';
import { HelpDeskCategories } from './HelpDeskCategories';
import { HelpDeskResults } from './HelpDeskResults';

/**
 * The help desk: its categories with their articles, or what a search (`?q=`, in the URL) finds in the
 * articles' titles and bodies in every language, the words found marked; below, the question form. Staff of
 * the help desk also find their queue here.
 */
export function HelpDeskPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const language = languageOfPath(location.pathname);
  const [searchParams] = useSearchParams();
  const { holdsAnyRole } = useAuth();
  const query = contentQueryOf(searchParams);
  const catalog = useHelpDeskCatalog(language);
  const search = useHelpDeskSearch(language, query);
  useEffect(() => {
    if (catalog.isError || search.isError) showErrorToast(t, { description: t('helpDesk.failed') });
  }, [catalog.isError, search.isError, t]);
  const fromPage = helpDeskAskedFrom({
    from: searchParams.get('from'),
    referrer: typeof document === 'undefined' ? '' : document.referrer,
    origin: typeof window === 'undefined' ? '' : window.location.origin,
    current: location.pathname,
  });
  const searching = query.trim() !== '';
  const [answerRef, expectAnswer] = useAnswerInView(shownAnswerOf(search));
  // A link to the form (the FAQ's "write to the help desk") arrives before the screen has drawn it.
  useEffect(() => {
    if (location.hash !== `#${paths.helpDesk.askAnchor}`) return;
    document.getElementById(paths.helpDesk.askAnchor)?.scrollIntoView();
    document.querySelector<HTMLTextAreaElement>(`#${paths.helpDesk.askAnchor} textarea`)?.focus();
  }, [location.hash]);

  return (
    <Stack gap="lg" maw={1000}>
      <title>{t('tools.helpDesk.title')}</title>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('tools.helpDesk.title')}</Title>
        {holdsAnyRole(HELP_DESK_ROLES) && (
          <Button component={Link} to={paths.helpDeskQueue.build(language)} variant="light">
            {t('helpDesk.queue.link')}
          </Button>
        )}
      </Group>
      <Text c="gray.7">{t('helpDesk.intro')}</Text>
      <ContentSearchForm
        query={query}
        label={t('helpDesk.searchLabel')}
        hint={t('helpDesk.searchHint')}
        onSubmit={expectAnswer}
      />
      <div ref={answerRef}>
        {searching ? (
          search.data && search.data.total === 0 ? (
            <Alert color="gray" role="status">
              {t('helpDesk.emptyResult')}
            </Alert>
          ) : search.data ? (
            <HelpDeskResults
              articles={search.data.items}
              total={search.data.total}
              query={query}
              language={language}
            />
          ) : (
            search.isPending && <Loader size="sm" aria-label={t('helpDesk.loading')} />
          )
        ) : catalog.data ? (
          <HelpDeskCategories
            categories={catalog.data.categories}
            articles={catalog.data.articles}
            language={language}
          />
        ) : (
          catalog.isPending && <Loader size="sm" aria-label={t('helpDesk.loading')} />
        )}
      </div>
      <Text size="sm">
        {t('helpDesk.notFound')}{' '}
        <Anchor href={`#${paths.helpDesk.askAnchor}`} c="portal.9" underline="always">
          {t('helpDesk.ask.title')}
        </Anchor>
      </Text>
      <HelpDeskAskForm language={language} fromPage={fromPage} />
    </Stack>
  );
}
