import { Anchor, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { QuestionStatusBadge } from '../../content/QuestionStatusBadge';
import type { Language } from '../../../shared/i18n/languages';
import { AccountSection } from './AccountSection';
import { useMyHelpDeskQuestions } from './accountApi';

const TEXT_AS_WRITTEN = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The user's questions to the help desk, newest first, each with its answer once staff have written it. */
export function MyQuestions({ language }: { language: Language }) {
  const { t } = useTranslation();
  const questions = useMyHelpDeskQuestions();
  return (
    <AccountSection id="my-questions-title" title={t('account.questions.title')}>
      {questions.isError && <Text c="red.8">{t('account.questions.failed')}</Text>}
      {questions.data?.length === 0 && (
        <Text>
          {t('account.questions.none')}{' '}
          <Anchor
            component={Link}
            to={`${paths.helpDesk.build(language)}#${paths.helpDesk.askAnchor}`}
            c="portal.9"
          >
            {t('account.questions.ask')}
          </Anchor>
        </Text>
      )}
      {questions.data?.map((question) => (
        <Stack key={question.id} gap={4} component="article" aria-label={t('account.questions.question')}>
          <Group gap="sm">
            <Text size="sm" c="dark.6">
              {formatDate(question.askedAt, language, { withTime: true })}
            </Text>
            <QuestionStatusBadge answered={question.answer !== null} />
          </Group>
          <Text fw={600} style={TEXT_AS_WRITTEN} dir="auto">
            {question.question}
          </Text>
          {question.answer && (
            <Text style={TEXT_AS_WRITTEN} dir="auto" data-testid="help-desk-answer">
              {question.answer}
            </Text>
          )}
        </Stack>
      ))}
    </AccountSection>
  );
}
