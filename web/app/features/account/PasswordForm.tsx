import { Alert, Button, Card, PasswordInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_LIMITS } from '@tsw/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TIMEOUT_MS } from '../../messages/errorToast';
import { useChangePassword } from './accountApi';
import { fieldErrorsOf } from '../../forms/fieldErrors';

const EMPTY = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/** Changes the password; the current one is asked for, so a borrowed session cannot take the account. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const errors = fieldErrorsOf(t, change.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        notifications.show({
          message: t('account.passwordChanged'),
          color: 'green',
          autoClose: MESSAGE_TIMEOUT_MS,
        });
      },
    });
  };
  const input = (name: keyof typeof EMPTY, autoComplete: string, description?: string) => (
    <PasswordInput
      label={t(`account.${name}`)}
      name={name}
      autoComplete={autoComplete}
      required
      maxLength={ACCOUNT_LIMITS.passwordMaxLength}
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((previous) => ({ ...previous, [name]: value }));
      }}
      error={errors[name]}
      {...(description ? { description } : {})}
    />
  );
  return (
    <Card
      withBorder
      padding="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="password-form-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="password-form-title">
          {t('account.passwordTitle')}
        </Title>
        {errors.form && <Alert color="red">{errors.form}</Alert>}
        {input('currentPassword', 'current-password')}
        {input(
          'newPassword',
          'new-password',
          t('account.passwordHint', { min: ACCOUNT_LIMITS.passwordMinLength }),
        )}
        {input('newPasswordConfirmation', 'new-password')}
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('account.changePassword')}
        </Button>
      </Stack>
    </Card>
  );
}
