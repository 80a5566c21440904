import { Alert, Button, Group, MultiSelect, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  CENTRAL_BANK_RATE_LIMITS,
  CENTRAL_BANK_RATE_SORTS,
  CENTRAL_BANK_REPORT_FORMATS,
  CURRENCY_CODE,
  DEFAULT_LIST_PAGE_SIZE,
  formatDate,
  isIsoDate,
  isoDateAt,
  LIST_PAGE_SIZES,
  listPageSizeOf,
  type CentralBankRateSort,
} from '@tsw/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useCurrencies } from '../../api/useCurrencies';
import { usePortalConfig } from '../../api/usePortalConfig';
import { DateOfValidityInput } from '../../forms/DateOfValidityInput';
import { currencyOptions } from '../../i18n/currencyNames';
import { isolatedText } from '../../i18n/isolatedText';
import { languageOfPath } from '../../i18n/languagePath';
import { showErrorToast } from '../../messages/errorToast';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { useTypedSearchText } from '../../navigation/useTypedSearchText';
import { TablePagination } from '../../tables/TablePagination';
import { CentralBankRatesTable } from './CentralBankRatesTable';
import type { CentralBankRateSelection } from './centralBankRateQuery';
import {
  useCentralBankRates,
  useCentralBankRatesPrint,
  type CentralBankPublication,
  type CentralBankRatesAnswer,
} from './centralBankRatesApi';

/**
 * Each source with the day of its rates: as the service says, or (a service that does not say) as the rates
 * shown say.
 */
function publicationsOf(answer: CentralBankRatesAnswer | undefined): readonly CentralBankPublication[] {
  if (!answer) return [];
  if (answer.publications) return answer.publications;
  const days = new Map<string, string>();
  for (const rate of answer.exchangeRates) days.set(rate.source, rate.rateDate);
  return [...days]
    .sort(([left], [right]) => left.localeCompare(right))
    .map(([source, rateDate]) => ({ source, rateDate }));
}

/**
 * The central banks' exchange rates (§7 external exchange rates): each source's latest rates on or before
 * the date of validity, searched by currency or text, sorted and paged by the service, printed as CSV or
 * PDF. The choices live in the URL.
 */
