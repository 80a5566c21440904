import { PasswordInput } from '@mantine/core';
import { ACCOUNT_LIMITS } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import { showSuccessToast } from '../../messages/successToast';
import { AccountFormCard } from './AccountFormCard';
import { useChangePassword } from './accountApi';
import { useAccountFields } from './useAccountFields';

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/** Changes the password; the current one is asked for, so a borrowed session cannot take the account. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const errors = fieldErrorsOf(t, change.error);
  const fields = useAccountFields(EMPTY, errors);
  const submit = () =>
    change.mutate(fields.values, {
      onSuccess: () => {
        fields.reset();
        showSuccessToast(t('account.passwordChanged'));
      },
    });
  return (
    <AccountFormCard
      titleId="password-form-title"
      title={t('account.passwordTitle')}
      formError={errors.form}
      submitLabel={t('account.changePassword')}
      pending={change.isPending}
      onSubmit={submit}
    >
      <PasswordInput
        {...fields.props('currentPassword')}
        label={t('account.currentPassword')}
        autoComplete="current-password"
        maxLength={ACCOUNT_LIMITS.passwordMaxLength}
      />
      <PasswordInput
        {...fields.props('newPassword')}
        label={t('account.newPassword')}
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.passwordMaxLength}
        description={t('account.passwordHint', { min: ACCOUNT_LIMITS.passwordMinLength })}
      />
      <PasswordInput
        {...fields.props('newPasswordConfirmation')}
        label={t('account.newPasswordConfirmation')}
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.passwordMaxLength}
      />
    </AccountFormCard>
  );
}
