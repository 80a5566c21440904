import { Alert, Anchor, Button, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { formatDate, GUIDE_RULE_STATUSES, type GuideRuleStatus, type Language } from '@tsw/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { usePortalToday } from '../../api/usePortalToday';
import { paths } from '../../../shared/config/paths';
import { SampleBadge } from '../../content/ContentNotices';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { ListFooter } from '../../tables/ListFooter';
import { SortedTable } from '../../tables/SortedTable';
import { useListPageParams } from '../../tables/useListPageParams';
import { useGuideRules, type StoredGuideRule } from './guideEditorApi';
import { GuideRulesExport } from './GuideRulesExport';
import { GuideRulesImport } from './GuideRulesImport';
import { GuideRuleStatusBadge } from './GuideRuleStatusBadge';
import { guideRuleSummary } from './guideRuleSummary';

/** Search typing waits this long before the list is asked again. */
const SEARCH_TYPING_PAUSE_MS = 300;

const isStatus = (value: string | null): value is GuideRuleStatus =>
  (GUIDE_RULE_STATUSES as readonly (string | null)[]).includes(value);

/**
 * The guide editors' list (issue 24): the rules found by words (document, authority, source, codes), by
 * state and by document, a page at a time, newest change first as the server orders them; the search is
 * kept in the address, so that a list can be shared or reloaded. New rules, and a CSV import.
 */
export function GuideRulesPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const [params] = useSearchParams();
  const sync = useSyncSearchParams();
  const paging = useListPageParams();
  const today = usePortalToday();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  // The words go to the address (and the list) once typing pauses; new words start from the first page.
  const searchWords = useDebouncedCallback(
    (words: string) => sync({ q: words.trim() || null, page: null }),
    SEARCH_TYPING_PAUSE_MS,
  );
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const documentCode = params.get('documentCode') || null;
  const rules = useGuideRules({
    q: params.get('q') ?? '',
    status,
    documentCode,
    offset: (paging.page - 1) * paging.size,
    max: paging.size,
  });
  const columns = useGuideRuleColumns(language);
  // The portal does not run the React Compiler; TanStack Table (the architecture's table) is fine without it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rules.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (rule) => rule.id,
    defaultColumn: { enableSorting: false },
  });

  return (
    <Stack gap="md" py="md">
      <title>{t('guideEditor.title')}</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('guideEditor.title')}</Title>
          <Text c="dark.6" maw={760}>
            {t('guideEditor.intro')}
          </Text>
        </Stack>
        <Button component={Link} to={paths.guideEditorNew.build(language)} color="portal.8">
          {t('guideEditor.newRule')}
        </Button>
      </Group>

      <Group gap="md" align="flex-end" wrap="wrap" role="search">
        <TextInput
          type="search"
          label={t('guideEditor.search')}
          description={t('guideEditor.searchHint')}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            searchWords(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 360 }}
        />
        <TextInput
          label={t('guideEditor.documentFilter')}
          value={documentCode ?? ''}
          onChange={(event) =>
            sync({ documentCode: event.currentTarget.value.trim().toUpperCase() || null, page: null })
          }
          w={160}
        />
        <Select
          label={t('guideEditor.statusFilter')}
          data={[
            { value: 'all', label: t('guideEditor.status.all') },
            ...GUIDE_RULE_STATUSES.map((value) => ({ value, label: t(`guideEditor.status.${value}`) })),
          ]}
          value={status ?? 'all'}
          onChange={(value) => sync({ status: value === 'all' ? null : value, page: null })}
          allowDeselect={false}
          w={180}
        />
      </Group>

      {rules.isPending && <Loader size="sm" aria-label={t('messages.loading')} />}
      {rules.isError && (
        <Alert color="red" role="alert">
          {t('guideEditor.listFailed')}
        </Alert>
      )}
      {rules.data && (
        <>
          {rules.data.totalCount === 0 ? (
            <Text>{t('guideEditor.none')}</Text>
          ) : (
            <SortedTable table={table} minWidth={900} />
          )}
          <ListFooter
            count={t('guideEditor.count', { count: rules.data.totalCount })}
            total={rules.data.totalCount}
            paging={paging}
            sizeLabel={t('guideEditor.pageSize')}
            settled={!rules.isPlaceholderData}
          >
            {rules.data.totalCount > 0 && (
              <GuideRulesExport query={{ q: params.get('q') ?? '', status, documentCode }} today={today} />
            )}
          </ListFooter>
        </>
      )}
      <GuideRulesImport />
    </Stack>
  );
}

function useGuideRuleColumns(language: Language): ColumnDef<StoredGuideRule>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'document',
        header: t('guideEditor.columns.document'),
        cell: ({ row: { original: rule } }) => (
          <Group gap="xs" wrap="nowrap">
            <Anchor
              component={Link}
              to={paths.guideEditorRule.build(language, rule.id)}
              c="portal.8"
              fw={700}
              className="code-text"
            >
              {rule.documentCode}
            </Anchor>
            {rule.sample && <SampleBadge />}
          </Group>
        ),
      },
      {
        id: 'ruleType',
        header: t('guideEditor.columns.ruleType'),
        cell: ({ row: { original: rule } }) => t(`guideEditor.ruleTypes.${rule.ruleType}`),
      },
      {
        id: 'appliesTo',
        header: t('guideEditor.columns.appliesTo'),
        cell: ({ row: { original: rule } }) => (
          <Text fz="sm" maw={360}>
            {guideRuleSummary(t, rule)}
          </Text>
        ),
      },
      {
        id: 'authority',
        header: t('guideEditor.columns.authority'),
        cell: ({ row: { original: rule } }) => (
          <Text fz="sm" lang="en" maw={260}>
            {rule.authority.en}
          </Text>
        ),
      },
      {
        id: 'status',
        header: t('guideEditor.columns.status'),
        cell: ({ row: { original: rule } }) => <GuideRuleStatusBadge status={rule.status} />,
      },
      {
        id: 'updated',
        header: t('guideEditor.columns.updated'),
        cell: ({ row: { original: rule } }) =>
          t('guideEditor.updatedBy', {
            date: formatDate(rule.updatedAt, language, { withTime: true }),
            user: rule.updatedBy,
          }),
      },
    ],
    [t, language],
  );
}
