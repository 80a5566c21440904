import { Badge } from '@mantine/core';
import type { GuideRuleStatus } from '@tsw/domain';
import { useTranslation } from 'react-i18next';

/** Active or withdrawn: white on a dark colour, legible in every language. */
export function GuideRuleStatusBadge({ status }: { status: GuideRuleStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={status === 'active' ? 'portal.8' : 'gray.7'} c="white" radius="sm">
      {t(`guideEditor.status.${status}`)}
    </Badge>
  );
}
