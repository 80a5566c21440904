import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { isIsoDate, REFERENCE_SEARCH_LIMITS } from '@tsw/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { usePortalToday } from '../../api/usePortalToday';
import { DateOfValidityInput } from '../../forms/DateOfValidityInput';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { showErrorToast } from '../../messages/errorToast';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { useTypedSearchText } from '../../navigation/useTypedSearchText';
import { ListFooter } from '../../tables/ListFooter';
import { useListPageParams } from '../../tables/useListPageParams';
import { useTableSortParams } from '../../tables/useTableSortParams';
import { useSroSearch } from './sroApi';
import { SroCp3Lookup } from './SroCp3Lookup';
import { SRO_SORTS, sroTextProblem, type SroSelection } from './sroSearch';
import { SroTable } from './SroTable';

/**
 * The statutory regulatory orders (SROs): the list in force on a date, searched by number, CPC3 code or
 * words (in the page's language too), each order's PDF a click away; `?code=2025-119` shows that order alone
 * (the link other screens give). Below it, §9's lookup by CPC3 code. The choices live in the URL; a date or
 * text the service cannot read is said, not sent.
 */
export function SroPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const [searchParams] = useSearchParams();
  const sync = useSyncSearchParams();
  const today = usePortalToday();
  const requestedDate = searchParams.get('date') ?? '';
  const dateIsBad = requestedDate !== '' && !isIsoDate(requestedDate);
  const text = searchParams.get('q') ?? '';
  const textProblem = sroTextProblem(text);
  // Cut to what the service reads: a longer "code" is none, and finds nothing rather than a refusal.
  const code = (searchParams.get('code') ?? '').trim().slice(0, REFERENCE_SEARCH_LIMITS.valueLengthCap);
  const [typed, setTyped] = useTypedSearchText(text);
  const sort = useTableSortParams({ sorts: SRO_SORTS, defaultSort: 'code' });
  const paging = useListPageParams();

  const selection: SroSelection = {
    date: isIsoDate(requestedDate) ? requestedDate : today,
    code,
    text,
    language,
    sort: sort.by,
    order: sort.order,
  };
  const searchable = !dateIsBad && (code !== '' || textProblem === undefined);
  const sros = useSroSearch(
    selection,
    {
      max: paging.size,
      offset: Math.min((paging.page - 1) * paging.size, REFERENCE_SEARCH_LIMITS.offsetCap),
    },
    searchable,
  );
  useEffect(() => {
    if (sros.isError) showErrorToast(t, { description: t('sro.failed') });
  }, [sros.isError, t]);
  const answer = searchable && !sros.isError ? sros.data : undefined;

  return (
    <Stack gap="lg">
      <title>{t('sro.title')}</title>
      <Title order={1}>{t('sro.title')}</Title>
      <Text c="gray.7">{t('sro.intro')}</Text>
      <Group align="flex-start" wrap="wrap">
        <DateOfValidityInput
          name="date"
          value={requestedDate}
          onChange={(value) => sync({ date: value || null, page: null })}
        />
        {code === '' && (
          <TextInput
            label={t('sro.searchLabel')}
            description={t('sro.searchHint')}
            name="q"
            value={typed}
            maxLength={REFERENCE_SEARCH_LIMITS.valueLengthCap}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={textProblem ? t('sro.textTooLong', { max: textProblem.max }) : undefined}
            w={320}
          />
        )}
      </Group>
      {dateIsBad && (
        <Alert color="red" role="alert">
          {t('sro.badDate')}
        </Alert>
      )}
      {code !== '' && (
        <Group gap="sm">
          <Text data-testid="sro-linked">
            {t('sro.linked')} <span className="code-text">{code}</span>
          </Text>
          <Button variant="light" size="xs" onClick={() => sync({ code: null, page: null })}>
            {t('sro.showAll')}
          </Button>
        </Group>
      )}
      {answer && answer.totalCount === 0 && (
        <Alert color="gray" role="status">
          {t('sro.emptyResult')}
        </Alert>
      )}
      {answer && answer.totalCount > 0 && (
        <Stack gap="sm">
          <SroTable records={answer.resultList} language={language} sort={sort} />
          <ListFooter
            count={t('sro.count', { count: answer.totalCount })}
            total={answer.totalCount}
            paging={paging}
            sizeLabel={t('sro.pageSize')}
            settled={!sros.isPlaceholderData}
          />
        </Stack>
      )}
      <SroCp3Lookup date={dateIsBad ? undefined : selection.date} language={language} />
    </Stack>
  );
}
