import { Alert, Button, Card, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_LIMITS } from '@tsw/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TIMEOUT_MS } from '../../messages/errorToast';
import { useRenameAccount, type Account } from './accountApi';
import { fieldErrorsOf } from '../../forms/fieldErrors';

/** Changes the user's first and last name; the API checks them and names any bad field. */
export function NameForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const rename = useRenameAccount();
  const [firstName, setFirstName] = useState(account.firstName);
  const [lastName, setLastName] = useState(account.lastName);
  const errors = fieldErrorsOf(t, rename.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { firstName, lastName },
      {
        onSuccess: () =>
          notifications.show({
            message: t('account.nameSaved'),
            color: 'green',
            autoClose: MESSAGE_TIMEOUT_MS,
          }),
      },
    );
  };
  return (
    <Card
      withBorder
      padding="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-labelledby="name-form-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="name-form-title">
          {t('account.nameTitle')}
        </Title>
        {errors.form && <Alert color="red">{errors.form}</Alert>}
        <TextInput
          label={t('account.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={ACCOUNT_LIMITS.nameMaxLength}
          value={firstName}
          onChange={(event) => setFirstName(event.currentTarget.value)}
          error={errors.firstName}
        />
        <TextInput
          label={t('account.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          maxLength={ACCOUNT_LIMITS.nameMaxLength}
          value={lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
          error={errors.lastName}
        />
        <Button type="submit" loading={rename.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('account.saveName')}
        </Button>
      </Stack>
    </Card>
  );
}
