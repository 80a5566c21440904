import { Badge } from '@mantine/core';
import type { ContentStatus } from '@tsw/domain';
import { useTranslation } from 'react-i18next';

/** Draft or published: white on a dark colour, readable in every language (axe does not check Arabic). */
export function EditorStatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={status === 'published' ? 'portal.8' : 'gray.7'} c="white" radius="sm">
      {t(`contentEditor.status.${status}`)}
    </Badge>
  );
}
