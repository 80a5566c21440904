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

/** Disables an account (its sessions end) or enables it again; the list then shows the account as answered. */
export function useSetAccountDisabled() {
  const { accessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      apiFetch(`${SERVER_PATHS.adminUsers}/${encodeURIComponent(id)}/disabled`, PORTAL_ACCOUNT, {
        accessToken,
        method: 'PUT',
        body: { disabled },
      }),
    onSuccess: (changed) =>
      queryClient.setQueryData<AdminAccount[]>(ADMIN_ACCOUNTS_KEY, (accounts) =>
        accounts?.map((account) => (account.id === changed.id ? changed : account)),
      ),
  });
}

/** Replaces an account's portal roles; the list then shows the account as answered. */
export function useSetAccountRoles() {
  const { accessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: string; roles: readonly PortalRole[] }) =>
      apiFetch(`${SERVER_PATHS.adminUsers}/${encodeURIComponent(id)}/roles`, PORTAL_ACCOUNT, {
        accessToken,
        method: 'PUT',
        body: { roles },
      }),
    onSuccess: (changed) =>
      queryClient.setQueryData<AdminAccount[]>(ADMIN_ACCOUNTS_KEY, (accounts) =>
        accounts?.map((account) => (account.id === changed.id ? changed : account)),
      ),
  });
}
