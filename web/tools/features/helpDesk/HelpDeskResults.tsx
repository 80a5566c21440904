import { Anchor, Stack, Text, Title } from '@mantine/core';
import { contentExcerpt, type PublicContentItem } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HighlightedText, plainTextOfContentHtml } from '../../../shared/content/HighlightedText';
import { paths } from '../../../shared/config/paths';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';

/** Characters of an article's body a result shows around the first word found. */
const EXCERPT_LENGTH = 220;

/** What a search found: each article's title and a piece of its body, with the words found marked. */
export function HelpDeskResults({
  articles,
  total,
  query,
  language,
}: {
  articles: readonly PublicContentItem[];
  total: number;
  query: string;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="help-desk-results">
      <Title order={2} id="help-desk-results" size="h3">
        {t('helpDesk.resultsTitle', { query })}
      </Title>
      <Text role="status">{t('helpDesk.found', { count: total })}</Text>
      <Stack component="ol" gap="md" className="plain-list">
        {articles.map((article) => {
          const direction = LANGUAGES[article.language].direction;
          const excerpt = contentExcerpt(
            plainTextOfContentHtml(article.bodyHtml ?? ''),
            query,
            EXCERPT_LENGTH,
          );
          return (
            <li key={article.id}>
              <Anchor
                component={Link}
                to={paths.helpDeskArticle.build(language, article.slug)}
                fw={600}
                c="portal.9"
                lang={article.language}
                dir={direction}
              >
                <HighlightedText text={article.title} query={query} />
              </Anchor>
              <Text size="sm" c="dark.6" lang={article.language} dir={direction}>
                <HighlightedText text={excerpt} query={query} />
              </Text>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
