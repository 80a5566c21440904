import { Alert, Anchor, Divider, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { CONTENT_LIMITS, contentExcerpt, isNewsCategory } from '@tsw/domain';
import { Fragment, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ContentSearchForm, contentQueryOf } from '../../content/ContentSearchForm';
import { HighlightedText, plainTextOfContentHtml } from '../../content/HighlightedText';
import { newsCategoryOptions } from '../../content/newsCategoryOptions';
import { paths } from '../../config/paths';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { languageOfPath } from '../../i18n/languagePath';
import { LANGUAGES } from '../../i18n/languages';
import { showErrorToast } from '../../messages/errorToast';
import { ListFooter } from '../../tables/ListFooter';
import { useListPageParams } from '../../tables/useListPageParams';
import { NewsDateLine } from './NewsDateLine';
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
  return (
    <Stack gap="lg" maw={900}>
      <title>{t('tools.news.title')}</title>
      <Title order={1}>{t('tools.news.title')}</Title>
      <Group align="flex-start" gap="md">
        <ContentSearchForm query={query} label={t('newsTool.searchLabel')} hint={t('newsTool.searchHint')} />
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
      {news.isPending && <Loader size="sm" aria-label={t('helpDesk.loading')} />}
      {answer && answer.total === 0 && (
        <Alert color="gray" role="status">
          {query.trim() || category ? t('helpDesk.emptyResult') : t('site.news.none')}
        </Alert>
      )}
      {answer && answer.total > 0 && (
        <Stack gap="xs">
          {answer.items.map((item, index) => {
            const direction = LANGUAGES[item.language].direction;
            const text = item.summary ?? plainTextOfContentHtml(item.bodyHtml ?? '');
            return (
              <Fragment key={item.id}>
                {index > 0 && <Divider />}
                <Stack component="article" gap={6} py="xs">
                  <NewsDateLine item={item} language={language} />
                  <Title order={2} size="h4" lang={item.language} dir={direction}>
                    <Anchor
                      component={Link}
                      to={paths.newsArticle.build(language, item.slug)}
                      c="portal.9"
                      inherit
                    >
                      <HighlightedText text={item.title} query={query} />
                    </Anchor>
                  </Title>
                  <Text size="sm" c="dark.7" lang={item.language} dir={direction}>
                    <HighlightedText text={contentExcerpt(text, query, EXCERPT_LENGTH)} query={query} />
                  </Text>
                </Stack>
              </Fragment>
            );
          })}
          <ListFooter
            count={t('newsTool.count', { count: answer.total })}
            total={answer.total}
            paging={paging}
            settled={!news.isPlaceholderData}
          />
        </Stack>
      )}
    </Stack>
  );
}
