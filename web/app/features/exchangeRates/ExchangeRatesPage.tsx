import { Alert, Button, Group, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { holdsAnyRole, LIST_PAGE_SIZES, REFERENCE_SEARCH_LIMITS } from '@tsw/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { RATE_PUBLISHER_ROLES } from './ratePublishingApi';
import { languageOfPath } from '../../i18n/languagePath';
import { showErrorToast } from '../../messages/errorToast';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { useRateListParams } from '../../navigation/useRateListParams';
import { RateListFilters } from '../../forms/RateListFilters';
import { CurrencyConverter } from './CurrencyConverter';
import { ExchangeRatesTable } from './ExchangeRatesTable';
import { customsRates, useCustomsRates, type CustomsRate, type CustomsRateSort } from './exchangeRatesApi';
import { ratesExportTable, ratesPdfDocument } from './exchangeRatesExport';
import { downloadBlob, tableCsv, tableXlsx } from '../../documents/tableExport';
import { ExportButtons, type ExportFormat } from '../../documents/ExportButtons';
import { TablePagination } from '../../tables/TablePagination';
import { tablePdf } from '../../documents/tablePdf';
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
  const { country, services } = usePortalConfig();
  const {
    today,
    requestedDate,
    date: validityDate,
    searchText,
    currencies,
    sort,
    order,
    size,
    page,
  } = useRateListParams<CustomsRateSort>({ sorts: SORTS, defaultSort: 'code' });
  const showDifference = searchParams.get('difference') !== 'off';

  const params = { validityDate, showDifference, searchText, currencies, sort, order };
  const rates = useCustomsRates({
    ...params,
    max: size,
    offset: Math.min((page - 1) * size, REFERENCE_SEARCH_LIMITS.offsetCap),
  });
  const { accessToken, identity } = useAuth();
  useEffect(() => {
    if (rates.isError) showErrorToast(t, { description: t('exchangeRates.failed') });
  }, [rates.isError, t]);
  const answer = rates.isError ? undefined : rates.data;
  const lastUpdated = answer ? latestStart(answer.rates) : null;
  const pages = Math.max(1, Math.ceil((answer?.totalCount ?? 0) / size));
  /** The whole list, not only the page shown, with the difference when it is shown (§9 columns). */
  const exportAs = async (format: ExportFormat) => {
    try {
      const all = await customsRates(
        services.referenceData as string,
        { ...params, max: Math.min(answer?.totalCount ?? 0, REFERENCE_SEARCH_LIMITS.maxCap), offset: 0 },
        accessToken,
      );
      const table = ratesExportTable(t, language, all.rates);
      const blob =
        format === 'csv'
          ? tableCsv(table)
          : format === 'xlsx'
            ? await tableXlsx(table, t('exchangeRates.customsTitle'))
            : await tablePdf(
                ratesPdfDocument(t, all.rates, {
                  language,
                  country,
                  date: validityDate,
                  lastUpdated: latestStart(all.rates),
                  printed: new Date(),
                }),
              );
      downloadBlob(blob, `${EXPORT_FILE_NAME}.${format}`);
    } catch (error) {
      console.error(error);
      showErrorToast(t, { description: t('messages.somethingWentWrong') });
    }
  };

  return (
    <Stack gap="lg">
      <title>{t('exchangeRates.title')}</title>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('exchangeRates.title')}</Title>
        {identity && holdsAnyRole(identity, RATE_PUBLISHER_ROLES) && (
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
            {t('exchangeRates.lastUpdated', { date: lastUpdated })}
          </Text>
        )}
        {answer?.differenceUnavailable && (
          <Alert color="yellow" role="status">
            {t('exchangeRates.differenceFailed')}
          </Alert>
        )}
        {answer && answer.totalCount === 0 && (
          <Alert color="gray" role="status">
            {t('exchangeRates.noRates', { date: validityDate })}
          </Alert>
        )}
        {answer && answer.totalCount > 0 && (
          <>
            <ExchangeRatesTable
              rates={answer.rates}
              language={language}
              showDifference={showDifference && !answer.differenceUnavailable}
              sort={sort}
              order={order}
              onSort={(next) =>
                sync({ sort: next, order: next === sort && order === 'asc' ? 'desc' : null, page: null })
              }
            />
            <Group justify="space-between">
              <Group>
                <Text fz="sm">{t('exchangeRates.count', { count: answer.totalCount })}</Text>
                <ExportButtons onExport={(format) => void exportAs(format)} />
              </Group>
              <Group>
                <Select
                  aria-label={t('exchangeRates.pageSize')}
                  data={LIST_PAGE_SIZES.map(String)}
                  value={String(size)}
                  onChange={(value) => sync({ size: value, page: null })}
                  w={90}
                />
                <TablePagination
                  pages={pages}
                  page={Math.min(page, pages)}
                  onChange={(next) => sync({ page: next })}
                />
              </Group>
            </Group>
          </>
        )}
      </Stack>
    </Stack>
  );
}
