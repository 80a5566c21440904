import { Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { Language } from '../../../shared/i18n/languages';
import { NewsCard } from './NewsCard';
import { NewsSearchForm } from './NewsSearchForm';
import type { NewsListData } from './newsPageData';
import { SitePageDescription } from '../../site/PageDescription';

/** Links to the list's pages: plain links, so that they work without script too. */
function NewsPages({ list, language }: { list: NewsListData; language: Language }) {
  const { t } = useTranslation();
  if (list.pageCount < 2) return null;
  const pages = Array.from({ length: list.pageCount }, (_, index) => index + 1);
  return (
    <Group component="nav" aria-label={t('site.news.pages')} gap="sm" mt="lg">
      {list.page > 1 && (
        <Anchor component={Link} to={paths.news.build(language, list.page - 1)} rel="prev" c="portal.9">
          {t('site.news.newer')}
        </Anchor>
      )}
      {pages.map((page) =>
        page === list.page ? (
          <Text key={page} fw={700} aria-current="page" className="code-text">
            {page}
          </Text>
        ) : (
          <Anchor
            key={page}
            component={Link}
            to={paths.news.build(language, page)}
            c="portal.9"
            className="code-text"
            aria-label={t('site.news.pageNumber', { page })}
          >
            {page}
          </Anchor>
        ),
      )}
      {list.page < list.pageCount && (
        <Anchor component={Link} to={paths.news.build(language, list.page + 1)} rel="next" c="portal.9">
          {t('site.news.older')}
        </Anchor>
      )}
    </Group>
  );
}

/** The news list: newest first, a page at a time. */
export function NewsListPage({ list, language }: { list: NewsListData; language: Language }) {
  const { t } = useTranslation();
  const heading = list.page > 1 ? t('site.news.titlePage', { page: list.page }) : t('site.news.title');
  return (
    <Stack gap="xs" maw={860}>
      <title>{heading}</title>
      <SitePageDescription page="news" />
      <Title order={1}>{heading}</Title>
      <NewsSearchForm language={language} />
      {list.items.length === 0 ? (
        <Text>{t('site.news.none')}</Text>
      ) : (
        list.items.map((item, index) => (
          <Fragment key={item.id}>
            {index > 0 && <Divider />}
            <NewsCard item={item} language={language} />
          </Fragment>
        ))
      )}
      <NewsPages list={list} language={language} />
    </Stack>
  );
}