export function CentralBankRatesPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const [searchParams] = useSearchParams();
  const sync = useSyncSearchParams();
  const { timeZone } = usePortalConfig();
  // The administration's day, as the server counts it (TIME_ZONE).
  const today = isoDateAt(new Date(), timeZone);
  const requestedDate = searchParams.get('date') ?? '';
  const searchText = (searchParams.get('q') ?? '').slice(0, CENTRAL_BANK_RATE_LIMITS.searchTextMaxLength);
  const currencies = (searchParams.get('currencies') ?? '')
    .split(',')
    .filter((code) => CURRENCY_CODE.test(code))
    .slice(0, CENTRAL_BANK_RATE_LIMITS.currenciesMax);
  const source = (searchParams.get('source') ?? '').slice(0, CENTRAL_BANK_RATE_LIMITS.sourceMaxLength);
  const requestedSort = searchParams.get('sort') ?? '';
  const sort = (CENTRAL_BANK_RATE_SORTS as readonly string[]).includes(requestedSort)
    ? (requestedSort as CentralBankRateSort)
    : 'currencyCode';
  const order: 'asc' | 'desc' = searchParams.get('order') === 'desc' ? 'desc' : 'asc';
  const size = listPageSizeOf(searchParams.get('size')) ?? DEFAULT_LIST_PAGE_SIZE;
  const page = Math.max(1, Math.floor(Number(searchParams.get('page')) || 1));

  const [typed, setTyped] = useTypedSearchText(searchText);

  const selection: CentralBankRateSelection = {
    date: isIsoDate(requestedDate) ? requestedDate : today,
    currencies,
    searchText,
    source,
    sort,
    order,
    locale: language,
  };
  const rates = useCentralBankRates(selection, {
    max: size,
    offset: Math.min((page - 1) * size, CENTRAL_BANK_RATE_LIMITS.offsetMax),
  });
  const printCentralBankRates = useCentralBankRatesPrint(selection);
  const currencyList = useCurrencies();
  useEffect(() => {
    if (rates.isError) showErrorToast(t, { description: t('centralBankRates.failed') });
  }, [rates.isError, t]);
  const answer = rates.isError ? undefined : rates.data;
  const publications = publicationsOf(answer);
  const pages = Math.max(1, Math.ceil((answer?.totalCount ?? 0) / size));
  // A page beyond the last (the list got shorter, or a hand-written URL) goes to the last one.
  const pageBeyondLast =
    answer !== undefined && !rates.isPlaceholderData && answer.totalCount > 0 && page > pages;
  useEffect(() => {
    if (pageBeyondLast) sync({ page: pages > 1 ? pages : null });
  }, [pageBeyondLast, pages, sync]);
  const sources = answer?.sources ?? [];

  return (
    <Stack gap="lg">
      <title>{t('centralBankRates.title')}</title>
      <Title order={1}>{t('centralBankRates.title')}</Title>
      <Group align="flex-end" wrap="wrap">
        <DateOfValidityInput
          name="date"
          value={requestedDate}
          onChange={(value) => sync({ date: value || null, page: null })}
        />
        <TextInput
          label={t('centralBankRates.searchLabel')}
          name="q"
          value={typed}
          maxLength={CENTRAL_BANK_RATE_LIMITS.searchTextMaxLength}
          onChange={(event) => setTyped(event.currentTarget.value)}
          w={220}
        />
        <MultiSelect
          label={t('centralBankRates.currenciesLabel')}
          data={currencyOptions(language, currencyList.data)}
          value={currencies}
          onChange={(codes) => sync({ currencies: codes.join(',') || null, page: null })}
          maxValues={CENTRAL_BANK_RATE_LIMITS.currenciesMax}
          searchable
          clearable
          w={320}
        />
        {(sources.length > 1 || source) && (
          <Select
            label={t('centralBankRates.sourceLabel')}
            data={sources.includes(source) || !source ? sources : [...sources, source]}
            value={source || null}
            onChange={(value) => sync({ source: value, page: null })}
            placeholder={t('centralBankRates.allSources')}
            clearable
            w={280}
          />
        )}
      </Group>
      {publications.length > 0 && (
        <Stack gap={2} data-testid="central-bank-publications">
          {publications.map((publication) => (
            <Text key={publication.source} c="gray.7" fz="sm">
              {t('centralBankRates.publishedOn', {
                // Isolated, so that "Bangladesh Bank (sample data)" keeps its order in an Arabic sentence.
                source: isolatedText(publication.source),
                date: isolatedText(formatDate(publication.rateDate, language)),
              })}
            </Text>
          ))}
        </Stack>
      )}
      {answer && answer.totalCount === 0 && (
        <Alert color="gray" role="status">
          {/* A bank that published but has none of the currencies asked for is not "no rate". */}
          {t(publications.length > 0 ? 'centralBankRates.noResult' : 'centralBankRates.noRates')}
        </Alert>
      )}
      {answer && answer.totalCount > 0 && (
        <Stack gap="sm">
          <CentralBankRatesTable
            rates={answer.exchangeRates}
            withSource={publications.length > 1}
            sort={sort}
            order={order}
            onSort={(next) =>
              sync({ sort: next, order: next === sort && order === 'asc' ? 'desc' : null, page: null })
            }
          />
          <Group justify="space-between">
            <Group>
              <Text fz="sm">{t('centralBankRates.count', { count: answer.totalCount })}</Text>
              {CENTRAL_BANK_REPORT_FORMATS.map((format) => (
                <Button
                  key={format}
                  variant="default"
                  size="compact-md"
                  onClick={() => printCentralBankRates(format)}
                >
                  {t(`centralBankRates.print.${format}`)}
                </Button>
              ))}
            </Group>
            <Group>
              <Select
                aria-label={t('centralBankRates.pageSize')}
                data={LIST_PAGE_SIZES.map(String)}
                value={String(size)}
                onChange={(value) => sync({ size: value, page: null })}
                allowDeselect={false}
                w={90}
              />
              <TablePagination
                pages={pages}
                page={Math.min(page, pages)}
                onChange={(next) => sync({ page: next > 1 ? next : null })}
              />
            </Group>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
