import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { dottedTariffCode, SERVER_PATHS, hsTitle } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { HsTitlesNote } from './HsTitlesNote';
import { BrowseArrows } from './BrowseArrows';
import { useTariffChapter } from './tariffBrowseApi';
import { TariffAnswerState } from './TariffAnswerState';
import { TariffBreadcrumbs } from './TariffBreadcrumbs';
import { TariffLinesTable } from './TariffLinesTable';
import { EnglishTextsNote } from '../../tariffTexts/EnglishTextsNote';
import { TariffNotes } from '../../tariffTexts/TariffNotes';
import { TariffChangesFeedLink } from '../../tariffFeeds/TariffChangesFeedLink';

/** Neighbours of a chapter that does not exist (77, 99): the arrows still lead somewhere. */
function neighbours(chapter: string): { previous: string | null; next: string | null } {
  const number = Number(chapter);
  if (!/^\d{2}$/.test(chapter)) return { previous: null, next: '01' };
  const pad = (value: number) => String(value).padStart(2, '0');
  return { previous: number > 1 ? pad(number - 1) : null, next: number < 97 ? pad(number + 1) : null };
}

/** One chapter: its notes, headings and national lines, with arrows to the chapters before and after. */
export function TariffChapterPage({ chapter }: { chapter: string }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const answer = useTariffChapter(chapter);
  const { previous, next } = answer.data ?? neighbours(chapter);
  const arrows = (
    <BrowseArrows
      {...(previous && {
        previous: {
          to: paths.tariffChapter.build(language, previous),
          label: t('tariff.browse.previous', { chapter: previous }),
        },
      })}
      {...(next && {
        next: {
          to: paths.tariffChapter.build(language, next),
          label: t('tariff.browse.next', { chapter: next }),
        },
      })}
    />
  );
  const data = answer.data;
  const title = data
    ? `${t('tariff.browse.chapter', { chapter })}: ${hsTitle(data, language)}`
    : t('tariff.browse.chapter', { chapter });
  return (
    <Stack gap="lg">
      <title>{title}</title>
      <TariffBreadcrumbs trail={{ from: 'browse', ...(data && { section: data.section.roman }) }} />
      <Title order={1}>{title}</Title>
      <HsTitlesNote language={language} />
      {data && (
        <Text>
          {t('tariff.browse.section', { section: data.section.roman })}: {hsTitle(data.section, language)}
        </Text>
      )}
      {arrows}
      <TariffAnswerState
        answer={answer}
        missing={{
          title: t('tariff.browse.missingChapter', { chapter }),
          text: t('tariff.browse.missingChapterHint'),
        }}
      />
      {data && (
        <Group gap="lg">
          <Anchor href={`${SERVER_PATHS.tariffBook}/ChapterData_${chapter}_${language}.pdf`}>
            {t('tariff.browse.chapterPdf', { chapter })}
          </Anchor>
          <TariffChangesFeedLink scope={chapter} kind="chapter" />
        </Group>
      )}
      {data && <TariffNotes notes={data.notes} />}
      {data && <EnglishTextsNote lines={data.headings.flatMap((heading) => heading.lines)} />}
      {data?.headings.map((heading) => (
        <Stack
          key={heading.code}
          gap="xs"
          component="section"
          id={`heading-${heading.code}`}
          aria-labelledby={`title-${heading.code}`}
        >
          <Title order={2} size="h4" id={`title-${heading.code}`}>
            <Anchor component={Link} to={paths.tariffHeading.build(language, heading.code)} inherit>
              <span className="code-text">{dottedTariffCode(heading.code)}</span> {hsTitle(heading, language)}
            </Anchor>
          </Title>
          {heading.lines.length === 0 ? (
            <Text size="sm">{t('tariff.browse.noLines')}</Text>
          ) : (
            <TariffLinesTable lines={heading.lines} />
          )}
        </Stack>
      ))}
      {data && arrows}
    </Stack>
  );
}
