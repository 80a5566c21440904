import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HighlightedText } from '../../../shared/content/HighlightedText';
import { paths } from '../../../shared/config/paths';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { NewsDateLine } from './NewsDateLine';
import type { NewsSummary } from './newsSummary';

/**
 * One news item a search found, as both news searches list it (the public results page and the tools'
 * news): its date, its title linking to it and an excerpt, the words found marked.
 */
export function NewsResultItem({
  item,
  excerpt,
  query,
  language,
  children,
}: {
  item: NewsSummary;
  excerpt: string;
  query: string;
  language: Language;
  /** Anything the list adds under the excerpt. */
  children?: ReactNode;
}) {
  const direction = LANGUAGES[item.language].direction;
  return (
    <Stack component="article" gap={6} py="xs">
      <NewsDateLine item={item} language={language} />
      <Title order={2} size="h4" lang={item.language} dir={direction}>
        <Anchor
          component={Link}
          reloadDocument
          to={paths.newsArticle.build(language, item.slug)}
          c="portal.9"
          inherit
        >
          <HighlightedText text={item.title} query={query} />
        </Anchor>
      </Title>
      <Text size="sm" c="dark.7" lang={item.language} dir={direction}>
        <HighlightedText text={excerpt} query={query} />
      </Text>
      {children}
    </Stack>
  );
}
