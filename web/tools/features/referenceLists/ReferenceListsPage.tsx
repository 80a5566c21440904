import { Alert, Stack, Text, Title } from '@mantine/core';
import { formatDate, isIsoDate, type ReferenceExportFormat } from '@tsw/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useDataSets } from '../../api/useDataSets';
import { usePortalToday } from '../../api/usePortalToday';
import { DateOfValidityInput } from '../../forms/DateOfValidityInput';
import { isolatedText } from '../../../shared/i18n/isolatedText';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { apiRefusalText } from '../../messages/apiRefusal';
import { showErrorToast } from '../../messages/errorToast';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { referenceListGroups } from './referenceListRows';
import { useReferenceDownload, useReferenceRecordCounts } from './referenceListsApi';
import { ReferenceListsTable } from './ReferenceListsTable';
import { referenceTableName } from './referenceTableName';

const GROUPS = referenceListGroups();

/**
 * The reference lists: every table the reference service serves, grouped as its documentation groups
 * them, with its records in force on a date (the URL's `date`, default today), whether its data set is
 * real or the sample and its source, its last import, and the whole table as CSV or XLSX, made by the
 * server.
 */
export function ReferenceListsPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const [searchParams] = useSearchParams();
  const sync = useSyncSearchParams();
  const today = usePortalToday();
  const requestedDate = searchParams.get('date') ?? '';
  const date = isIsoDate(requestedDate) ? requestedDate : today;

  const counts = useReferenceRecordCounts(date);
  const dataSets = useDataSets();
  const { download, busy } = useReferenceDownload(({ entity, format }, error) =>
    showErrorToast(t, {
      description: apiRefusalText(
        t,
        error,
        t('referenceLists.downloadFailed', {
          table: referenceTableName(t, entity),
          format: format.toUpperCase(),
        }),
      ),
    }),
  );
  useEffect(() => {
    if (counts.isError) showErrorToast(t, { description: t('referenceLists.countsFailed') });
  }, [counts.isError, t]);

  const recordCounts = useMemo(
    () =>
      counts.data && !counts.isError
        ? new Map(counts.data.tables.map((table) => [table.entity, table.recordCount]))
        : undefined,
    [counts.data, counts.isError],
  );
  const dataSetOf = useMemo(
    () => (dataSets.data ? new Map(dataSets.data.dataSets.map((set) => [set.entity, set])) : undefined),
    [dataSets.data],
  );

  return (
    <Stack gap="lg">
      <title>{t('referenceLists.title')}</title>
      <Title order={1}>{t('referenceLists.title')}</Title>
      <Text maw={800}>{t('referenceLists.intro')}</Text>
      <DateOfValidityInput
        name="date"
        // A date field cannot hold what is not a date; the notice below names it.
        value={isIsoDate(requestedDate) ? requestedDate : ''}
        onChange={(value) => sync({ date: value || null })}
      />
      {requestedDate !== '' && !isIsoDate(requestedDate) ? (
        <Alert color="orange" role="status" data-testid="reference-lists-date">
          {t('referenceLists.invalidDate', {
            value: isolatedText(requestedDate),
            today: isolatedText(formatDate(today, language)),
          })}
        </Alert>
      ) : (
        <Text c="dark.6" role="status" data-testid="reference-lists-date">
          {t('referenceLists.inForceOn', { date: isolatedText(formatDate(date, language)) })}
        </Text>
      )}
      {counts.isError && (
        <Alert color="red" role="alert">
          {t('referenceLists.countsFailed')}
        </Alert>
      )}
      {dataSets.isError && (
        <Alert color="red" role="alert">
          {t('referenceLists.dataSetsFailed')}
        </Alert>
      )}
      {GROUPS.map(({ group, rows }) => (
        <ReferenceListsTable
          key={group}
          group={group}
          rows={rows}
          language={language}
          date={date}
          recordCounts={recordCounts}
          dataSets={dataSetOf}
          busy={busy}
          onDownload={(entity: string, format: ReferenceExportFormat) => download(entity, format, date)}
        />
      ))}
    </Stack>
  );
}
