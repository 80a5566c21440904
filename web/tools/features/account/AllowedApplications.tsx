import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/apiFetch';
import type { Language } from '../../../shared/i18n/languages';
import { AccountSection } from './AccountSection';
import { useClientApprovals, useWithdrawClientApproval } from './accountApi';

/**
 * The applications (assistants that registered themselves with the portal) the user allowed on the consent
 * page, each with what it named itself, where its sign-ins return, and a button that withdraws the approval.
 * Shown only when there is one: most accounts never allow any.
 */
export function AllowedApplications({ language }: { language: Language }) {
  const { t } = useTranslation();
  const approvals = useClientApprovals(true);
  const withdraw = useWithdrawClientApproval();
  if (!approvals.data?.length) return null;
  const refusal = withdraw.error instanceof ApiError ? withdraw.error.code : undefined;
  return (
    <AccountSection id="allowed-applications-title" title={t('account.applications.title')}>
      <Text>{t('account.applications.intro')}</Text>
      {refusal && (
        <Text c="red.8" role="alert">
          {t(`problems.${refusal}`, { defaultValue: t('problems.other') })}
        </Text>
      )}
      {approvals.data.map((approval) => (
        <Group key={approval.clientId} justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} component="article" aria-label={approval.clientName ?? approval.clientId}>
            <Group gap="xs">
              <Text fw={600} dir="auto">
                {approval.clientName ?? t('account.applications.unnamed')}
              </Text>
              <Badge color="gray" variant="light">
                {t('account.applications.notVerified')}
              </Badge>
            </Group>
            <Text size="sm" c="dark.6">
              {t('account.applications.returnsTo', { hosts: approval.redirectHosts.join(', ') })}
            </Text>
            <Text size="sm" c="dark.6">
              {t('account.applications.allowed', {
                date: formatDate(approval.approvedAt, language),
                until: formatDate(approval.expiresAt, language),
              })}
            </Text>
          </Stack>
          <Button
            variant="outline"
            color="red.8"
            loading={withdraw.isPending && withdraw.variables === approval.clientId}
            onClick={() => withdraw.mutate(approval.clientId)}
          >
            {t('account.applications.withdraw')}
          </Button>
        </Group>
      ))}
    </AccountSection>
  );
}
