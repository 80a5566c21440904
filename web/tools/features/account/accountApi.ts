import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CLIENT_APPROVALS_ANSWER,
  HELP_DESK_PATHS,
  HELP_DESK_QUESTIONS_ANSWER,
  PORTAL_ACCOUNT,
  SERVER_PATHS,
  type PortalAccount,
} from '@tsw/domain';
import { apiFetch, apiSend } from '../../api/apiFetch';
import { usePortalConfig } from '../../api/usePortalConfig';
import { useAuth } from '../../auth/authContext';

export type Account = PortalAccount;

const ACCOUNT_KEY = ['account'] as const;

/** The signed-in user's own account, from the embedded provider's store. */
export function useAccount(enabled: boolean) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: ACCOUNT_KEY,
    queryFn: () => apiFetch(SERVER_PATHS.account, PORTAL_ACCOUNT, { accessToken }),
    enabled: enabled && accessToken !== null,
  });
}

export function useRenameAccount() {
  const { accessToken, refresh } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: { firstName: string; lastName: string }) =>
      apiFetch(SERVER_PATHS.account, PORTAL_ACCOUNT, { accessToken, method: 'PUT', body: names }),
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
      apiSend(`${SERVER_PATHS.account}/password`, { accessToken, method: 'PUT', body }),
  });
}

/** The user's questions to the help desk and their answers, from the content service. */
export function useMyHelpDeskQuestions() {
  const { accessToken } = useAuth();
  const serviceUrl = usePortalConfig().services.content;
  return useQuery({
    queryKey: ['account', 'help-desk-questions', serviceUrl],
    queryFn: () =>
      apiFetch(`${serviceUrl}${HELP_DESK_PATHS.myQuestions}`, HELP_DESK_QUESTIONS_ANSWER, {
        accessToken,
      }).then((answer) => answer.questions),
    enabled: serviceUrl !== undefined && accessToken !== null,
  });
}

const CLIENT_APPROVALS_KEY = ['account', 'client-approvals'] as const;

/** The applications (assistants that registered themselves) the user has allowed on the consent page. */
export function useClientApprovals(enabled: boolean) {
  const { accessToken } = useAuth();
  return useQuery({
    queryKey: CLIENT_APPROVALS_KEY,
    queryFn: () => apiFetch(SERVER_PATHS.accountClients, CLIENT_APPROVALS_ANSWER, { accessToken }),
    enabled: enabled && accessToken !== null,
  });
}

/** Withdraws the user's approval of one application: it must ask again. */
export function useWithdrawClientApproval() {
  const { accessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      apiSend(`${SERVER_PATHS.accountClients}/${encodeURIComponent(clientId)}`, {
        accessToken,
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLIENT_APPROVALS_KEY }),
  });
}
