import { Alert, Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { CONTENT_LIMITS } from '@tsw/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { Language } from '../../../shared/i18n/languages';
import { NewsResultItem } from './NewsResultItem';
import { NewsSearchForm } from './NewsSearchForm';
import type { NewsSearchData } from './newsSearchData';

/**
 * The public news search's results (drawn by the server for each query): the box with the words searched,
 * then the items found newest first with the words marked, "Your search result is empty", or why the words
 * could not be searched. Kept out of search engines: every query would be a page.
 */
export function NewsSearchPage({ results, language }: { results: NewsSearchData; language: Language }) {
  const { t } = useTranslation();
  const { query, category, problem, total } = results;
  // The words are isolated (FSI…PDI), so that Latin words in a right-to-left title keep their quotes.
  const heading = problem
    ? t('site.news.search.title')
    : query.trim()
      ? t('site.news.search.resultsTitle', { query: `\u2068${query}\u2069` })
      : t('site.news.search.categoryTitle', { category: t(`newsCategory.${category ?? 'all'}`) });
  return (
    <Stack gap="md" maw={860}>
      <title>{heading}</title>
      <meta name="robots" content="noindex" />
      <Anchor component={Link} to={paths.news.build(language)} c="portal.9" size="sm">
        {t('site.news.backToList')}
      </Anchor>
      <Title order={1}>{heading}</Title>
      <NewsSearchForm language={language} query={query} category={category} />
      {problem && (
        <Alert color="red" role="alert">
          {problem === 'tooLong'
            ? t('site.news.search.tooLong', { max: CONTENT_LIMITS.searchTextMaxLength })
            : t('site.news.search.empty')}
        </Alert>
      )}
      {!problem && total === 0 && (
        <Alert color="gray" role="status">
          {t('helpDesk.emptyResult')}
        </Alert>
      )}
      {total > 0 && (
        <Text role="status">
          {total > results.results.length
            ? t('site.news.search.countShown', { count: total, shown: results.results.length })
            : t('newsTool.count', { count: total })}
        </Text>
      )}
      <Stack gap="xs">
        {results.results.map(({ item, excerpt }, index) => (
          <Fragment key={item.id}>
            {index > 0 && <Divider />}
            <NewsResultItem item={item} excerpt={excerpt} query={query} language={language}>
              {item.fallback && (
                <Text size="xs" c="dark.6">
                  {t('site.inEnglishOnly')}
                </Text>
              )}
            </NewsResultItem>
          </Fragment>
        ))}
      </Stack>
    </Stack>
  );
}
