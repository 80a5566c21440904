import { Alert, Button, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { HS_FINDER_LIMITS } from '@tsw/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { shownAnswerOf, useAnswerInView } from '../../forms/useAnswerInView';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { showErrorToast } from '../../messages/errorToast';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { isNothingLikely, refusedDescription, useHsFinderSearch } from './aiTariffSearchApi';
import { HsClarificationQuestion } from './HsClarificationQuestion';
import { hsDescriptionProblem, type HsDescriptionProblem } from './hsDescriptionProblem';
import { HsSuggestionList } from './HsSuggestionList';

/**
 * AI tariff suggestions (issue 25): the goods described in the trader's own words, up to five likely HS
 * codes with their reasons, a question when the description is too vague, and each code's place in the
 * tariff with its national lines. The description lives in the URL (?q=), so a link or a reload repeats
 * the search.
 */
export function AiTariffSearchPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const [searchParams] = useSearchParams();
  const sync = useSyncSearchParams();
  const q = searchParams.get('q') ?? '';
  // A description longer than the service takes, or unreadable, is never sent, even from a link.
  const linkProblem = q === '' ? null : hsDescriptionProblem(q);
  const asked = linkProblem === null ? q.trim() : '';

  // What is typed belongs to the search in the URL: going back to another search shows its words.
  const [draft, setDraft] = useState({ forQuery: q, text: q });
  const text = draft.forQuery === q ? draft.text : q;
  const [problem, setProblem] = useState<HsDescriptionProblem | null>(null);

  const search = useHsFinderSearch(asked, language);
  const nothingLikely = search.isError && isNothingLikely(search.error);
  const refused = search.isError ? refusedDescription(search.error) : undefined;
  const failed = search.isError && !nothingLikely && !refused;
  const shownProblem = problem ?? refused ?? linkProblem;
  const [answerRef, expectAnswer] = useAnswerInView(shownAnswerOf(search));
  useEffect(() => {
    if (failed) showErrorToast(t, { description: t('aiTariffSearch.failed') });
  }, [failed, t]);

  const run = (value: string) => {
    const found = hsDescriptionProblem(value);
    setProblem(found);
    if (found) return;
    setDraft({ forQuery: value.trim(), text: value.trim() });
    // The same description again asks the model again (the answer is not cached).
    if (value.trim() === asked) void search.refetch();
    else sync({ q: value.trim() });
    expectAnswer();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(text);
  };
  const answer = search.isError ? undefined : search.data;

  return (
    <Stack gap="lg">
      <title>{t('tools.aiTariffSearch.title')}</title>
      <Title order={1}>{t('tools.aiTariffSearch.title')}</Title>
      <Text maw={760}>{t('aiTariffSearch.intro')}</Text>
      <form onSubmit={submit} noValidate role="search" aria-label={t('tools.aiTariffSearch.title')}>
        <Stack gap="sm" maw={760}>
          <Textarea
            label={t('aiTariffSearch.descriptionLabel')}
            description={`${t('aiTariffSearch.descriptionHint')} ${t('aiTariffSearch.characterCount', {
              length: text.length,
              max: HS_FINDER_LIMITS.queryMaxLength,
            })}`}
            name="q"
            value={text}
            onChange={(event) => setDraft({ forQuery: q, text: event.currentTarget.value })}
            error={
              shownProblem &&
              t(`aiTariffSearch.validation.${shownProblem}`, {
                min: HS_FINDER_LIMITS.queryMinLetters,
                max: HS_FINDER_LIMITS.queryMaxLength,
              })
            }
            // The goods' words keep their own direction: English on an Arabic page reads left to right.
            dir="auto"
            autosize
            minRows={3}
            maxRows={10}
          />
          <Group>
            <Button type="submit" loading={search.isFetching}>
              {t('aiTariffSearch.searchButton')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack ref={answerRef} gap="lg">
        {search.isFetching && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('aiTariffSearch.searching')}</Text>
          </Group>
        )}
        {nothingLikely && (
          <Alert color="yellow" role="status" title={t('aiTariffSearch.nothingLikely')}>
            {t('aiTariffSearch.nothingLikelyHint')}
          </Alert>
        )}
        {failed && (
          <Alert color="red" role="alert" title={t('aiTariffSearch.failed')} data-testid="hs-finder-error">
            {t('aiTariffSearch.failedHint')}
          </Alert>
        )}
        {answer?.clarification && (
          <HsClarificationQuestion
            clarification={answer.clarification}
            onChoose={(choice) => run(`${asked} ${choice}`)}
          />
        )}
        {answer && !answer.clarification && answer.predictions.length === 0 && (
          <Alert color="yellow" role="status" title={t('aiTariffSearch.nothingLikely')}>
            {t('aiTariffSearch.nothingLikelyHint')}
          </Alert>
        )}
        {answer && answer.predictions.length > 0 && <HsSuggestionList answer={answer} language={language} />}
      </Stack>
    </Stack>
  );
}
