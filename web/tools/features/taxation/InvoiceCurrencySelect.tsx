import { Select } from '@mantine/core';
import type { IsoDate } from '@tsw/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../../api/useCurrencies';
import { currencyOptions } from '../../../shared/i18n/currencyNames';
import type { Language } from '../../../shared/i18n/languages';
import { CustomsRateNote } from './CustomsRateNote';

/** The currency of an item's invoice, searched by code or name, with its customs rate on the date. */
export function InvoiceCurrencySelect({
  name,
  value,
  onChange,
  date,
  language,
  error,
}: {
  name: string;
  value: string | null;
  onChange: (currency: string | null) => void;
  date: IsoDate;
  language: Language;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const choices = useMemo(() => currencyOptions(language, currencies.data), [currencies.data, language]);
  return (
    <Select
      label={t('taxation.form.currency')}
      description={<CustomsRateNote currency={value} date={date} language={language} />}
      name={name}
      data={choices}
      value={value}
      onChange={onChange}
      searchable
      // An invoice always has a currency: choosing the chosen one again keeps it (Mantine would clear it).
      allowDeselect={false}
      nothingFoundMessage={t('suggest.nothingFound')}
      error={error}
      required
    />
  );
}
