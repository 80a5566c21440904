import { Stack, Text, Title } from '@mantine/core';
import { dottedTariffCode, hsTitle } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { HsTitlesNote } from './HsTitlesNote';
import { BrowseArrows } from './BrowseArrows';
import { useTariffHeading } from './tariffBrowseApi';
import { TariffAnswerState } from './TariffAnswerState';
import { TariffBreadcrumbs } from './TariffBreadcrumbs';
import { TariffLinesTable } from './TariffLinesTable';
import { EnglishTextsNote } from '../../tariffTexts/EnglishTextsNote';
import { TariffNotes } from '../../tariffTexts/TariffNotes';
import { TariffChangesFeedLink } from '../../tariffFeeds/TariffChangesFeedLink';

/** One heading (its own URL): notes, national lines, and arrows to the headings before and after. */
export function TariffHeadingPage({ heading }: { heading: string }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const answer = useTariffHeading(heading);
  const data = answer.data;
  const neighbour = (code: string | null | undefined) =>
    code
      ? {
          to: paths.tariffHeading.build(language, code),
          label: t('tariff.browse.heading', { heading: dottedTariffCode(code) }),
        }
      : undefined;
  const previous = neighbour(data?.previous);
  const next = neighbour(data?.next);
  const arrows = <BrowseArrows {...(previous && { previous })} {...(next && { next })} />;
  const title = data
    ? `${t('tariff.browse.heading', { heading: dottedTariffCode(heading) })}: ${hsTitle(data, language)}`
    : t('tariff.browse.heading', { heading });
  return (
    <Stack gap="lg">
      <title>{title}</title>
      <TariffBreadcrumbs
        trail={{ from: 'browse', ...(data && { section: data.section.roman, chapter: data.chapter }) }}
      />
      <Title order={1}>{title}</Title>
      <HsTitlesNote language={language} />
      <TariffAnswerState answer={answer} missing={{ text: t('tariff.line.missing') }} />
      {data && (
        <>
          {arrows}
          <TariffChangesFeedLink scope={heading} kind="heading" />
          <TariffNotes notes={data.notes} />
          <Stack gap="xs" component="section" aria-labelledby="heading-lines">
            <Title order={2} size="h4" id="heading-lines">
              {t('tariff.browse.lines')}
            </Title>
            {data.lines.length === 0 ? (
              <Text size="sm">{t('tariff.browse.noLines')}</Text>
            ) : (
              <>
                <EnglishTextsNote lines={data.lines} />
                <TariffLinesTable lines={data.lines} />
              </>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
