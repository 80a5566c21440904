import { Anchor, Button, Grid, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatAmount } from '@tsw/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCurrencies } from '../../api/useCurrencies';
import { paths } from '../../../shared/config/paths';
import type { SuggestOption } from '../../forms/SuggestSelect';
import { useAnswerInView } from '../../forms/useAnswerInView';
import { useTariffLineOption } from '../../forms/tariffLineSuggest';
import { isolatedText } from '../../../shared/i18n/isolatedText';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { CommoditySuggest } from './CommoditySuggest';
import { InvoiceCurrencySelect } from './InvoiceCurrencySelect';
import { ItemTaxesTable } from './ItemTaxesTable';
import { TaxationAnnouncement } from './TaxationAnnouncement';
import { TaxationMessages } from './TaxationMessages';
import { useImportDeclarationModels, useTaxationListsFailure, usualDeclaration } from './taxationChoices';
import { emptyTaxationItem } from './taxationForm';
import { taxationItemValues } from './taxationTexts';
import { useTaxSimulation } from './useTaxSimulation';
import { usePortalToday } from '../../api/usePortalToday';

/**
 * The tax calculator: one line of the tariff (a code, or words through the tariff search), a value and its
 * currency give each tax and the amount to pay, at today's customs rate, the value taken as CIF. A tariff
 * line's page opens it with its code (`?code=01012100`).
 */
export function TaxCalculatorPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const today = usePortalToday();
  const linked = useSearchParams()[0].get('code');
  const linkedLine = useTariffLineOption(linked, language);
  const models = useImportDeclarationModels(language);
  const currencies = useCurrencies();
  useTaxationListsFailure(models.isError || currencies.isError);
  const simulation = useTaxSimulation(language);
  const [answerRef, expectAnswer] = useAnswerInView(simulation.pending ? undefined : simulation.answer);
  // Undefined until the user chooses: until then, the line the link named.
  const [chosen, setChosen] = useState<SuggestOption | null | undefined>(undefined);
  const [value, setValue] = useState('');
  const [currency, setCurrency] = useState<string | null>('USD');
  const commodity = chosen === undefined ? (linkedLine.data ?? null) : chosen;
  const problems = simulation.problems.items.get(1) ?? {};
  // The calculator has no model field: a refused model is said with the field's name, not beside another.
  const declarationProblem = simulation.problems.declaration;
  const other = [
    ...simulation.problems.other,
    ...(declarationProblem ? [`${t('taxation.form.declaration')}: ${declarationProblem}`] : []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    simulation.simulate({
      declaration: usualDeclaration(models.data),
      validityDate: '',
      items: [{ ...emptyTaxationItem(1), commodity, currency, value }],
    });
    expectAnswer();
  };
  const item = simulation.answer?.items[0];

  return (
    <Stack gap="lg">
      <title>{t('tools.taxCalculator.title')}</title>
      <Title order={1}>{t('tools.taxCalculator.title')}</Title>
      <Text maw={760}>{t('taxation.calculator.intro')}</Text>
      <Paper withBorder p="md" radius="md">
        <form onSubmit={submit} noValidate aria-label={t('tools.taxCalculator.title')}>
          <Grid gap="sm" align="flex-start">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CommoditySuggest
                name="commodity"
                value={commodity}
                onChange={setChosen}
                date=""
                error={problems.commodity}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <TextInput
                label={t('taxation.form.value')}
                description={t('taxation.calculator.valueHint')}
                name="value"
                inputMode="decimal"
                value={value}
                onChange={(event) => setValue(event.currentTarget.value)}
                error={problems.value}
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
              <InvoiceCurrencySelect
                name="currency"
                value={currency}
                onChange={setCurrency}
                date={today}
                language={language}
                error={problems.currency}
              />
            </Grid.Col>
          </Grid>
          {other.map((text) => (
            <Text key={text} c="red.8" fz="sm" role="alert" mt="xs">
              {text}
            </Text>
          ))}
          <Button type="submit" mt="md" loading={simulation.pending}>
            {t('taxation.form.calculate')}
          </Button>
        </form>
      </Paper>
      <TaxationAnnouncement answer={simulation.answer} language={language} />
      {simulation.answer && item && (
        <Stack ref={answerRef} gap="sm" component="section" aria-labelledby="calculator-result-title">
          <Title order={2} id="calculator-result-title">
            {t('taxation.calculator.amountToPay')}:{' '}
            <span className="code-text" data-testid="amount-to-pay">
              {formatAmount(simulation.answer.totalItemTaxes, language)} {simulation.answer.currency}
            </span>
          </Title>
          <Text fz="sm">
            {taxationItemValues(t, item, simulation.answer.currency, language, isolatedText)}
          </Text>
          <ItemTaxesTable
            item={item}
            currency={simulation.answer.currency}
            language={language}
            caption={t('taxation.calculator.breakdown')}
          />
          <TaxationMessages messages={simulation.answer.messages} />
          <Anchor component={Link} to={paths.tool.build(language, 'taxation-simulation')}>
            {t('taxation.calculator.fullSimulation')}
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}
