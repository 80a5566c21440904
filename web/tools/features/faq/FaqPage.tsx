import { Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentBody } from '../../content/ContentBody';
import { FallbackNotice } from '../../content/ContentNotices';
import { someInEnglishOnly, type ContentGroup } from '../../content/contentGroups';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { SitePageDescription } from '../../site/PageDescription';

/**
 * Frequently asked questions by category. Each answer opens under its question with the browser's
 * own disclosure (details and summary), which works without script and with the keyboard.
 */
export function FaqPage({ groups, language }: { groups: readonly ContentGroup[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" maw={900}>
      <title>{t('site.faq.title')}</title>
      <SitePageDescription page="faq" />
      <Title order={1}>{t('site.faq.title')}</Title>
      {someInEnglishOnly(groups) && <FallbackNotice pageLanguage={language} />}
      {groups.length === 0 && <Text>{t('site.faq.none')}</Text>}
      {groups.map(({ category, items }) => (
        <section key={category.id} aria-labelledby={`faq-${category.slug}`}>
          <Title
            order={2}
            size="h3"
            id={`faq-${category.slug}`}
            mb="sm"
            lang={category.language}
            dir={LANGUAGES[category.language].direction}
          >
            {category.title}
          </Title>
          <Stack gap="xs">
            {items.map((item) => (
              <Box component="details" key={item.id} className="faq-entry">
                <summary lang={item.language} dir={LANGUAGES[item.language].direction}>
                  {item.title}
                </summary>
                <Box px="md" pb="sm">
                  <ContentBody view={item} />
                </Box>
              </Box>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
