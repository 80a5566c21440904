import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/apiFetch';
import { paths } from '../../config/paths';
import { languageOfPath } from '../../i18n/languagePath';
import { TariffChapterList } from './TariffChapterList';
import { useTariffSection } from './tariffBrowseApi';
import { TariffBreadcrumbs } from './TariffBreadcrumbs';
import { TariffNotes } from './TariffNotes';

/** One section of the tariff (its own URL): its notes and its chapters. */
export function TariffSectionPage({ section }: { section: string }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const answer = useTariffSection(section);
  const missing = answer.error instanceof ApiError && answer.error.status === 404;
  const data = answer.data;
  const title = data
    ? `${t('tariff.browse.section', { section: data.roman })}: ${data.description}`
    : t('tariff.browse.section', { section });
  return (
    <Stack gap="lg">
      <title>{title}</title>
      <TariffBreadcrumbs
        links={[{ to: paths.tariffBrowse.build(language), label: t('tariff.browse.title') }]}
      />
      <Title order={1}>{title}</Title>
      {answer.isPending && <Loader aria-label={t('messages.loading')} />}
      {missing && (
        <Alert color="yellow" role="status">
          {t('tariff.browse.missingSection', { section })}
        </Alert>
      )}
      {answer.isError && !missing && <Alert color="red">{t('messages.somethingWentWrong')}</Alert>}
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
