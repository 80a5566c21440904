import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The date of validity every dated search asks for; empty means today. `min` and `max` bound the browser's
 * picker; `error` says what is wrong with a date typed or linked outside them.
 */
export function DateOfValidityInput({
  name,
  value,
  onChange,
  min,
  max,
  error,
}: {
  name: string;
  value: string;
  onChange: (date: string) => void;
  min?: string;
  max?: string;
  error?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="date"
      label={t('dateOfValidity.label')}
      description={t('dateOfValidity.hint')}
      name={name}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      min={min}
      max={max}
      error={error}
      w={180}
    />
  );
}
