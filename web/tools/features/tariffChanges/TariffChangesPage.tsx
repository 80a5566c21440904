import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import { shownAnswerOf, useAnswerInView } from '../../forms/useAnswerInView';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { useTariffChanges } from './tariffChangesApi';
import { TariffChangesForm } from './TariffChangesForm';
import { TariffChangesResult } from './TariffChangesResult';

/**
 * The tariff changes between two dates (issue 46): two dates and a scope (a line, a heading, a chapter or
 * the whole tariff), then the lines started and ended, the texts changed and each rate changed, before and
 * after, with their exports. The question lives in the address, so that a line's page links to its own
 * changes; with no dates, the service's defaults (the scope's latest change and the day before).
 */
export function TariffChangesPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const [searchParams] = useSearchParams();
  const sync = useSyncSearchParams();
  const asked = {
    from: searchParams.get('from') ?? '',
    to: searchParams.get('to') ?? '',
    scope: searchParams.get('scope') ?? '',
  };
  const changes = useTariffChanges(asked);
  // A date or scope the service refuses is said at its field; anything else above the result.
  const problems = fieldErrorsOf(t, changes.error);
  const answer = changes.isError ? undefined : changes.data;
  // A result is brought into view (on a phone it is under the form); a refusal is said at its field, above.
  const [answerRef, expectAnswer] = useAnswerInView(shownAnswerOf({ ...changes, error: undefined }));
  return (
    <Stack gap="lg">
      <title>{t('tools.tariffChanges.title')}</title>
      <Stack gap={4}>
        <Title order={1}>{t('tools.tariffChanges.title')}</Title>
        <Text c="gray.7">{t('tariffChanges.intro')}</Text>
      </Stack>
      <TariffChangesForm
        asked={asked}
        defaults={answer}
        problems={problems}
        onAsk={(next) => {
          sync({ from: next.from, to: next.to, scope: next.scope });
          expectAnswer();
        }}
      />
      <div ref={answerRef}>
        {problems.form && (
          <Alert color="red" role="alert">
            {problems.form}
          </Alert>
        )}
        {answer && <TariffChangesResult answer={answer} language={language} />}
      </div>
    </Stack>
  );
}
