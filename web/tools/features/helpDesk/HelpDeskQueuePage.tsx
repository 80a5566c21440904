import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { useHelpDeskQueue } from './helpDeskApi';
import { HelpDeskQuestionCard } from './HelpDeskQuestionCard';

/** The help desk's queue (role help-desk): questions without an answer first, each answered in place. */
export function HelpDeskQueuePage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const queue = useHelpDeskQueue();
  const waiting = queue.data?.filter((question) => question.answer === null).length ?? 0;
  return (
    <Stack gap="lg" maw={900}>
      <title>{t('helpDesk.queue.title')}</title>
      <Anchor component={Link} to={paths.helpDesk.build(language)} c="portal.9" size="sm">
        {t('helpDesk.backToHelpDesk')}
      </Anchor>
      <Title order={1}>{t('helpDesk.queue.title')}</Title>
      {queue.isError && (
        <Alert color="red" role="alert">
          {t('helpDesk.failed')}
        </Alert>
      )}
      {queue.isPending && <Loader size="sm" aria-label={t('helpDesk.loading')} />}
      {queue.data && (
        <>
          <Text role="status">{t('helpDesk.queue.waitingCount', { count: waiting })}</Text>
          {queue.data.length === 0 ? (
            <Text>{t('helpDesk.queue.empty')}</Text>
          ) : (
            queue.data.map((question) => (
              <HelpDeskQuestionCard key={question.id} question={question} language={language} />
            ))
          )}
        </>
      )}
    </Stack>
  );
}
