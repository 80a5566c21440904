import { Alert, Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { cargoSearchIsEmpty } from '@tsw/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceChoices } from '../../forms/referenceChoices';
import type { Language } from '../../../shared/i18n/languages';
import {
  MANIFEST_DATE_RANGES,
  MANIFEST_FILTER_PARAMS,
  manifestRangeProblems,
  manifestRestrictions,
  type ManifestFilterParam,
  type ManifestFilters,
} from './manifestFilters';
import { DateField } from '../../forms/DateField';

const NO_FILTERS = Object.fromEntries(MANIFEST_FILTER_PARAMS.map((param) => [param, ''])) as ManifestFilters;
const NO_RESTRICTIONS: never[] = [];

/** Text filters, by parameter: their label's key and the longest value they take. */
const TEXT_INPUTS = [
  { param: 'from', label: 'placeOfDeparture', maxLength: 5 },
  { param: 'to', label: 'placeOfDestination', maxLength: 5 },
  { param: 'registrationNumber', label: 'registrationNumber', maxLength: 10 },
  { param: 'voyage', label: 'voyageNumber', maxLength: 35 },
] as const;

/**
 * The manifest filters (§3): three date ranges, the customs office, the places, the registration and
 * voyage numbers. "Search" with every field empty says "Fill at least one field" and asks nothing (§5).
 */
export function ManifestFilterForm({
  language,
  applied,
  onSearch,
  onRefused,
}: {
  language: Language;
  applied: ManifestFilters;
  onSearch: (filters: ManifestFilters) => void;
  /** The filters were refused: the results shown answer another search, and must go. */
  onRefused: () => void;
}) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ManifestFilters>(applied);
  const [problem, setProblem] = useState<string | null>(null);
  // An address may bring a reversed range too: said at once, as after a search.
  const [rangeProblems, setRangeProblems] = useState<readonly ManifestFilterParam[]>(() =>
    manifestRangeProblems(applied),
  );
  const offices = useReferenceChoices(
    'customsOffice',
    language,
    NO_RESTRICTIONS,
    (record) => record.code ?? '',
  );
  const set = (param: ManifestFilterParam, value: string) => setFilters({ ...filters, [param]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    const reversed = manifestRangeProblems(filters);
    setRangeProblems(reversed);
    if (reversed.length > 0) {
      setProblem(null);
      onRefused();
      return;
    }
    if (cargoSearchIsEmpty({ restrictions: manifestRestrictions(filters) })) {
      setProblem(t('manifests.fillOneField'));
      onRefused();
      return;
    }
    const registration = filters.registrationNumber;
    if (registration !== '' && !/^\d+$/.test(registration)) {
      setProblem(t('problems.INVALID_NUMBER'));
      onRefused();
      return;
    }
    setProblem(null);
    onSearch(filters);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('manifests.filtersLabel')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {MANIFEST_DATE_RANGES.map(({ field, from, to }) => (
          <Group key={field} grow gap="xs" align="flex-start">
            <DateField
              name={from}
              label={t(`manifests.filters.${field}From`)}
              value={filters[from]}
              onChange={(date) => set(from, date)}
            />
            <DateField
              name={to}
              label={t(`manifests.filters.${field}To`)}
              value={filters[to]}
              min={filters[from] || undefined}
              onChange={(date) => set(to, date)}
              error={rangeProblems.includes(to) ? t('manifests.rangeReversed') : undefined}
            />
          </Group>
        ))}
        <Select
          name="office"
          label={t('manifests.filters.customsOffice')}
          data={offices.data ?? []}
          value={filters.office || null}
          onChange={(value) => set('office', value ?? '')}
          searchable
          clearable
          nothingFoundMessage={t('manifests.noOffice')}
        />
        {TEXT_INPUTS.map(({ param, label, maxLength }) => (
          <TextInput
            key={param}
            name={param}
            label={t(`manifests.filters.${label}`)}
            value={filters[param]}
            maxLength={maxLength}
            inputMode={param === 'registrationNumber' ? 'numeric' : undefined}
            onChange={(event) => set(param, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      {problem && (
        <Alert color="orange" role="alert" mt="sm">
          {problem}
        </Alert>
      )}
      <Group mt="md">
        <Button type="submit">{t('manifests.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setFilters(NO_FILTERS);
            setProblem(null);
            setRangeProblems([]);
          }}
        >
          {t('manifests.clear')}
        </Button>
      </Group>
    </form>
  );
}
