import { Alert, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { VESSEL_STATUSES } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { shownAnswerOf, useAnswerInView } from '../../forms/useAnswerInView';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { useTypedSearchText } from '../../navigation/useTypedSearchText';
import { ListFooter } from '../../tables/ListFooter';
import { useListPageParams } from '../../tables/useListPageParams';
import { useVesselSearch } from './cargoApi';
import { VesselTable } from './VesselTable';
import { VESSEL_SEARCH_TEXT_MAX_LENGTH, vesselSearchBody, vesselSelectionOf } from './vesselSearchBody';

/**
 * The vessels calling at the country's ports (§3): searched by name or IMO number (as it is typed, or at
 * once with Enter, which brings the answer into view) and by status, a page at a time, each opening its
 * page with its latest manifests.
 */
export function VesselsPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const [searchParams] = useSearchParams();
  const sync = useSyncSearchParams();
  const paging = useListPageParams();
  const selection = vesselSelectionOf(searchParams);
  const [typed, type] = useTypedSearchText(selection.text);
  const vessels = useVesselSearch(
    vesselSearchBody(selection, { offset: (paging.page - 1) * paging.size, max: paging.size }),
  );
  const answer = vessels.isError ? undefined : vessels.data;
  const [answerRef, expectAnswer] = useAnswerInView(shownAnswerOf(vessels));

  return (
    <Stack gap="lg">
      <title>{t('tools.vessels.title')}</title>
      <Title order={1}>{t('tools.vessels.title')}</Title>
      <form
        role="search"
        aria-label={t('tools.vessels.title')}
        onSubmit={(event) => {
          event.preventDefault();
          sync({ q: typed.trim() || null, page: null });
          expectAnswer();
        }}
      >
        <Group align="flex-end">
          <TextInput
            name="q"
            type="search"
            label={t('vessels.searchLabel')}
            description={t('vessels.searchHint')}
            value={typed}
            maxLength={VESSEL_SEARCH_TEXT_MAX_LENGTH}
            onChange={(event) => type(event.currentTarget.value)}
            w={320}
          />
          <Select
            label={t('vessels.columns.status')}
            placeholder={t('vessels.anyStatus')}
            data={VESSEL_STATUSES.map((status) => ({
              value: status,
              label: t(`vessels.statuses.${status}`),
            }))}
            value={selection.status}
            onChange={(value) => sync({ status: value, page: null })}
            clearable
            w={200}
          />
        </Group>
      </form>
      <Stack ref={answerRef} gap="lg">
        {vessels.isError && (
          <Alert color="red" role="alert">
            {t('vessels.failed')}
          </Alert>
        )}
        {answer && answer.totalCount === 0 && (
          <Alert color="gray" role="status">
            {t('vessels.noResult')}
          </Alert>
        )}
        {answer && answer.totalCount > 0 && (
          <Stack gap="sm">
            <VesselTable vessels={answer.resultList} language={language} />
            <ListFooter
              count={t('vessels.count', { count: answer.totalCount })}
              total={answer.totalCount}
              paging={paging}
              sizeLabel={t('vessels.pageSize')}
              settled={!vessels.isPlaceholderData}
            />
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
