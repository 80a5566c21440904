import { Button, Fieldset, Grid, Group, TextInput } from '@mantine/core';
import type { Language, ReferenceRecord, TradersGuideConfig } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';
import { referenceSuggestions, referenceTooShort } from '../../forms/referenceSuggest';
import { SuggestSelect, type SuggestOption } from '../../forms/SuggestSelect';
import { tariffLineSuggestions, tariffLineTooShort } from '../../forms/tariffLineSuggest';
import { guideFieldLabel } from './guideFieldLabel';
import type { GuideConsignmentForm } from './tradersGuideForm';

/** The reference table each code field of a consignment suggests from, and the field it fills. */
const CODE_FIELDS = [
  { field: 'origin', entity: 'country', request: 'itemCountryOfOriginCode' },
  { field: 'extendedProcedure', entity: 'extendedProcedure', request: 'extendedProcedureCode' },
  { field: 'nationalProcedure', entity: 'additionalProcedure', request: 'nationalProcedureCode' },
] as const;

/**
 * One consignment of the guide: its tariff line, origin, CPC4 (of the regime's general procedures) and
 * CPC3 through suggest fields, then the additional fields the service's configuration lists; each field
 * shows the service's problem with it.
 */
export function GuideConsignmentFields({
  consignment,
  number,
  language,
  date,
  generalProcedures,
  additionalFields,
  problems,
  onChange,
  onRemove,
}: {
  consignment: GuideConsignmentForm;
  /** The consignment's place, from 1. */
  number: number;
  language: Language;
  /** The date field as typed, empty for today: the tariff lines in force then. */
  date: string;
  /** The general procedures of the regime: a CPC4 is offered when it begins with one of them. */
  generalProcedures: readonly string[];
  additionalFields: TradersGuideConfig['additionalFields'];
  /** Translated problems, by the request's field name. */
  problems: Readonly<Record<string, string>>;
  onChange: (consignment: GuideConsignmentForm) => void;
  /** Absent for the only consignment. */
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.referenceData as string;
  const name = (field: string) => `consignments.${number}.${field}`;
  const ofRegime = (record: ReferenceRecord) => generalProcedures.includes((record.code ?? '').slice(0, 1));
  return (
    <Fieldset
      legend={t('tradersGuide.form.consignmentLegend', { number })}
      data-testid={`consignment-${number}`}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SuggestSelect
            kind={`tariff-line-${language}-${date}`}
            name={name('commodityCode')}
            label={t('tradersGuide.form.commodity')}
            description={t('tradersGuide.form.commodityHint')}
            value={consignment.commodity}
            onChange={(commodity) => onChange({ ...consignment, commodity })}
            suggestions={(text) => tariffLineSuggestions(text, date, language, accessToken)}
            tooShort={(text) => tariffLineTooShort(t, text)}
            error={problems.commodityCode}
            required
          />
        </Grid.Col>
        {CODE_FIELDS.map(({ field, entity, request }) => (
          <Grid.Col key={field} span={{ base: 12, sm: 6, md: field === 'origin' ? 4 : 6 }}>
            <SuggestSelect
              kind={`${entity}-${language}-${generalProcedures.join('')}`}
              name={name(request)}
              label={t(`tradersGuide.form.${field}`)}
              description={t(`tradersGuide.form.${field}Hint`)}
              value={consignment[field]}
              onChange={(option: SuggestOption | null) => onChange({ ...consignment, [field]: option })}
              suggestions={(text) =>
                referenceSuggestions(
                  serviceUrl,
                  entity,
                  language,
                  text,
                  accessToken,
                  field === 'extendedProcedure' ? ofRegime : undefined,
                )
              }
              tooShort={(text) => referenceTooShort(t, entity, text)}
              error={problems[request]}
            />
          </Grid.Col>
        ))}
        {additionalFields.map((field) => (
          <Grid.Col key={field.name} span={{ base: 12, sm: 6, md: 4 }}>
            <TextInput
              label={guideFieldLabel(t, field.name)}
              name={name(field.name)}
              inputMode={field.kind === 'amount' ? 'decimal' : 'text'}
              value={consignment.additional[field.name] ?? ''}
              onChange={(event) =>
                onChange({
                  ...consignment,
                  additional: { ...consignment.additional, [field.name]: event.currentTarget.value },
                })
              }
              error={problems[field.name]}
              required={field.required}
            />
          </Grid.Col>
        ))}
      </Grid>
      {onRemove && (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" color="red.8" onClick={onRemove}>
            {t('tradersGuide.form.removeConsignment', { number })}
          </Button>
        </Group>
      )}
    </Fieldset>
  );
}
