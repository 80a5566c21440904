import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentBody } from '../../content/ContentBody';
import { FallbackNotice } from '../../content/ContentNotices';
import { paths } from '../../../shared/config/paths';
import { NewsDateLine } from './NewsDateLine';
import { NewsMentions } from './NewsMentions';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import type { NewsArticleData } from './newsPageData';
import { contentDescriptionOf } from '@tsw/domain';
import { PageDescription } from '../../site/PageDescription';

/** One news item (the news detail page): its date, title and body, and the items before and after it. */
export function NewsArticlePage({ data, language }: { data: NewsArticleData; language: Language }) {
  const { t } = useTranslation();
  const { article, older, newer } = data;
  const direction = LANGUAGES[article.language].direction;
  return (
    <Stack gap="md" maw={860} component="article">
      <title>{article.title}</title>
      <PageDescription text={contentDescriptionOf(article)} />
      <Anchor component={Link} to={paths.news.build(language)} c="portal.9" size="sm">
        {t('site.news.backToList')}
      </Anchor>
      <NewsDateLine item={article} language={language} />
      <Title order={1} lang={article.language} dir={direction}>
        {article.title}
      </Title>
      {article.fallback && <FallbackNotice pageLanguage={language} />}
      {article.summary && (
        <Text size="lg" c="dark.7" lang={article.language} dir={direction}>
          {article.summary}
        </Text>
      )}
      <ContentBody view={article} />
      <NewsMentions mentions={data.mentions} />
      {(older ?? newer) && (
        <Group component="nav" aria-label={t('site.news.moreNews')} justify="space-between" mt="lg">
          {newer ? (
            <Anchor component={Link} to={paths.newsArticle.build(language, newer.slug)} c="portal.9">
              {t('site.news.newerItem', { title: newer.title })}
            </Anchor>
          ) : (
            <span />
          )}
          {older && (
            <Anchor component={Link} to={paths.newsArticle.build(language, older.slug)} c="portal.9">
              {t('site.news.olderItem', { title: older.title })}
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  );
}
