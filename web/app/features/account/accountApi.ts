import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SERVER_PATHS } from '@tsw/domain';
import { apiFetch } from '../../api/apiFetch';
import { useAuth } from '../../auth/authContext';

export interface Account {
  readonly username: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly firstName: string;
  readonly lastName: string;
}

const ACCOUNT_KEY = ['account'] as const;

/** The signed-in user's own account, from the embedded provider's store. */
export function useAccount(enabled: boolean) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: () => apiFetch<Account>(SERVER_PATHS.account, { accessToken }),
    enabled: enabled && accessToken !== null,
  });
}

export function useRenameAccount() {
  const { accessToken, refresh } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: { firstName: string; lastName: string }) =>
      apiFetch<Account>(SERVER_PATHS.account, { accessToken, method: 'PUT', body: names }),
    onSuccess: async (account) => {
      queryClient.setQueryData(ACCOUNT_KEY, account);
      // New tokens carry the new name to the header and every screen.
      await refresh().catch(() => undefined);
    },
  });
}

export function useChangePassword() {
  const { accessToken } = useAuth();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; newPasswordConfirmation: string }) =>
      apiFetch<undefined>(`${SERVER_PATHS.account}/password`, { accessToken, method: 'PUT', body }),
  });
}
