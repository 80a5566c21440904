import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import { FallbackNotice } from '../../content/ContentNotices';
import type { PublicContentItem } from '@tsw/domain';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';

/** The help desk's categories, in the editors' order, each with its articles; empty ones left out. */
export function HelpDeskCategories({
  categories,
  articles,
  language,
}: {
  categories: readonly PublicContentItem[];
  articles: readonly PublicContentItem[];
  language: Language;
}) {
  const groups = categories
    .map((category) => ({
      category,
      articles: articles.filter((article) => article.category === category.slug),
    }))
    .filter((group) => group.articles.length > 0);
  const inEnglishOnly = groups.some(
    (group) => group.category.fallback || group.articles.some((article) => article.fallback),
  );
  return (
    <>
      {inEnglishOnly && <FallbackNotice pageLanguage={language} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {groups.map(({ category, articles: ofCategory }) => (
          <Stack
            key={category.id}
            gap="xs"
            component="section"
            aria-labelledby={`help-category-${category.slug}`}
          >
            <Title
              order={2}
              size="h4"
              id={`help-category-${category.slug}`}
              lang={category.language}
              dir={LANGUAGES[category.language].direction}
            >
              {category.title}
            </Title>
            <Stack component="ul" gap={6} className="plain-list">
              {ofCategory.map((article) => (
                <li key={article.id} lang={article.language} dir={LANGUAGES[article.language].direction}>
                  <Anchor
                    component={Link}
                    to={paths.helpDeskArticle.build(language, article.slug)}
                    c="portal.9"
                  >
                    {article.title}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </>
  );
}
