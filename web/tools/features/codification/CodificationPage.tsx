import { Alert, Button, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { displayedCode, formatDate, PARTY_ACCESS, partyDefinitionFor } from '@tsw/domain';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../auth/authContext';
import { usePortalConfig } from '../../api/usePortalConfig';
import { paths } from '../../../shared/config/paths';
import { TableExportButtons } from '../../documents/TableExportButtons';
import { DateOfValidityInput } from '../../forms/DateOfValidityInput';
import { shownAnswerOf, useAnswerInView } from '../../forms/useAnswerInView';
import { apiRefusalText } from '../../messages/apiRefusal';
import { showErrorToast } from '../../messages/errorToast';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { TablePagination } from '../../tables/TablePagination';
import { codificationSearchPage, useCodificationSearch } from './codificationApi';
import { codificationColumns, tableName } from './codificationColumns';
import { codificationExportContent } from './codificationExport';
import { CODIFICATION_GROUPS, CODIFICATION_LIMITS } from './codificationTables';
import { CodificationTable, type CodificationTableHandle } from './CodificationTable';
import { useCodificationParams } from './useCodificationParams';

/**
 * The codification screen (issue 23): any reference table, picked from the reference API's groups, searched
 * by code or name as in force on a date, page by page; a record's panel (`panel`, the record route) over it.
 * Everything is in the address: the table and record in the path, the text, date and page in the query.
 */
export function CodificationPage({ panel }: { panel?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const sync = useSyncSearchParams();
  const { accessToken, holdsAnyRole } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  const state = useCodificationParams();
  const { language, definition, search } = state;

  // What is typed belongs to the search in the address: going back to another search shows its text.
  const [draft, setDraft] = useState({ forQuery: state.text, text: state.text });
  const text = draft.forQuery === state.text ? draft.text : state.text;
  const [problem, setProblem] = useState<'selection' | 'tooLong' | null>(null);

  const answer = useCodificationSearch(search);
  const [answerRef, expectAnswer] = useAnswerInView(shownAnswerOf(answer));
  useEffect(() => {
    if (!answer.isError) return;
    // A refused search (an operator the service does not know, too many at once…) says what it refused.
    showErrorToast(t, {
      description: apiRefusalText(t, answer.error, t('messages.somethingWentWrong')),
    });
  }, [answer.isError, answer.error, t]);

  // A closed panel gives the focus back to its record's row.
  const table = useRef<CodificationTableHandle>(null);
  const openCode = useRef(state.code);
  useEffect(() => {
    const closed = openCode.current;
    openCode.current = state.code;
    if (closed !== undefined && state.code === undefined) table.current?.focusCode(closed);
  }, [state.code]);

  const tableChoices = CODIFICATION_GROUPS.map(({ group, tables }) => ({
    group: t(`referenceTables.groups.${group}`),
    items: tables.map((entity) => ({ value: entity.name, label: tableName(t, entity.name) })),
  }));
  const pickTable = (name: string | null) => {
    if (!name) return;
    setProblem(null);
    const query = new URLSearchParams(location.search);
    query.delete('page');
    const rest = query.toString();
    void navigate(`${paths.codification.build(language, name)}${rest ? `?${rest}` : ''}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!definition) return setProblem('selection');
    if (text.length > CODIFICATION_LIMITS.textMaxLength) return setProblem('tooLong');
    setProblem(null);
    setDraft({ forQuery: text.trim(), text });
    sync({ q: text.trim() || null, page: null });
    expectAnswer();
  };
  const openRecord = (code: string) => {
    if (!definition) return;
    void navigate(`${paths.codification.build(language, definition.name, code)}${location.search}`);
  };

  const textProblem =
    problem === 'tooLong' || state.textTooLong
      ? t('codification.textTooLong', { max: CODIFICATION_LIMITS.textMaxLength })
      : null;
  const dateProblem = state.dateOutOfRange
    ? t('codification.dateOutOfRange', {
        earliest: formatDate(CODIFICATION_LIMITS.earliestDate, language),
        latest: formatDate(CODIFICATION_LIMITS.latestDate, language),
      })
    : null;
  const shown = search && !answer.isError ? answer.data : undefined;
  // A party table's contact columns only for the roles the service sends them to (empty columns else).
  const partyReading = {
    contacts: holdsAnyRole(PARTY_ACCESS.contactRoles),
    bulk: holdsAnyRole(PARTY_ACCESS.bulkRoles),
  };
  const columns = definition
    ? codificationColumns(t, language, partyDefinitionFor(definition, partyReading))
    : [];
  const name = definition ? tableName(t, definition.name) : '';
  const pages = search && shown ? Math.ceil(shown.totalCount / search.size) : 0;
  const beyondLast = !answer.isPlaceholderData && pages > 0 && state.page >= pages;
  useEffect(() => {
    if (beyondLast) sync({ page: pages - 1 });
  }, [beyondLast, pages, sync]);

  const exportContent = async () => {
    if (!search || !serviceUrl) throw new Error('No search to export');
    const first = await codificationSearchPage(
      serviceUrl,
      { ...search, page: 0, size: Math.min(search.size, CODIFICATION_LIMITS.exportMaxRows) },
      accessToken,
    );
    return codificationExportContent(t, columns, first.resultList, {
      language,
      text: search.text,
      date: search.date,
    });
  };

  return (
    <Stack gap="lg">
      <title>
        {definition ? `${name} — ${t('tools.codification.title')}` : t('tools.codification.title')}
      </title>
      <Title order={1}>{t('tools.codification.title')}</Title>
      <Text>{t('codification.intro')}</Text>
      <form onSubmit={submit} noValidate role="search" aria-label={t('tools.codification.title')}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Select
            label={t('codification.table')}
            placeholder={t('codification.tablePlaceholder')}
            data={tableChoices}
            value={definition?.name ?? null}
            onChange={pickTable}
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('suggest.nothingFound')}
            aria-invalid={problem === 'selection'}
            w={300}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('codification.searchLabel')}
            description={
              definition?.withHsLevels ? t('codification.searchHintTariff') : t('codification.searchHint')
            }
            name="q"
            value={text}
            onChange={(event) => setDraft({ forQuery: state.text, text: event.currentTarget.value })}
            error={textProblem}
            style={{ flex: '1 1 18rem' }}
          />
          <DateOfValidityInput
            name="date"
            value={state.dateAsked || state.date}
            min={CODIFICATION_LIMITS.earliestDate}
            max={CODIFICATION_LIMITS.latestDate}
            error={dateProblem}
            onChange={(value) => sync({ date: value || null, page: null })}
          />
          <Button type="submit" mt={{ base: 0, xs: 46 }} w={{ base: '100%', xs: 'auto' }}>
            {t('codification.searchButton')}
          </Button>
        </Group>
      </form>
      {problem === 'selection' && (
        <Alert color="yellow" role="alert">
          {t('codification.selectionMandatory')}
        </Alert>
      )}
      {state.tableName !== undefined && !definition && (
        <Alert color="red" role="alert">
          {t('codification.unknownTable', { table: state.tableName })}
        </Alert>
      )}
      <Stack ref={answerRef} gap="lg">
        {search && answer.isFetching && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text fz="sm">{t('messages.loading')}</Text>
          </Group>
        )}
        {search && shown && shown.totalCount === 0 && (
          <Alert color="yellow" role="status">
            {t('codification.noResults')}
          </Alert>
        )}
        {search && definition && shown && shown.totalCount > 0 && (
          <Stack gap="sm">
            <Text fz="sm">{t('codification.rowsHint')}</Text>
            <CodificationTable
              ref={table}
              key={`${definition.name} ${search.page}`}
              records={shown.resultList}
              columns={columns}
              codeOf={(record) => displayedCode(definition, record)}
              label={t('codification.tableLabel', { table: name, date: formatDate(search.date, language) })}
              onOpen={openRecord}
            />
            <Group justify="space-between">
              <Group>
                <Text fz="sm" role="status">
                  {t('codification.resultCount', { count: shown.totalCount })}
                </Text>
                <TableExportButtons
                  fileName={`codification-${definition.name}`}
                  title={name}
                  content={exportContent}
                />
              </Group>
              {pages > 1 && (
                <TablePagination
                  pages={pages}
                  page={Math.min(state.page, pages - 1) + 1}
                  onChange={(shownPage) => sync({ page: shownPage - 1 || null })}
                />
              )}
            </Group>
          </Stack>
        )}
      </Stack>
      {panel}
    </Stack>
  );
}
