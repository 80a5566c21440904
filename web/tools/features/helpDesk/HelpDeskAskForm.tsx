import { Alert, Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { HELP_DESK_LIMITS } from '@tsw/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/authContext';
import { paths } from '../../../shared/config/paths';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import { useAnswerInView } from '../../forms/useAnswerInView';
import type { Language } from '../../../shared/i18n/languages';
import { askHelpDesk, useContentService } from './helpDeskApi';
import { helpDeskTextError } from './helpDeskTextError';

/**
 * The question form: what the user asks, sent with the page they came from (`from`), to the help desk's
 * queue; the answer comes to their account page. The text is checked against the same limit as the server.
 * Once sent, the form's top, which says so, comes into view.
 */
export function HelpDeskAskForm({ language, fromPage }: { language: Language; fromPage: string }) {
  const { t } = useTranslation();
  const { accessToken } = useAuth();
  const serviceUrl = useContentService();
  const [question, setQuestion] = useState('');
  const [checked, setChecked] = useState(false);
  const ask = useMutation({
    mutationFn: (text: string) =>
      askHelpDesk(serviceUrl as string, { question: text, page: fromPage }, accessToken),
    onSuccess: () => {
      setQuestion('');
      setChecked(false);
    },
  });
  const localError = checked
    ? helpDeskTextError(t, 'question', question, HELP_DESK_LIMITS.questionMaxLength)
    : undefined;
  const serverErrors = fieldErrorsOf(t, ask.error);
  const [answerRef, expectAnswer] = useAnswerInView<HTMLFormElement>(
    ask.isSuccess || ask.isError ? ask.submittedAt : undefined,
  );
  const error = localError ?? serverErrors.question;
  return (
    <Card
      withBorder
      padding="lg"
      component="form"
      id={paths.helpDesk.askAnchor}
      aria-labelledby="help-desk-ask-title"
      noValidate
      ref={answerRef}
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (helpDeskTextError(t, 'question', question, HELP_DESK_LIMITS.questionMaxLength)) return;
        ask.mutate(question);
        expectAnswer();
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="help-desk-ask-title">
          {t('helpDesk.ask.title')}
        </Title>
        <Text size="sm">{t('helpDesk.ask.intro')}</Text>
        {(serverErrors.form ?? serverErrors.page) && (
          <Alert color="red">{serverErrors.form ?? serverErrors.page}</Alert>
        )}
        {ask.isSuccess && (
          <Alert color="green" role="status">
            {t('helpDesk.ask.sent')}{' '}
            <Link to={paths.account.build(language)}>{t('helpDesk.ask.seeAnswers')}</Link>
          </Alert>
        )}
        <Textarea
          label={t('helpDesk.ask.question')}
          description={t('helpDesk.ask.limit', { max: HELP_DESK_LIMITS.questionMaxLength })}
          name="question"
          dir="auto"
          value={question}
          onChange={(event) => {
            setQuestion(event.currentTarget.value);
            if (ask.isSuccess || ask.isError) ask.reset();
          }}
          error={error}
          autosize
          minRows={4}
          maxRows={12}
          required
        />
        <Button
          type="submit"
          loading={ask.isPending}
          disabled={!serviceUrl}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('helpDesk.ask.send')}
        </Button>
      </Stack>
    </Card>
  );
}
