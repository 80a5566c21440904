import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PortalRole } from '@tsw/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/authContext';
import { ConfirmModal } from '../../forms/ConfirmModal';
import { apiRefusalText } from '../../messages/apiRefusal';
import { showErrorToast } from '../../messages/errorToast';
import { showSuccessToast } from '../../messages/successToast';
import { loadRoleScope } from '../../auth/loginConfiguration';
import { AccountRolesModal } from './AccountRolesModal';
import {
  useAdminAccounts,
  useSetAccountDisabled,
  useSetAccountRoles,
  type AdminAccount,
} from './userAdminApi';

/**
 * The administrators' list of accounts: who each is, their roles and whether they may sign in, with the
 * actions that change the roles and that disable an account (signing it out everywhere) or enable it
 * again. An administrator's own account cannot be disabled: they would be signed out with no one to undo
 * it; the service keeps at least one enabled administrator whatever the roles. Only with the portal's own
 * accounts; a Keycloak realm keeps its accounts in its own console.
 */
export function UserAdminPage() {
  const { t } = useTranslation();
  const { identity, ownAccounts, accountConsoleUrl } = useAuth();
  const accounts = useAdminAccounts(ownAccounts);
  const setDisabled = useSetAccountDisabled();
  const setRoles = useSetAccountRoles();
  const [disabling, setDisabling] = useState<AdminAccount | null>(null);
  const [changingRoles, setChangingRoles] = useState<AdminAccount | null>(null);
  // The roles of the portal's client (/keycloak.json's resource) are the ones the route replaces.
  const roleScope = useQuery({ queryKey: ['role-scope'], queryFn: loadRoleScope, staleTime: Infinity });
  const rolesOf = (account: AdminAccount) => account.roles.clients[roleScope.data?.clientId ?? ''] ?? [];
  const refused = (error: Error) =>
    showErrorToast(t, { description: apiRefusalText(t, error, t('messages.somethingWentWrong')) });

  const saveRoles = (account: AdminAccount, roles: PortalRole[]) =>
    setRoles.mutate(
      { id: account.id, roles },
      {
        onSuccess: () => {
          setChangingRoles(null);
          showSuccessToast(t('userAdmin.rolesDone', { username: account.username }));
        },
      },
    );
  const closeRoles = () => {
    setChangingRoles(null);
    setRoles.reset();
  };

  const change = (account: AdminAccount, disabled: boolean) => {
    setDisabling(null);
    setDisabled.mutate(
      { id: account.id, disabled },
      {
        onSuccess: () =>
          showSuccessToast(
            t(disabled ? 'userAdmin.disabledDone' : 'userAdmin.enabledDone', { username: account.username }),
          ),
        onError: refused,
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
        <Table.ScrollContainer minWidth={960}>
          <Table withTableBorder data-testid="user-admin-accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('userAdmin.username')}</Table.Th>
                <Table.Th>{t('userAdmin.name')}</Table.Th>
                <Table.Th>{t('userAdmin.email')}</Table.Th>
                <Table.Th>{t('userAdmin.roles')}</Table.Th>
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
                    <Table.Td data-testid="account-roles">
                      <Group gap={4} align="center">
                        {rolesOf(account).length === 0 ? (
                          <Text size="sm" c="dark.6">
                            {t('userAdmin.noRoles')}
                          </Text>
                        ) : (
                          rolesOf(account).map((role) => (
                            <Badge key={role} variant="outline" color="portal.8" radius="sm">
                              {t(`roles.${role}`, { defaultValue: role })}
                            </Badge>
                          ))
                        )}
                        <Button
                          size="xs"
                          variant="subtle"
                          color="portal.8"
                          aria-label={t('userAdmin.changeRolesOf', { username: account.username })}
                          onClick={() => {
                            setRoles.reset();
                            setChangingRoles(account);
                          }}
                        >
                          {t('userAdmin.changeRoles')}
                        </Button>
                      </Group>
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
      <AccountRolesModal
        account={changingRoles}
        roles={changingRoles ? rolesOf(changingRoles) : []}
        saving={setRoles.isPending}
        refusal={setRoles.error ? apiRefusalText(t, setRoles.error, t('messages.somethingWentWrong')) : null}
        onSave={(roles) => changingRoles && saveRoles(changingRoles, roles)}
        onCancel={closeRoles}
      />
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
