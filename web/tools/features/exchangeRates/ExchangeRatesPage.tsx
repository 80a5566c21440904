import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { formatDate, REFERENCE_SEARCH_LIMITS } from '@tsw/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { RATE_PUBLISHER_ROLES } from './ratePublishingApi';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { isolatedText } from '../../../shared/i18n/isolatedText';
import { showErrorToast } from '../../messages/errorToast';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { useRateListParams } from '../../navigation/useRateListParams';
import { RateListFilters } from '../../forms/RateListFilters';
import { CurrencyConverter } from './CurrencyConverter';
import { ExchangeRatesTable } from './ExchangeRatesTable';
import { customsRates, useCustomsRates, type CustomsRate, type CustomsRateSort } from './exchangeRatesApi';
import { ratesExportTable, ratesPdfContent } from './exchangeRatesExport';
import { TableExportButtons } from '../../documents/TableExportButtons';
import { ListFooter } from '../../tables/ListFooter';
import { useListPageParams } from '../../tables/useListPageParams';
import { useTableSortParams } from '../../tables/useTableSortParams';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';

const SORTS: readonly CustomsRateSort[] = ['code', 'description', 'rate'];
const EXPORT_FILE_NAME = 'customs-exchange-rates';

/** When the newest of the rates took effect: the "last updated" line. */
function latestStart(rates: readonly CustomsRate[]): string | null {
  return rates.reduce<string | null>(
    (latest, rate) =>
      rate.validFromDate && (!latest || rate.validFromDate > latest) ? rate.validFromDate : latest,
    null,
  );
}

/**
 * Customs exchange rates (issue 6): the rates valid on a date with the day-on-day difference, searched by
 * currency or text, paged and sorted, beside the converter. The choices live in the URL.
 */
export function ExchangeRatesPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const language = languageOfPath(location.pathname);
  const [searchParams] = useSearchParams();
  const sync = useSyncSearchParams();
  const { services } = usePortalConfig();
  const { today, requestedDate, date: validityDate, searchText, currencies } = useRateListParams();
  const sort = useTableSortParams<CustomsRateSort>({ sorts: SORTS, defaultSort: 'code' });
  const paging = useListPageParams();
  const showDifference = searchParams.get('difference') !== 'off';

  const params = { validityDate, showDifference, searchText, currencies, sort: sort.by, order: sort.order };
  const rates = useCustomsRates({
    ...params,
    max: paging.size,
    offset: Math.min((paging.page - 1) * paging.size, REFERENCE_SEARCH_LIMITS.offsetCap),
  });
  const { accessToken, holdsAnyRole } = useAuth();
  useEffect(() => {
    if (rates.isError) showErrorToast(t, { description: t('exchangeRates.failed') });
  }, [rates.isError, t]);
  const answer = rates.isError ? undefined : rates.data;
  const lastUpdated = answer ? latestStart(answer.rates) : null;
  // An empty answer says why: the currencies chosen (which the search takes before the text), the text, or
  // the date. "No rates in force" after a search with no match would tell a trader there are none at all.
  const shownDate = (date: string) => isolatedText(formatDate(date, language));
  const noRatesText = () =>
    currencies.length > 0
      ? t('exchangeRates.noChosenRates', { date: shownDate(validityDate) })
      : searchText.trim()
        ? t('exchangeRates.noMatch', { text: searchText.trim() })
        : t('exchangeRates.noRates', { date: shownDate(validityDate) });
  /** The whole list, not only the page shown, with the difference when it is shown. */
  const exportContent = async () => {
    const all = await customsRates(
      services.referenceData as string,
      { ...params, max: Math.min(answer?.totalCount ?? 0, REFERENCE_SEARCH_LIMITS.maxCap), offset: 0 },
      accessToken,
    );
    return {
      table: ratesExportTable(t, language, all.rates),
      pdf: ratesPdfContent(t, all.rates, {
        language,
        date: validityDate,
        lastUpdated: latestStart(all.rates),
      }),
    };
  };

  return (
    <Stack gap="lg">
      <title>{t('exchangeRates.title')}</title>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('exchangeRates.title')}</Title>
        {holdsAnyRole(RATE_PUBLISHER_ROLES) && (
          <Button component={Link} to={paths.ratePublishing.build(language)} variant="light">
            {t('ratePublishing.publishLink')}
          </Button>
        )}
      </Group>
      <CurrencyConverter language={language} today={today} />
      <Stack gap="sm" component="section" aria-labelledby="rates-title">
        <Title order={2} size="h3" id="rates-title">
          {t('exchangeRates.customsTitle')}
        </Title>
        <RateListFilters
          language={language}
          requestedDate={requestedDate}
          searchText={searchText}
          currencies={currencies}
          searchLabel={t('exchangeRates.searchLabel')}
          currenciesLabel={t('exchangeRates.currenciesLabel')}
        >
          <Switch
            label={t('exchangeRates.showDifference')}
            checked={showDifference}
            onChange={(event) => sync({ difference: event.currentTarget.checked ? null : 'off' })}
            mb={8}
          />
        </RateListFilters>
        {lastUpdated && (
          <Text c="gray.7" fz="sm" data-testid="rates-last-updated">
            {t('exchangeRates.lastUpdated', { date: shownDate(lastUpdated) })}
          </Text>
        )}
        {answer?.differenceUnavailable && (
          <Alert color="yellow" role="status">
            {t('exchangeRates.differenceFailed')}
          </Alert>
        )}
        {answer && answer.totalCount === 0 && (
          <Alert color="gray" role="status">
            {noRatesText()}
          </Alert>
        )}
        {answer && answer.totalCount > 0 && (
          <>
            <ExchangeRatesTable
              rates={answer.rates}
              language={language}
              showDifference={showDifference && !answer.differenceUnavailable}
              sort={sort}
            />
            <ListFooter
              count={t('exchangeRates.count', { count: answer.totalCount })}
              total={answer.totalCount}
              paging={paging}
              sizeLabel={t('exchangeRates.pageSize')}
              settled={!rates.isPlaceholderData}
            >
              <TableExportButtons
                fileName={EXPORT_FILE_NAME}
                title={t('exchangeRates.customsTitle')}
                content={exportContent}
              />
            </ListFooter>
          </>
        )}
      </Stack>
    </Stack>
  );
}
