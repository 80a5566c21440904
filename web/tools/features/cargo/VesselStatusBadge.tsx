import { Badge } from '@mantine/core';
import type { VesselStatus } from '@tsw/domain';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Readonly<Record<VesselStatus, string>> = {
  Underway: 'blue.9',
  Moored: 'portal.8',
  Stopped: 'red.9',
  Other: 'gray.7',
};

/** A vessel's status (§3), named in the interface language: white on a dark colour, readable in every language. */
export function VesselStatusBadge({ status }: { status: VesselStatus | undefined }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Badge color={STATUS_COLORS[status]} c="white" variant="filled" radius="sm" tt="none" miw="max-content">
      {t(`vessels.statuses.${status}`)}
    </Badge>
  );
}
