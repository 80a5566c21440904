import { Box, Select, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../messages/errorToast';
import './suggestSelect.css';

/** A choice of a suggest field: the code sent, the text shown (code and name). */
export interface SuggestOption {
  readonly value: string;
  readonly label: string;
}

/** Suggestions are asked for once typing pauses this long, not on every key. */
const SUGGEST_TYPING_PAUSE_MS = 250;

type PassedSelectProps = Pick<SelectProps, 'label' | 'description' | 'name' | 'error' | 'required' | 'w'>;

/**
 * A field whose choices come from a search as the user types (a tariff line, a country): the text typed is
 * sent once typing pauses and long enough (`tooShort` says what is missing, else null), the answers are the
 * choices, and the chosen one stays shown while other searches come and go. Keyboard and screen readers
 * get Mantine's combobox; a failed search says so in the error toast.
 */
export function SuggestSelect({
  kind,
  value,
  onChange,
  suggestions,
  tooShort,
  ...selectProps
}: PassedSelectProps & {
  /** Names the search in the query cache: two fields of one kind share their answers. */
  kind: string;
  value: SuggestOption | null;
  onChange: (option: SuggestOption | null) => void;
  suggestions: (text: string) => Promise<readonly SuggestOption[]>;
  tooShort: (text: string) => string | null;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.label ?? '');
  const [paused] = useDebouncedValue(search.trim(), SUGGEST_TYPING_PAUSE_MS);
  // The chosen option's own label is not a search: focusing a filled field lists nothing new.
  const typed = paused === value?.label ? '' : paused;
  const shortBy = typed === '' ? null : tooShort(typed);
  const answer = useQuery({
    queryKey: ['suggest', kind, typed],
    queryFn: () => suggestions(typed),
    enabled: typed !== '' && shortBy === null,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (answer.isError) showErrorToast(t, { description: t('suggest.failed') });
  }, [answer.isError, t]);

  // Until a search answers, the choices are the chosen option alone, which Mantine then keeps as chosen.
  const data = typed !== '' ? (answer.data ?? []) : value ? [value] : [];
  const nothingFound =
    typed === ''
      ? t('suggest.typeToSearch')
      : (shortBy ?? (answer.isFetching ? t('messages.loading') : t('suggest.nothingFound')));
  return (
    <Box w={selectProps.w}>
      <Select
        {...selectProps}
        w={undefined}
        searchable
        clearable
        data={data}
        value={value?.value ?? null}
        onChange={(chosen, option) =>
          onChange(chosen && option ? { value: chosen, label: option.label } : null)
        }
        searchValue={search}
        onSearchChange={setSearch}
        // The service has chosen and ranked the answers: the field shows them as they come.
        filter={({ options }) => options}
        nothingFoundMessage={nothingFound}
        comboboxProps={{ withinPortal: true }}
        maxDropdownHeight={320}
      />
      {/* A phone's field is too narrow for a chosen line's name: it is written out in full under it. */}
      {value && (
        <Text className="suggest-chosen" size="sm" c="dark.6" aria-hidden="true">
          {value.label}
        </Text>
      )}
    </Box>
  );
}
