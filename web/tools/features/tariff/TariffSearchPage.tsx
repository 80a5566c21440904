import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { isIsoDate, TARIFF_SEARCH_LIMITS, tariffQueryFromText } from '@tsw/domain';
import type { TFunction } from 'i18next';
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateOfValidityInput } from '../../forms/DateOfValidityInput';
import { fieldErrorsOf } from '../../forms/fieldErrors';
import { ApiError } from '../../api/apiFetch';
import { shownAnswerOf, useAnswerInView } from '../../forms/useAnswerInView';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { showErrorToast } from '../../messages/errorToast';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { readRecentSearches, storeRecentSearches, withRecentSearch } from './recentSearches';
import { useTariffSearch, type TariffSort } from './tariffSearchApi';
import { loadTariffSearchResults, TariffSearchResults } from './tariffSearchResultsOnUse';
import { useListPageParams } from '../../tables/useListPageParams';
import { useTableSortParams } from '../../tables/useTableSortParams';

const SORTS: readonly TariffSort[] = ['relevance', 'code', 'description', 'tti'];

/**
 * The message the user reads for each of the search box's problems, translated: found here as typed or
 * linked, or by the service (its problem at `q` has the same codes).
 */
function problemText(
  t: TFunction,
  problem: { readonly code: string; readonly params?: Readonly<Record<string, string | number>> },
): string {
  switch (problem.code) {
    case 'QUERY_EMPTY':
      return t('tariff.validation.empty');
    case 'CODE_TOO_SHORT':
      return t('tariff.validation.codeTooShort', {
        min: problem.params?.min ?? TARIFF_SEARCH_LIMITS.codeMinDigits,
      });
    case 'KEYWORD_TOO_SHORT':
      return t('tariff.validation.keywordTooShort', {
        min: problem.params?.min ?? TARIFF_SEARCH_LIMITS.keywordMinLength,
      });
    default:
      return t('tariff.validation.tooLong');
  }
}

/**
 * The tariff search (issue 5): one box for keywords or an HS code, a date of validity, recent searches,
 * and the ranked result table with paging and sorting. The query lives in the URL, so a search can be
 * bookmarked, shared and gone back to.
 */
export function TariffSearchPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const sync = useSyncSearchParams();
  const q = searchParams.get('q') ?? '';
  const date = searchParams.get('date') ?? '';
  const paging = useListPageParams();
  const sort = useTableSortParams<TariffSort>({ sorts: SORTS, defaultSort: 'relevance' });
  const language = languageOfPath(location.pathname);

  // What is typed belongs to the search in the URL: going back to another search shows its words.
  const [draft, setDraft] = useState({ forQuery: q, text: q });
  const text = draft.forQuery === q ? draft.text : q;
  const setText = (value: string) => setDraft({ forQuery: q, text: value });
  const [problem, setProblem] = useState<string | null>(null);
  // Tool screens render only in the browser, where the device's storage is at hand.
  const [recent, setRecent] = useState<string[]>(readRecentSearches);
  // A search linked or bookmarked is read as a typed one: the box says what is wrong, nothing is asked.
  const linked = q === '' ? undefined : tariffQueryFromText(q);
  const linkedProblem = linked && !linked.ok ? problemText(t, linked.problem) : null;
  const linkedDateProblem = date !== '' && !isIsoDate(date) ? t('problems.INVALID_DATE') : null;

  const search = useTariffSearch({
    q: linkedProblem || linkedDateProblem ? '' : q,
    date,
    page: paging.page,
    size: paging.size,
    sort: sort.by,
    order: sort.order,
    lang: language,
  });
  // What the service refused in the query or the date is said at that field; anything else in a toast.
  const refused = fieldErrorsOf(t, search.error);
  const refusedQuery =
    search.error instanceof ApiError ? search.error.problems.find((one) => one.path === 'q') : undefined;
  const refusedForm = search.isError && !refused.q && !refused.date;
  useEffect(() => {
    if (refusedForm) showErrorToast(t, { description: t('messages.somethingWentWrong') });
  }, [refusedForm, t]);
  const [answerRef, expectAnswer] = useAnswerInView(shownAnswerOf(search));

  const run = (value: string) => {
    const parsed = tariffQueryFromText(value);
    if (!parsed.ok) {
      setProblem(problemText(t, parsed.problem));
      return;
    }
    setProblem(null);
    setDraft({ forQuery: value.trim(), text: value });
    const next = withRecentSearch(recent, value);
    setRecent(next);
    storeRecentSearches(next);
    sync({ q: value.trim(), page: null, sort: null, order: null });
    expectAnswer();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(text);
  };
  const answer = search.isError ? undefined : search.data;

  return (
    <Stack gap="lg">
      <title>{t('tools.tariffSearch.title')}</title>
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('tools.tariffSearch.title')}</Title>
        <Anchor component={Link} to={paths.tariffBrowse.build(language)}>
          {t('tariff.browse.link')}
        </Anchor>
      </Group>
      <form onSubmit={submit} noValidate role="search" aria-label={t('tariff.searchLabel')}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('tariff.searchLabel')}
            description={t('tariff.searchHint')}
            name="q"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onFocus={loadTariffSearchResults}
            error={problem ?? linkedProblem ?? (refusedQuery ? problemText(t, refusedQuery) : null)}
            style={{ flex: '1 1 20rem' }}
            maxLength={TARIFF_SEARCH_LIMITS.keywordMaxLength}
          />
          <DateOfValidityInput
            name="date"
            value={date}
            onChange={(value) => sync({ date: value || null, page: null })}
            error={linkedDateProblem ?? refused.date}
          />
          <Button type="submit" mt={{ base: 0, xs: 46 }} w={{ base: '100%', xs: 'auto' }}>
            {t('tariff.searchButton')}
          </Button>
        </Group>
      </form>
      {recent.length > 0 && (
        <Group gap="xs" aria-label={t('tariff.recent')} role="group">
          <Text size="sm" fw={600}>
            {t('tariff.recent')}:
          </Text>
          {recent.map((item) => (
            <Button key={item} size="compact-sm" variant="light" onClick={() => run(item)}>
              {item}
            </Button>
          ))}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecent([]);
              storeRecentSearches([]);
            }}
          >
            {t('tariff.clearRecent')}
          </Anchor>
        </Group>
      )}
      <div ref={answerRef}>
        {answer && answer.total === 0 && (
          <Alert color="yellow" role="status" title={t('tariff.noResults')}>
            {t('tariff.noResultsHint')}
          </Alert>
        )}
        {answer && answer.total > 0 && (
          <Suspense fallback={null}>
            <TariffSearchResults
              answer={answer}
              settled={!search.isPlaceholderData}
              query={{ q, date }}
              paging={paging}
              sort={sort}
            />
          </Suspense>
        )}
      </div>
    </Stack>
  );
}
