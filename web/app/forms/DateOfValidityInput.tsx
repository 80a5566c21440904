import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The date of validity every dated search asks for; empty means today. */
export function DateOfValidityInput({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (date: string) => void;
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
      w={180}
    />
  );
}
