import { Group, MultiSelect, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrencies } from '../api/useCurrencies';
import { currencyOptions } from '../../shared/i18n/currencyNames';
import type { Language } from '../../shared/i18n/languages';
import { useSyncSearchParams } from '../navigation/useSyncSearchParams';
import { useTypedSearchText } from '../navigation/useTypedSearchText';
import { DateOfValidityInput } from './DateOfValidityInput';

/**
 * The filters of a rate list, kept in the URL: the date of validity, a search text (searched once typing
 * pauses) and a choice of currencies; `children` adds the list's own (a switch, a source). Each change goes
 * back to the first page.
 */
export function RateListFilters(props: {
  readonly language: Language;
  readonly requestedDate: string;
  readonly searchText: string;
  readonly currencies: string[];
  readonly searchLabel: string;
  readonly currenciesLabel: string;
  readonly searchTextMaxLength?: number;
  readonly currenciesMax?: number;
  readonly children?: ReactNode;
}) {
  const sync = useSyncSearchParams();
  const currencyList = useCurrencies();
  const [typed, setTyped] = useTypedSearchText(props.searchText);
  return (
    <Group align="flex-end" wrap="wrap">
      <DateOfValidityInput
        name="date"
        value={props.requestedDate}
        onChange={(value) => sync({ date: value || null, page: null })}
      />
      <TextInput
        label={props.searchLabel}
        name="q"
        value={typed}
        maxLength={props.searchTextMaxLength}
        onChange={(event) => setTyped(event.currentTarget.value)}
        w={220}
      />
      <MultiSelect
        label={props.currenciesLabel}
        data={currencyOptions(props.language, currencyList.data)}
        value={props.currencies}
        onChange={(codes) => sync({ currencies: codes.join(',') || null, page: null })}
        maxValues={props.currenciesMax}
        searchable
        clearable
        w={320}
      />
      {props.children}
    </Group>
  );
}
