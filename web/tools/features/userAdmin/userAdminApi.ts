import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ACCOUNTS_ANSWER,
  PORTAL_ACCOUNT,
  SERVER_PATHS,
  type PortalAccount,
  type PortalRole,
} from '@tsw/domain';
import { apiFetch } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';

export type AdminAccount = PortalAccount;

const ADMIN_ACCOUNTS_KEY = ['admin', 'accounts'] as const;

/** Every account of the embedded provider, for an administrator. */
export function useAdminAccounts(enabled: boolean) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: ADMIN_ACCOUNTS_KEY,
    queryFn: () => apiFetch(SERVER_PATHS.adminUsers, ADMIN_ACCOUNTS_ANSWER, { accessToken }),
    enabled: enabled && accessToken !== null,
  });
}

/**
 * A change of one account (PUT to `{adminUsers}/{id}/{part}` with `body(change)`): the list then shows the
 * account as the service answered it.
 */
function useAccountChange<Change extends { id: string }>(part: string, body: (change: Change) => object) {
  const { accessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      apiFetch(`${SERVER_PATHS.adminUsers}/${encodeURIComponent(change.id)}/${part}`, PORTAL_ACCOUNT, {
        accessToken,
        method: 'PUT',
        body: body(change),
      }),
    onSuccess: (changed) =>
      queryClient.setQueryData<AdminAccount[]>(ADMIN_ACCOUNTS_KEY, (accounts) =>
        accounts?.map((account) => (account.id === changed.id ? changed : account)),
      ),
  });
}

/** Disables an account (its sessions end) or enables it again. */
export function useSetAccountDisabled() {
  return useAccountChange('disabled', ({ disabled }: { id: string; disabled: boolean }) => ({ disabled }));
}

/** Replaces an account's portal roles. */
export function useSetAccountRoles() {
  return useAccountChange('roles', ({ roles }: { id: string; roles: readonly PortalRole[] }) => ({ roles }));
}
