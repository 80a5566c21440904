import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { formatCount, formatDate, type Language } from '@tsw/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolatedText } from '../../../shared/i18n/isolatedText';
import { usePortalToday } from '../../api/usePortalToday';
import { TableExportButtons } from '../../documents/TableExportButtons';
import { TariffChangesFeedLink } from '../../tariffFeeds/TariffChangesFeedLink';
import type { TariffChangesAnswer } from './tariffChangesApi';
import { tariffChangesExportTable, tariffChangesPdfContent } from './tariffChangesExport';
import { ChangedDescriptionsTable, ChangedLinesTable, ChangedRatesTable } from './TariffChangesTables';
import { tariffChangesScopeText } from './tariffChangesText';

/**
 * Rows each part of the answer draws at most: the whole tariff between two budgets changes thousands of
 * rates, more than a page can hold and a reader can scan; the exports carry them all.
 */
const SHOWN_ROWS_MAX = 300;

type Part = 'started' | 'ended' | 'descriptions' | 'rates';

/** One part of the changes, titled with its count, its first rows drawn by `table`. */
function ChangesPart<Row>({
  part,
  rows,
  language,
  table,
}: {
  part: Part;
  rows: readonly Row[];
  language: Language;
  table: (rows: readonly Row[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  const id = `tariff-changes-${part}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {t(`tariffChanges.sections.${part}`)} ({formatCount(rows.length, language)})
      </Title>
      {rows.length > SHOWN_ROWS_MAX && (
        <Text size="sm" c="gray.7">
          {t('tariffChanges.moreRows', {
            shown: formatCount(SHOWN_ROWS_MAX, language),
            total: formatCount(rows.length, language),
          })}
        </Text>
      )}
      {table(rows.slice(0, SHOWN_ROWS_MAX))}
    </Stack>
  );
}

/** What changed: the dates and scope compared, each part with its count, and the exports of it all. */
export function TariffChangesResult({
  answer,
  language,
}: {
  answer: TariffChangesAnswer;
  language: Language;
}) {
  const { t } = useTranslation();
  const today = usePortalToday();
  const scope = tariffChangesScopeText(t, answer);
  const nothing =
    answer.started.length + answer.ended.length + answer.descriptions.length + answer.rates.length === 0;
  const content = () =>
    Promise.resolve({
      table: tariffChangesExportTable(t, answer, language),
      pdf: tariffChangesPdfContent(t, answer, language),
    });
  return (
    <Stack gap="md" component="section" aria-labelledby="tariff-changes-title">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id="tariff-changes-title">
          {t('tariffChanges.compared', {
            from: isolatedText(formatDate(answer.from, language)),
            to: isolatedText(formatDate(answer.to, language)),
            scope,
          })}
        </Title>
        {!nothing && (
          <Group gap="xs">
            <TableExportButtons
              fileName={`tariff-changes-${answer.scope || 'all'}-${answer.from}-${answer.to}`}
              title={t('tariffChanges.export.table')}
              content={content}
            />
          </Group>
        )}
      </Group>
      {answer.to > today && (
        // A budget announced ahead (or the sample next year): what the tariff will be, not what it is.
        <Alert color="blue" role="status">
          {t('tariffChanges.notYetInForce', { date: isolatedText(formatDate(answer.to, language)) })}
        </Alert>
      )}
      <TariffChangesFeedLink scope={answer.scope} kind={answer.scopeKind} />
      {nothing && (
        <Alert color="gray" role="status">
          {t('tariffChanges.nothing', { scope })}
        </Alert>
      )}
      <ChangesPart
        part="rates"
        rows={answer.rates}
        language={language}
        table={(rows) => <ChangedRatesTable changes={rows} language={language} />}
      />
      <ChangesPart
        part="started"
        rows={answer.started}
        language={language}
        table={(rows) => <ChangedLinesTable lines={rows} language={language} />}
      />
      <ChangesPart
        part="ended"
        rows={answer.ended}
        language={language}
        table={(rows) => <ChangedLinesTable lines={rows} language={language} />}
      />
      <ChangesPart
        part="descriptions"
        rows={answer.descriptions}
        language={language}
        table={(rows) => <ChangedDescriptionsTable changes={rows} language={language} />}
      />
    </Stack>
  );
}
