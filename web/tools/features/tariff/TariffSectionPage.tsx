import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { HsTitlesNote } from './HsTitlesNote';
import { hsTitle } from '@tsw/domain';
import { TariffChapterList } from './TariffChapterList';
import { useTariffSection } from './tariffBrowseApi';
import { TariffAnswerState } from './TariffAnswerState';
import { TariffBreadcrumbs } from './TariffBreadcrumbs';
import { TariffNotes } from '../../tariffTexts/TariffNotes';

/** One section of the tariff (its own URL): its notes and its chapters. */
export function TariffSectionPage({ section }: { section: string }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const answer = useTariffSection(section);
  const data = answer.data;
  const title = data
    ? `${t('tariff.browse.section', { section: data.roman })}: ${hsTitle(data, language)}`
    : t('tariff.browse.section', { section });
  return (
    <Stack gap="lg">
      <title>{title}</title>
      <TariffBreadcrumbs trail={{ from: 'browse' }} />
      <Title order={1}>{title}</Title>
      <HsTitlesNote language={language} />
      <TariffAnswerState answer={answer} missing={{ text: t('tariff.browse.missingSection', { section }) }} />
      {data && (
        <>
          <TariffNotes notes={data.notes} />
          <Stack gap="xs" component="section" aria-labelledby="section-chapters">
            <Title order={2} size="h4" id="section-chapters">
              {t('tariff.browse.chapters')}
            </Title>
            <TariffChapterList chapters={data.chapters} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
