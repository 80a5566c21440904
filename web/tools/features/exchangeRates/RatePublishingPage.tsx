import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  FileButton,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formatDate,
  formatRate,
  isIsoDate,
  isoDateDaysAfter,
  RATE_PUBLICATION_LIMITS,
  ratePublicationProblems,
  type IsoDate,
  type RequestProblem,
} from '@tsw/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/apiFetch';
import { usePortalToday } from '../../api/usePortalToday';
import { useCurrencies } from '../../api/useCurrencies';
import { useAuth } from '../../auth/authContext';
import { paths } from '../../../shared/config/paths';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import { currencyName, currencyOptions } from '../../../shared/i18n/currencyNames';
import { isolatedText } from '../../../shared/i18n/isolatedText';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { showSuccessToast } from '../../messages/successToast';
import { useCustomsRates } from './exchangeRatesApi';
import { publishRates, useNewestPeriod } from './ratePublishingApi';
import { ratesFromCsv } from './ratesCsv';
import { DateField } from '../../forms/DateField';

interface RateRow {
  readonly code: string;
  readonly rate: string;
}

/**
 * Staff publish the customs rates of a new period (issue 6): the newest period's rates to start from, edited
 * here or replaced by a CSV file, checked as the server checks them, then published. The new period ends
 * the one before it; nothing published is changed.
 */
