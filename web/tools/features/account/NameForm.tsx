import { TextInput } from '@mantine/core';
import { ACCOUNT_LIMITS } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import { showSuccessToast } from '../../messages/successToast';
import { AccountFormCard } from './AccountFormCard';
import { useRenameAccount, type Account } from './accountApi';
import { useAccountFields } from './useAccountFields';

/** Changes the user's first and last name; the API checks them and names any bad field. */
export function NameForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const rename = useRenameAccount();
  const errors = fieldErrorsOf(t, rename.error);
  const fields = useAccountFields({ firstName: account.firstName, lastName: account.lastName }, errors);
  const submit = () =>
    rename.mutate(fields.values, { onSuccess: () => showSuccessToast(t('account.nameSaved')) });
  return (
    <AccountFormCard
      titleId="name-form-title"
      title={t('account.nameTitle')}
      formError={errors.form}
      submitLabel={t('account.saveName')}
      pending={rename.isPending}
      onSubmit={submit}
    >
      <TextInput
        {...fields.props('firstName')}
        label={t('account.firstName')}
        autoComplete="given-name"
        maxLength={ACCOUNT_LIMITS.nameMaxLength}
      />
      <TextInput
        {...fields.props('lastName')}
        label={t('account.lastName')}
        autoComplete="family-name"
        maxLength={ACCOUNT_LIMITS.nameMaxLength}
      />
    </AccountFormCard>
  );
}
