import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Whether a question to the help desk has its answer (the queue and the asker's account page): white on a
 * dark colour, readable in every language (axe does not check Arabic).
 */
export function QuestionStatusBadge({ answered }: { answered: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={answered ? 'portal.8' : 'gray.7'} c="white" radius="sm">
      {answered ? t('helpDesk.status.answered') : t('helpDesk.status.waiting')}
    </Badge>
  );
}
