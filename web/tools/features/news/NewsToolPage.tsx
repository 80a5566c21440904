import { Alert, Divider, Group, Loader, Select, Stack, Title } from '@mantine/core';
import { CONTENT_LIMITS, contentExcerpt, isNewsCategory } from '@tsw/domain';
import { Fragment, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ContentSearchForm, contentQueryOf } from '../../content/ContentSearchForm';
import { plainTextOfContentHtml } from '../../../shared/content/HighlightedText';
import { shownAnswerOf, useAnswerInView } from '../../forms/useAnswerInView';
import { newsCategoryOptions } from '../../../shared/content/newsCategoryOptions';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { showErrorToast } from '../../messages/errorToast';
import { ListFooter } from '../../tables/ListFooter';
import { useListPageParams } from '../../tables/useListPageParams';
import { NewsResultItem } from './NewsResultItem';
import { useNewsSearch } from './newsToolApi';

/** Characters of an item's text a result shows around the first word found. */
const EXCERPT_LENGTH = 240;

/**
 * The news in the signed-in area (Tools → News): the published news, newest first, searched by any word of
 * their texts in any language (`?q=`) and filtered by category (`?category=`), the words found marked, ten at a time; each opens the site's page.
 */
export function NewsToolPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const [searchParams] = useSearchParams();
  const query = contentQueryOf(searchParams);
  // An unknown category in the address (an old or mistyped link) filters nothing.
  const categoryParam = searchParams.get('category');
  const category = isNewsCategory(categoryParam) ? categoryParam : undefined;
  const sync = useSyncSearchParams();
  const paging = useListPageParams({ fixedSize: CONTENT_LIMITS.searchPageSize });
  const news = useNewsSearch(language, query, category, paging.page);
  useEffect(() => {
    if (news.isError) showErrorToast(t, { description: t('newsTool.failed') });
  }, [news.isError, t]);
  const answer = news.data;
  const [answerRef, expectAnswer] = useAnswerInView(shownAnswerOf(news));
  return (
    <Stack gap="lg" maw={900}>
      <title>{t('tools.news.title')}</title>
      <Title order={1}>{t('tools.news.title')}</Title>
      <Group align="flex-start" gap="md">
        <ContentSearchForm
          query={query}
          label={t('newsTool.searchLabel')}
          hint={t('newsTool.searchHint')}
          onSubmit={expectAnswer}
        />
        <Select
          label={t('newsCategory.label')}
          placeholder={t('newsCategory.all')}
          data={newsCategoryOptions(t)}
          value={category ?? null}
          onChange={(value) => sync({ category: value, page: null })}
          clearable
          w={240}
        />
      </Group>
      <Stack ref={answerRef} gap="lg">
        {news.isPending && <Loader size="sm" aria-label={t('helpDesk.loading')} />}
        {answer && answer.total === 0 && (
          <Alert color="gray" role="status">
            {query.trim() || category ? t('helpDesk.emptyResult') : t('site.news.none')}
          </Alert>
        )}
        {answer && answer.total > 0 && (
          <Stack gap="xs">
            {answer.items.map((item, index) => (
              <Fragment key={item.id}>
                {index > 0 && <Divider />}
                <NewsResultItem
                  item={item}
                  excerpt={contentExcerpt(
                    item.summary ?? plainTextOfContentHtml(item.bodyHtml ?? ''),
                    query,
                    EXCERPT_LENGTH,
                  )}
                  query={query}
                  language={language}
                />
              </Fragment>
            ))}
            <ListFooter
              count={t('newsTool.count', { count: answer.total })}
              total={answer.total}
              paging={paging}
              settled={!news.isPlaceholderData}
            />
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
