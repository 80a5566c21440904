import { Alert, Select, Stack, Text, Title } from '@mantine/core';
import {
  CENTRAL_BANK_RATE_LIMITS,
  CENTRAL_BANK_RATE_SORTS,
  CENTRAL_BANK_REPORT_FORMATS,
  formatDate,
  type CentralBankRateSort,
} from '@tsw/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { isolatedText } from '../../../shared/i18n/isolatedText';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { showErrorToast } from '../../messages/errorToast';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { useRateListParams } from '../../navigation/useRateListParams';
import { RateListFilters } from '../../forms/RateListFilters';
import { ExportButtons } from '../../documents/ExportButtons';
import { ListFooter } from '../../tables/ListFooter';
import { useListPageParams } from '../../tables/useListPageParams';
import { useTableSortParams } from '../../tables/useTableSortParams';
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
 * The central banks' exchange rates (the external exchange rates): each source's latest rates on or before
 * the date of validity, searched by currency or text, sorted and paged by the service, printed as CSV or
 * PDF. The choices live in the URL.
 */
export function CentralBankRatesPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const [searchParams] = useSearchParams();
  const sync = useSyncSearchParams();
  const { requestedDate, date, searchText, currencies } = useRateListParams({
    searchTextMaxLength: CENTRAL_BANK_RATE_LIMITS.searchTextMaxLength,
    currenciesMax: CENTRAL_BANK_RATE_LIMITS.currenciesMax,
  });
  const sort = useTableSortParams<CentralBankRateSort>({
    sorts: CENTRAL_BANK_RATE_SORTS,
    defaultSort: 'currencyCode',
  });
  const paging = useListPageParams();
  const source = (searchParams.get('source') ?? '').slice(0, CENTRAL_BANK_RATE_LIMITS.sourceMaxLength);

  const selection: CentralBankRateSelection = {
    date,
    currencies,
    searchText,
    source,
    sort: sort.by,
    order: sort.order,
    locale: language,
  };
  const rates = useCentralBankRates(selection, {
    max: paging.size,
    offset: Math.min((paging.page - 1) * paging.size, CENTRAL_BANK_RATE_LIMITS.offsetMax),
  });
  const printCentralBankRates = useCentralBankRatesPrint(selection);
  useEffect(() => {
    if (rates.isError) showErrorToast(t, { description: t('centralBankRates.failed') });
  }, [rates.isError, t]);
  const answer = rates.isError ? undefined : rates.data;
  const publications = publicationsOf(answer);
  const sources = answer?.sources ?? [];

  return (
    <Stack gap="lg">
      <title>{t('centralBankRates.title')}</title>
      <Title order={1}>{t('centralBankRates.title')}</Title>
      <RateListFilters
        language={language}
        requestedDate={requestedDate}
        searchText={searchText}
        currencies={currencies}
        searchLabel={t('centralBankRates.searchLabel')}
        currenciesLabel={t('centralBankRates.currenciesLabel')}
        searchTextMaxLength={CENTRAL_BANK_RATE_LIMITS.searchTextMaxLength}
        currenciesMax={CENTRAL_BANK_RATE_LIMITS.currenciesMax}
      >
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
      </RateListFilters>
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
            language={language}
            withSource={publications.length > 1}
            sort={sort}
          />
          <ListFooter
            count={t('centralBankRates.count', { count: answer.totalCount })}
            total={answer.totalCount}
            paging={paging}
            sizeLabel={t('centralBankRates.pageSize')}
            settled={!rates.isPlaceholderData}
          >
            <ExportButtons
              formats={CENTRAL_BANK_REPORT_FORMATS}
              label={(format) => t(`centralBankRates.print.${format}`)}
              onExport={printCentralBankRates}
            />
          </ListFooter>
        </Stack>
      )}
    </Stack>
  );
}
