import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { NewsDateLine } from './NewsDateLine';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import type { NewsSummary } from './newsPageData';

/** One news item in a list: its date, title (the link to it) and summary. */
export function NewsCard({
  item,
  language,
  headingLevel = 2,
}: {
  item: NewsSummary;
  language: Language;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="article" gap={6} py="md" className="news-card">
      <NewsDateLine item={item} language={language} />
      <Title order={headingLevel} size="h3" lang={item.language} dir={LANGUAGES[item.language].direction}>
        <Anchor component={Link} to={paths.newsArticle.build(language, item.slug)} c="portal.9" inherit>
          {item.title}
        </Anchor>
      </Title>
      {item.summary && (
        <Text c="dark.7" lang={item.language} dir={LANGUAGES[item.language].direction}>
          {item.summary}
        </Text>
      )}
      {item.fallback && (
        <Text size="xs" c="dark.6">
          {t('site.inEnglishOnly')}
        </Text>
      )}
    </Stack>
  );
}
