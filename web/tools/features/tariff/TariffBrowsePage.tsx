import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SERVER_PATHS, hsTitle } from '@tsw/domain';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { HsTitlesNote } from './HsTitlesNote';
import { TariffChapterList } from './TariffChapterList';
import { useTariffSections } from './tariffBrowseApi';

/** The tariff's sections and chapters, each chapter a link to its page. */
export function TariffBrowsePage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const sections = useTariffSections();
  return (
    <Stack gap="lg">
      <title>{t('tariff.browse.title')}</title>
      <Title order={1}>{t('tariff.browse.title')}</Title>
      <HsTitlesNote language={language} />
      <Anchor href={`${SERVER_PATHS.tariffBook}/TariffBook_${language}.pdf`}>
        {t('tariff.browse.book')}
      </Anchor>
      {sections.isPending && <Loader aria-label={t('messages.loading')} />}
      {sections.data?.map((section) => (
        <Stack key={section.roman} gap={4} component="section" aria-labelledby={`section-${section.roman}`}>
          <Title order={2} size="h4" id={`section-${section.roman}`}>
            <Anchor component={Link} to={paths.tariffSection.build(language, section.roman)} inherit>
              {t('tariff.browse.section', { section: section.roman })}: {hsTitle(section, language)}
            </Anchor>
          </Title>
          <TariffChapterList chapters={section.chapters} />
        </Stack>
      ))}
      {sections.isError && <Text>{t('messages.somethingWentWrong')}</Text>}
    </Stack>
  );
}
