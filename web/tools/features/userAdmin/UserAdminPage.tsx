import { Alert, Anchor, Badge, Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/authContext';
import { ConfirmModal } from '../../forms/ConfirmModal';
import { apiRefusalText } from '../../messages/apiRefusal';
import { showErrorToast } from '../../messages/errorToast';
import { showSuccessToast } from '../../messages/successToast';
import { useAdminAccounts, useSetAccountDisabled, type AdminAccount } from './userAdminApi';

/**
 * The administrators' list of accounts: who each is and whether they may sign in, with the action that
 * disables an account (signing it out everywhere) or enables it again. An administrator's own account has
 * no action: disabled, they would be signed out with no one to undo it. Only with the portal's own accounts;
 * a Keycloak realm keeps its accounts in its own console.
 */
export function UserAdminPage() {
  const { t } = useTranslation();
  const { identity, ownAccounts, accountConsoleUrl } = useAuth();
  const accounts = useAdminAccounts(ownAccounts);
  const setDisabled = useSetAccountDisabled();
  const [disabling, setDisabling] = useState<AdminAccount | null>(null);

  const change = (account: AdminAccount, disabled: boolean) => {
    setDisabling(null);
    setDisabled.mutate(
      { id: account.id, disabled },
      {
        onSuccess: () =>
          showSuccessToast(
            t(disabled ? 'userAdmin.disabledDone' : 'userAdmin.enabledDone', { username: account.username }),
          ),
        onError: (error) =>
          showErrorToast(t, { description: apiRefusalText(t, error, t('messages.somethingWentWrong')) }),
      },
    );
  };

  return (
    <Stack gap="lg" maw={1100}>
      <title>{t('userAdmin.title')}</title>
      <Title order={1}>{t('userAdmin.title')}</Title>
      <Text>{t('userAdmin.intro')}</Text>
      {!ownAccounts && (
        <Alert color="gray" role="status">
          {t('userAdmin.notOwnAccounts')}{' '}
          {accountConsoleUrl && <Anchor href={accountConsoleUrl}>{t('userAdmin.console')}</Anchor>}
        </Alert>
      )}
      {/* What failed; why (too many requests, a session ended) the frame says in its own message. */}
      {accounts.isError && (
        <Alert color="red" role="alert">
          {t('userAdmin.failed')}
        </Alert>
      )}
      {accounts.isPending && ownAccounts && <Loader size="sm" aria-label={t('messages.loading')} />}
      {accounts.data && (
        <Table.ScrollContainer minWidth={720}>
          <Table withTableBorder data-testid="user-admin-accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('userAdmin.username')}</Table.Th>
                <Table.Th>{t('userAdmin.name')}</Table.Th>
                <Table.Th>{t('userAdmin.email')}</Table.Th>
                <Table.Th>{t('userAdmin.state')}</Table.Th>
                <Table.Th>{t('userAdmin.action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.data.map((account) => {
                const own = account.id === identity?.subject;
                const pending = setDisabled.isPending && setDisabled.variables.id === account.id;
                return (
                  <Table.Tr key={account.id} data-username={account.username}>
                    {/* Names and addresses keep their own direction; the cells follow the page's. */}
                    <Table.Td>
                      <span dir="ltr">{account.username}</span>
                    </Table.Td>
                    <Table.Td>
                      <span dir="auto">{`${account.firstName} ${account.lastName}`.trim()}</span>
                    </Table.Td>
                    <Table.Td>
                      <span dir="ltr">{account.email}</span>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="filled"
                        color={account.disabled ? 'red.9' : 'portal.8'}
                        c="white"
                        radius="sm"
                      >
                        {t(account.disabled ? 'userAdmin.disabled' : 'userAdmin.active')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {own ? (
                        <Text size="sm" c="dark.6">
                          {t('userAdmin.yourAccount')}
                        </Text>
                      ) : (
                        <Button
                          size="xs"
                          variant={account.disabled ? 'filled' : 'default'}
                          color="portal.8"
                          loading={pending}
                          aria-label={t(account.disabled ? 'userAdmin.enableOf' : 'userAdmin.disableOf', {
                            username: account.username,
                          })}
                          onClick={() => (account.disabled ? change(account, false) : setDisabling(account))}
                        >
                          {t(account.disabled ? 'userAdmin.enable' : 'userAdmin.disable')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmModal
        opened={disabling !== null}
        title={t('userAdmin.confirmTitle', { username: disabling?.username ?? '' })}
        question={t('userAdmin.confirmQuestion', { username: disabling?.username ?? '' })}
        confirm={t('userAdmin.disable')}
        cancel={t('userAdmin.cancel')}
        onConfirm={() => disabling && change(disabling, true)}
        onCancel={() => setDisabling(null)}
      />
    </Stack>
  );
}
