import { Alert, Anchor, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate, HELP_DESK_LIMITS, isHelpDeskPage, type HelpDeskQuestion } from '@tsw/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/authContext';
import { QuestionStatusBadge } from '../../content/QuestionStatusBadge';
import { paths } from '../../../shared/config/paths';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import type { Language } from '../../../shared/i18n/languages';
import { answerHelpDeskQuestion, helpDeskQueueKey, useContentService } from './helpDeskApi';
import { HelpDeskArticleForm } from './HelpDeskArticleForm';
import { HelpDeskQuestionText } from './HelpDeskQuestionText';
import { helpDeskTextError } from './helpDeskTextError';

/** One question of the queue: who asked, when and from where, the question, and its answer to write. */
export function HelpDeskQuestionCard({
  question,
  language,
}: {
  question: HelpDeskQuestion;
  language: Language;
}) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const serviceUrl = useContentService();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [checked, setChecked] = useState(false);
  const send = useMutation({
    mutationFn: () => answerHelpDeskQuestion(serviceUrl as string, question.id, answer, accessToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpDeskQueueKey }),
  });
  const errors = fieldErrorsOf(t, send.error);
  const error =
    (checked ? helpDeskTextError(t, 'answer', answer, HELP_DESK_LIMITS.answerMaxLength) : undefined) ??
    errors.answer;
  const titleId = `question-${question.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="sm" justify="space-between">
          <Text fw={600} id={titleId}>
            {t('helpDesk.queue.askedBy', {
              username: question.username,
              date: formatDate(question.askedAt, language, { withTime: true }),
            })}
          </Text>
          <QuestionStatusBadge answered={question.answer !== null} />
        </Group>
        {question.page && (
          <Text size="sm">
            {t('helpDesk.queue.fromPage')}{' '}
            {/* A page stored before pages were checked, which would leave the portal, is shown as text. */}
            {isHelpDeskPage(question.page) ? (
              <Anchor component={Link} to={question.page} c="portal.9" className="code-text" dir="ltr">
                {question.page}
              </Anchor>
            ) : (
              <Text span className="code-text" dir="ltr">
                {question.page}
              </Text>
            )}
          </Text>
        )}
        <HelpDeskQuestionText text={question.question} />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (helpDeskTextError(t, 'answer', answer, HELP_DESK_LIMITS.answerMaxLength)) return;
            send.mutate();
          }}
          noValidate
        >
          <Stack gap="xs">
            {errors.form && <Alert color="red">{errors.form}</Alert>}
            <Textarea
              label={t('helpDesk.queue.answer')}
              dir="auto"
              value={answer}
              onChange={(event) => setAnswer(event.currentTarget.value)}
              error={error}
              autosize
              minRows={3}
              maxRows={10}
            />
            <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
              {question.answer ? t('helpDesk.queue.changeAnswer') : t('helpDesk.queue.sendAnswer')}
            </Button>
          </Stack>
        </form>
        {question.answer &&
          (question.articleId ? (
            <Text size="sm">
              {t('helpDesk.queue.articleMade')}{' '}
              <Anchor
                component={Link}
                to={paths.contentEditorItem.build(language, question.articleId)}
                c="portal.9"
              >
                {t('helpDesk.queue.openArticle')}
              </Anchor>
            </Text>
          ) : (
            <HelpDeskArticleForm question={question} language={language} />
          ))}
      </Stack>
    </Card>
  );
}