export function RatePublishingPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { accessToken } = useAuth();
  const today = usePortalToday();
  const newest = useNewestPeriod();
  // The newest period may lie ahead of today: the form starts from its rates, the new period the day after.
  const base = newest.data?.latestStart && newest.data.latestStart > today ? newest.data.latestStart : today;
  const current = useCustomsRates({
    validityDate: base as IsoDate,
    showDifference: false,
    searchText: '',
    currencies: [],
    sort: 'code',
    order: 'asc',
    max: RATE_PUBLICATION_LIMITS.ratesMax,
    offset: 0,
  });
  const currencies = useCurrencies();
  const inForce = new Map((current.data?.rates ?? []).map((rate) => [rate.code, rate]));
  // Until edited, the form holds the newest period's rates.
  const [edited, setEdited] = useState<readonly RateRow[] | null>(null);
  const rows: readonly RateRow[] =
    edited ?? (current.data?.rates ?? []).map((rate) => ({ code: rate.code, rate: rate.rate ?? '' }));
  const [chosenDate, setValidFrom] = useState<string | null>(null);
  const validFrom = chosenDate ?? newest.data?.earliestStart ?? isoDateDaysAfter(today, 1);
  const ready = newest.isSuccess && current.isSuccess && !current.isPlaceholderData;
  /** Currencies of the newest period that the new one leaves out: they will have no rate from its first day. */
  const dropped = [...inForce.keys()].filter((code) => !rows.some((row) => row.code === code));
  const [adding, setAdding] = useState<string | null>(null);
  const [badLines, setBadLines] = useState<readonly number[]>([]);
  const [checked, setChecked] = useState<readonly RequestProblem[]>([]);

  const publish = useMutation({
    mutationFn: () => publishRates({ validFrom, rates: rows }, accessToken),
    onSuccess: async (published) => {
      showSuccessToast(
        t('ratePublishing.published', {
          count: published.publishedRates,
          date: isolatedText(formatDate(published.validFrom, language)),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: ['customs-rates'] });
      await queryClient.invalidateQueries({ queryKey: ['newest-rate-period'] });
      void navigate(`${paths.tool.build(language, 'exchange-rates')}?date=${published.validFrom}`);
    },
  });
  const problemText = (problem: Pick<RequestProblem, 'code' | 'params'>) =>
    t(`problems.${problem.code}`, {
      ...Object.fromEntries(
        Object.entries(problem.params ?? {}).map(([name, value]) => [
          name,
          typeof value === 'string' && isIsoDate(value) ? isolatedText(formatDate(value, language)) : value,
        ]),
      ),
      defaultValue: t('problems.other'),
    });
  const errors: Record<string, string> = {
    ...Object.fromEntries(checked.map((problem) => [problem.path, problemText(problem)])),
    ...fieldErrorsOf(t, publish.error),
    // The server's problems in the same words as ours, dates written for the reader.
    ...Object.fromEntries(
      (publish.error instanceof ApiError ? publish.error.problems : []).map((problem) => [
        problem.path,
        problemText(problem),
      ]),
    ),
  };

  const change = (next: readonly RateRow[]) => {
    setEdited(next);
    setChecked([]);
    publish.reset();
  };
  const loadCsv = async (file: File | null) => {
    if (!file) return;
    const reading = ratesFromCsv(await file.text());
    setBadLines(reading.badLines);
    if (reading.rates.length > 0) change(reading.rates);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const known = currencies.data ? new Set(currencies.data.map((currency) => currency.code)) : undefined;
    const problems = ratePublicationProblems(
      { validFrom, rates: rows },
      {
        today,
        latestStart: newest.data?.latestStart ?? null,
        isKnownCurrency: (code) => known?.has(code) ?? true,
      },
    );
    setChecked(problems);
    if (problems.length === 0) publish.mutate();
  };
  const choices = currencyOptions(language, currencies.data).filter(
    (option) => !rows.some((row) => row.code === option.value),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="publish-title">
      <Stack gap="lg">
        <title>{t('ratePublishing.title')}</title>
        <Title order={1} id="publish-title">
          {t('ratePublishing.title')}
        </Title>
        <Text maw={720}>{t('ratePublishing.intro')}</Text>
        <Anchor component={Link} to={paths.tool.build(language, 'exchange-rates')}>
          {t('ratePublishing.back')}
        </Anchor>
        <Group align="flex-end" wrap="wrap">
          <DateField
            label={t('ratePublishing.validFrom')}
            name="validFrom"
            value={validFrom}
            min={newest.data?.earliestStart}
            onChange={(date) => {
              setValidFrom(date);
              setChecked([]);
              publish.reset();
            }}
            error={errors.validFrom}
            required
            w={200}
          />
          <FileButton
            onChange={(file) => void loadCsv(file)}
            accept=".csv,text/csv,text/plain"
            disabled={!ready}
          >
            {(props) => (
              <Button variant="default" {...props}>
                {t('ratePublishing.loadCsv')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text c="gray.7" fz="sm">
          {t('ratePublishing.csvHint')}
        </Text>
        {badLines.length > 0 && (
          <Alert color="yellow" role="status">
            {t('ratePublishing.csvBadLines', { lines: badLines.join(', ') })}
          </Alert>
        )}
        {(errors.rates ?? errors.form) && (
          <Alert color="red" role="alert">
            {errors.rates ?? errors.form}
          </Alert>
        )}
        {(newest.isError || current.isError) && (
          <Alert color="red" role="alert">
            {t('ratePublishing.loadFailed')}
          </Alert>
        )}
        {ready && dropped.length > 0 && (
          <Alert color="yellow" role="status" data-testid="dropped-currencies">
            {t('ratePublishing.dropped', {
              count: dropped.length,
              codes: dropped.join(', '),
              date: isolatedText(formatDate(validFrom, language)),
            })}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t('ratePublishing.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('exchangeRates.columns.code')}</Table.Th>
                <Table.Th>{t('exchangeRates.columns.name')}</Table.Th>
                <Table.Th>
                  {t('ratePublishing.inForce', { date: isolatedText(formatDate(base, language)) })}
                </Table.Th>
                <Table.Th>{t('ratePublishing.newRate')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('ratePublishing.remove')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const name = currencyName(language, {
                  code: row.code,
                  ...currencies.data?.find((currency) => currency.code === row.code),
                });
                const codeError = errors[`rates[${index}].code`];
                return (
                  <Table.Tr key={`${row.code}-${index}`}>
                    <Table.Td>
                      <span className="code-text">{row.code}</span>
                      {codeError && (
                        <Text c="red.8" fz="xs" role="alert">
                          {codeError}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>
                      <span className="code-text">{formatRate(inForce.get(row.code)?.rate, language)}</span>
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('ratePublishing.rateOf', { code: row.code })}
                        inputMode="decimal"
                        value={row.rate}
                        onChange={(event) => {
                          const rate = event.currentTarget.value;
                          change(rows.map((other, at) => (at === index ? { ...other, rate } : other)));
                        }}
                        error={errors[`rates[${index}].rate`]}
                        w={160}
                      />
                    </Table.Td>
                    <Table.Td>
                      <CloseButton
                        aria-label={t('ratePublishing.removeOne', { code: row.code })}
                        onClick={() => change(rows.filter((_, at) => at !== index))}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group align="flex-end">
          <Select
            label={t('ratePublishing.addCurrency')}
            data={choices}
            value={adding}
            onChange={setAdding}
            searchable
            w={300}
          />
          <Button
            variant="default"
            disabled={!adding}
            onClick={() => {
              if (!adding) return;
              change([...rows, { code: adding, rate: '' }]);
              setAdding(null);
            }}
          >
            {t('ratePublishing.add')}
          </Button>
        </Group>
        <Group>
          <Button type="submit" loading={publish.isPending} disabled={!ready || rows.length === 0}>
            {t('ratePublishing.publish', {
              count: rows.length,
              date: isolatedText(formatDate(validFrom, language)),
            })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
