import { Anchor, Stack, Text, Title } from '@mantine/core';
import {
  compareDecimals,
  decimalFromText,
  formatDate,
  type IsoDate,
  type SiteExchangeRate,
} from '@tsw/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { currencyName } from '../../../shared/i18n/currencyNames';
import type { Language } from '../../../shared/i18n/languages';
import { SitePageDescription } from '../../site/PageDescription';
import { ExchangeRatesTable } from './ExchangeRatesTable';
import type { CustomsRateSort } from './exchangeRatesApi';
import type { TableOrder } from '../../tables/tableSort';

/** The customs rates of the day the site was generated, as the information site shows them. */
export interface SiteRatesData {
  readonly date: IsoDate;
  readonly rates: readonly SiteExchangeRate[];
}

function sortedRates(
  rates: readonly SiteExchangeRate[],
  language: Language,
  { by: sort, order }: TableOrder<CustomsRateSort>,
): SiteExchangeRate[] {
  const compare = (left: SiteExchangeRate, right: SiteExchangeRate) => {
    if (sort === 'rate') {
      const zero = { units: 0n, scale: 0 };
      return compareDecimals(
        decimalFromText(left.rate ?? '') ?? zero,
        decimalFromText(right.rate ?? '') ?? zero,
      );
    }
    if (sort === 'description') {
      return currencyName(language, left).localeCompare(currencyName(language, right), language);
    }
    return left.code.localeCompare(right.code);
  };
  return [...rates].sort((left, right) => (order === 'asc' ? 1 : -1) * compare(left, right));
}

/**
 * The exchange-rate page of the information site: the customs rates in force today with their change
 * from the day before, in the table of the rates tool, sorted in the page. Searching other dates and the
 * converter are in the tool, after sign-in.
 */
export function SiteExchangeRatesPage({ data, language }: { data: SiteRatesData; language: Language }) {
  const { t } = useTranslation();
  const [tableOrder, setTableOrder] = useState<TableOrder<CustomsRateSort>>({ by: 'code', order: 'asc' });
  const rates = useMemo(
    () => sortedRates(data.rates, language, tableOrder),
    [data.rates, language, tableOrder],
  );
  return (
    <Stack gap="md">
      <title>{t('site.rates.title')}</title>
      <SitePageDescription page="rates" />
      <Title order={1}>{t('site.rates.title')}</Title>
      <Text>{t('site.rates.inForce', { date: formatDate(data.date, language) })}</Text>
      {rates.length === 0 ? (
        <Text>{t('site.rates.none')}</Text>
      ) : (
        <ExchangeRatesTable
          rates={rates}
          language={language}
          showDifference
          sort={{ ...tableOrder, sortBy: setTableOrder }}
        />
      )}
      <Anchor component={Link} to={paths.tool.build(language, 'exchange-rates')} c="portal.9" fw={600}>
        {t('site.rates.toTool')}
      </Anchor>
    </Stack>
  );
}
