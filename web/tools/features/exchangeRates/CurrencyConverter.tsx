import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  amountFromText,
  CONVERTER_LIMITS,
  convertedTotal,
  decimalText,
  formatAmount,
  formatDate,
  formatRate,
  isIsoDate,
  type AmountProblemCode,
  type IsoDate,
} from '@tsw/domain';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateOfValidityInput } from '../../forms/DateOfValidityInput';
import { useAnswerInView } from '../../forms/useAnswerInView';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import type { Language } from '../../../shared/i18n/languages';
import { isolatedText } from '../../../shared/i18n/isolatedText';
import { showErrorToast } from '../../messages/errorToast';
import { currencyOptions } from '../../../shared/i18n/currencyNames';
import { customsRateOfCurrency } from './exchangeRatesApi';
import { useCurrencies } from '../../api/useCurrencies';

const AMOUNT_MESSAGES = {
  AMOUNT_REQUIRED: 'exchangeRates.converter.required',
  AMOUNT_NOT_A_NUMBER: 'exchangeRates.converter.notANumber',
  AMOUNT_TOO_LARGE: 'exchangeRates.converter.tooLarge',
  AMOUNT_BELOW_MINIMUM: 'exchangeRates.converter.belowMinimum',
} as const satisfies Record<AmountProblemCode, string>;

type Conversion =
  | { kind: 'done'; amount: string; code: string; rate: string; total: string; date: IsoDate }
  | { kind: 'noRate' | 'unknownCurrency' };

/**
 * The converter: amount × the customs rate of the currency on the date of validity, computed exactly.
 * The form's messages and error toasts say what is missing.
 */
export function CurrencyConverter({ language, today }: { language: Language; today: IsoDate }) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData;
  const currencies = useCurrencies();
  const [amount, setAmount] = useState('');
  const [code, setCode] = useState<string | null>('USD');
  const [date, setDate] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; currency?: string }>({});
  const [conversion, setConversion] = useState<Conversion | null>(null);
  const [busy, setBusy] = useState(false);
  const [answerRef, expectAnswer] = useAnswerInView(busy ? undefined : (conversion ?? undefined));

  useEffect(() => {
    if (currencies.isError) showErrorToast(t, { description: t('exchangeRates.converter.currenciesFailed') });
  }, [currencies.isError, t]);
  const options = useMemo(() => currencyOptions(language, currencies.data), [currencies.data, language]);

  const convert = async (event: FormEvent) => {
    event.preventDefault();
    const reading = amountFromText(amount);
    const found: typeof problems = {};
    if (!reading.ok) {
      found.amount = t(AMOUNT_MESSAGES[reading.problem.code], {
        min: reading.problem.params?.min ?? CONVERTER_LIMITS.minimumAmount,
        max: reading.problem.params?.max,
      });
    }
    if (!code) found.currency = t('exchangeRates.converter.required');
    setProblems(found);
    setConversion(null);
    if (!reading.ok || !code || !serviceUrl) return;
    expectAnswer();
    if (currencies.data && !currencies.data.some((currency) => currency.code === code)) {
      setConversion({ kind: 'unknownCurrency' });
      return;
    }
    const validityDate = isIsoDate(date) ? date : today;
    setBusy(true);
    try {
      const record = await customsRateOfCurrency(serviceUrl, code, validityDate, accessToken);
      const total = record?.rate ? convertedTotal(reading.amount, record.rate) : undefined;
      setConversion(
        record?.rate && total
          ? {
              kind: 'done',
              amount: decimalText(reading.amount),
              code,
              rate: record.rate,
              total,
              date: validityDate,
            }
          : { kind: 'noRate' },
      );
    } catch {
      setConversion(null);
      showErrorToast(t, { description: t('exchangeRates.converter.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="converter-title">
      <Title order={2} size="h3" id="converter-title" mb="sm">
        {t('exchangeRates.converter.title')}
      </Title>
      <form
        onSubmit={(event) => void convert(event)}
        noValidate
        aria-label={t('exchangeRates.converter.title')}
      >
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t('exchangeRates.converter.amount')}
            inputMode="decimal"
            name="amount"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={problems.amount}
            required
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            label={t('exchangeRates.converter.currency')}
            name="currency"
            data={options}
            value={code}
            onChange={setCode}
            searchable
            // Choosing the chosen currency again keeps it: a conversion always has one.
            allowDeselect={false}
            error={problems.currency}
            nothingFoundMessage={t('exchangeRates.converter.noCurrency')}
            required
            w={{ base: '100%', xs: 280 }}
          />
          <DateOfValidityInput name="converterDate" value={date} onChange={setDate} />
          <Button type="submit" mt={{ base: 0, xs: 24 }} w={{ base: '100%', xs: 'auto' }} loading={busy}>
            {t('exchangeRates.converter.convert')}
          </Button>
        </Group>
      </form>
      <Stack ref={answerRef} mt="sm" gap={4} aria-live="polite">
        {conversion?.kind === 'done' && (
          <>
            <Text fw={700} fz="lg" data-testid="converted-total">
              <span className="code-text">{formatAmount(conversion.total, language)}</span> BDT
            </Text>
            <Text c="gray.7" fz="sm">
              {t('exchangeRates.converter.explained', {
                amount: formatAmount(conversion.amount, language),
                code: conversion.code,
                rate: formatRate(conversion.rate, language),
                date: isolatedText(formatDate(conversion.date, language)),
              })}
            </Text>
          </>
        )}
        {conversion?.kind === 'noRate' && (
          <Alert color="yellow" role="status">
            {t('exchangeRates.converter.noRate')}
          </Alert>
        )}
        {conversion?.kind === 'unknownCurrency' && (
          <Alert color="yellow" role="status">
            {t('exchangeRates.converter.currencyNotFound')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
