import { Alert, Stack, Text, Title } from '@mantine/core';
import { MANIFEST_IMPORT_ROLES, type ReportFormat } from '@tsw/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../auth/authContext';
import { ExportButtons } from '../../documents/ExportButtons';
import { downloadBlob } from '../../documents/tableExport';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { showErrorToast } from '../../messages/errorToast';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { shownAnswerOf, useAnswerInView } from '../../forms/useAnswerInView';
import { ListFooter } from '../../tables/ListFooter';
import { useListPageParams } from '../../tables/useListPageParams';
import { printManifests, useManifestSearch, useManifestService } from './cargoApi';
import { cargoProblemTexts } from './cargoProblem';
import { ManifestFilterForm } from './ManifestFilterForm';
import { ManifestImportPanel } from './ManifestImportPanel';
import {
  manifestFiltersOf,
  manifestRangeProblems,
  manifestRestrictions,
  type ManifestFilters,
} from './manifestFilters';
import { ManifestTable } from './ManifestTable';

/** The print buttons' order: the PDF first, as people print it most. */
const PRINT_FORMATS = ['pdf', 'xlsx', 'csv'] as const satisfies readonly ReportFormat[];

/**
 * The cargo manifest search (§3, §5): the filters, kept in the URL once searched; the matching manifests a
 * page at a time; the page printed by the service as PDF, XLSX or CSV.
 */
export function ManifestSearchPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const [searchParams] = useSearchParams();
  const sync = useSyncSearchParams();
  const paging = useListPageParams();
  const service = useManifestService();
  const { holdsAnyRole } = useAuth();
  const [printing, setPrinting] = useState<ReportFormat | null>(null);
  const applied = manifestFiltersOf(searchParams);
  const restrictions = manifestRestrictions(applied);
  // Refused filters (a reversed range, typed or in the address) show no results: those on screen would
  // answer another search, and a range that ends before it starts matches nothing. A refusal holds for the
  // search on screen when it was made: back or a link to another search shows that one's results.
  const appliedKey = JSON.stringify(applied);
  const [refusedOver, setRefusedOver] = useState<string | null>(null);
  const searched =
    refusedOver !== appliedKey &&
    manifestRangeProblems(applied).length === 0 &&
    restrictions.some((restriction) => restriction.operator !== '');
  const page = { offset: (paging.page - 1) * paging.size, max: paging.size };
  const body = searched ? { ...page, restrictBy: 'AND', restrictions } : null;
  const manifests = useManifestSearch(body);
  // Not searched: no answer shown, though the last one may still be kept as a placeholder.
  const answer = !searched || manifests.isError ? undefined : manifests.data;
  const [answerRef, expectAnswer] = useAnswerInView(shownAnswerOf(manifests));

  function search(filters: ManifestFilters) {
    setRefusedOver(null);
    sync({ ...filters, page: null });
    expectAnswer();
  }

  function print(format: ReportFormat) {
    if (!body || !service.serviceUrl || !answer) return;
    setPrinting(format);
    printManifests(
      { serviceUrl: service.serviceUrl, accessToken: service.accessToken },
      body,
      format,
      language,
      answer.resultList.length,
    )
      .then(({ blob, fileName }) => downloadBlob(blob, fileName))
      .catch(() => showErrorToast(t, { description: t('manifests.printFailed') }))
      .finally(() => setPrinting(null));
  }

  return (
    <Stack gap="lg">
      <title>{t('tools.manifests.title')}</title>
      <Title order={1}>{t('tools.manifests.title')}</Title>
      <Text c="gray.7">{t('manifests.intro')}</Text>
      {/* Keyed by the URL's filters: a link or "back" to another search fills the form again. */}
      <ManifestFilterForm
        key={appliedKey}
        language={language}
        applied={applied}
        onSearch={search}
        onRefused={() => setRefusedOver(appliedKey)}
      />
      <Stack ref={answerRef} gap="lg">
        {searched && manifests.isError && (
          <Alert color="red" role="alert">
            {cargoProblemTexts(t, manifests.error, t('manifests.failed')).join(' ')}
          </Alert>
        )}
        {answer && answer.totalCount === 0 && (
          <Alert color="gray" role="status">
            {t('manifests.noResult')}
          </Alert>
        )}
        {answer && answer.totalCount > 0 && (
          <Stack gap="sm">
            <ManifestTable manifests={answer.resultList} language={language} />
            <ListFooter
              count={t('manifests.count', { count: answer.totalCount })}
              total={answer.totalCount}
              paging={paging}
              sizeLabel={t('manifests.pageSize')}
              settled={!manifests.isPlaceholderData}
            >
              <ExportButtons
                formats={PRINT_FORMATS}
                label={(format) => t(`manifests.print.${format}`)}
                busy={printing}
                onExport={print}
              />
            </ListFooter>
          </Stack>
        )}
      </Stack>
      {holdsAnyRole(MANIFEST_IMPORT_ROLES) && <ManifestImportPanel />}
    </Stack>
  );
}
