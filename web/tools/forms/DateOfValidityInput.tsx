import { useTranslation } from 'react-i18next';
import { DateField } from './DateField';

/**
 * The date of validity every dated search asks for; empty means today. `min` and `max` bound the device's
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
    <DateField
      label={t('dateOfValidity.label')}
      description={t('dateOfValidity.hint')}
      name={name}
      value={value}
      onChange={onChange}
      min={min}
      max={max}
      error={error}
      w={180}
    />
  );
}
