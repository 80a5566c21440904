import { Button, Fieldset, Grid, Group, Select, TextInput } from '@mantine/core';
import { TAXATION_INCOTERMS, taxCascadeOf, type IsoDate, type TaxationIncoterm } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import { referenceSuggestions, referenceTooShort } from '../../forms/referenceSuggest';
import { SuggestSelect } from '../../forms/SuggestSelect';
import type { Language } from '../../../shared/i18n/languages';
import { CommoditySuggest } from './CommoditySuggest';
import { InvoiceCurrencySelect } from './InvoiceCurrencySelect';
import type { TaxationItemField } from './taxationFieldProblems';
import type { TaxationItemForm } from './taxationForm';

/** One item of the simulation: its line, origin, invoice value and terms, and national procedure. */
export function TaxationItemFields({
  item,
  number,
  language,
  date,
  validityDate,
  procedures,
  problems,
  onChange,
  onRemove,
}: {
  item: TaxationItemForm;
  /** The item's place, from 1. */
  number: number;
  language: Language;
  /** The date field as typed, empty for today. */
  date: string;
  validityDate: IsoDate;
  procedures: readonly { value: string; label: string }[];
  problems: Partial<Record<TaxationItemField, string>>;
  onChange: (item: TaxationItemForm) => void;
  /** Absent for the only item. */
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const { services, country } = usePortalConfig();
  const serviceUrl = services.referenceData;
  // The share of the CFR value the service takes for insurance not given, as the hint says it.
  const percent = taxCascadeOf(country)?.unknownInsurancePercent ?? '1';
  const field = (name: keyof TaxationItemForm) => `items.${number}.${name}`;
  const amountInput = (name: 'value' | 'freight' | 'insurance', required = false) => (
    <TextInput
      label={t(`taxation.form.${name}`)}
      description={t(`taxation.form.${name}Hint`, { percent })}
      name={field(name)}
      inputMode="decimal"
      value={item[name]}
      onChange={(event) => onChange({ ...item, [name]: event.currentTarget.value })}
      error={problems[name]}
      required={required}
    />
  );
  return (
    <Fieldset legend={t('taxation.form.itemLegend', { number })} data-testid={`item-${number}`}>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <CommoditySuggest
            name={field('commodity')}
            value={item.commodity}
            onChange={(commodity) => onChange({ ...item, commodity })}
            date={date}
            error={problems.commodity}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SuggestSelect
            kind={`country-${language}`}
            name={field('origin')}
            label={t('taxation.form.origin')}
            description={t('taxation.form.originHint')}
            value={item.origin}
            onChange={(origin) => onChange({ ...item, origin })}
            suggestions={(text) =>
              referenceSuggestions(serviceUrl as string, 'country', language, text, accessToken)
            }
            tooShort={(text) => referenceTooShort(t, 'country', text)}
            error={problems.origin}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <InvoiceCurrencySelect
            name={field('currency')}
            value={item.currency}
            onChange={(currency) => onChange({ ...item, currency })}
            date={validityDate}
            language={language}
            error={problems.currency}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>{amountInput('value', true)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select
            label={t('taxation.form.incoterm')}
            description={t('taxation.form.incotermHint')}
            name={field('incoterm')}
            data={TAXATION_INCOTERMS.map((incoterm) => ({
              value: incoterm,
              label: `${incoterm} — ${t(`taxation.incoterms.${incoterm}`)}`,
            }))}
            value={item.incoterm}
            onChange={(incoterm) => onChange({ ...item, incoterm: (incoterm ?? 'CIF') as TaxationIncoterm })}
            allowDeselect={false}
            error={problems.incoterm}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>{amountInput('freight')}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>{amountInput('insurance')}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select
            label={t('taxation.form.nationalProcedure')}
            description={t('taxation.form.nationalProcedureHint')}
            name={field('nationalProcedure')}
            data={procedures}
            value={item.nationalProcedure}
            onChange={(nationalProcedure) => onChange({ ...item, nationalProcedure })}
            searchable
            clearable
            nothingFoundMessage={t('suggest.nothingFound')}
            error={problems.nationalProcedure}
          />
        </Grid.Col>
      </Grid>
      {onRemove && (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" color="red.8" onClick={onRemove}>
            {t('taxation.form.removeItem', { number })}
          </Button>
        </Group>
      )}
    </Fieldset>
  );
}
