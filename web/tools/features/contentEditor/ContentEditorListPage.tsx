import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Menu,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { CONTENT_KIND_NAMES, formatDate, isContentKind, type ContentKind } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { CONTENT_EDITOR_LIMITS } from '../../../shared/config/siteLimits';
import { SampleBadge } from '../../content/ContentNotices';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { useSyncSearchParams } from '../../navigation/useSyncSearchParams';
import { ListFooter } from '../../tables/ListFooter';
import { useListPageParams } from '../../tables/useListPageParams';
import { useEditorItems, type EditorItem } from './contentEditorApi';
import { EditorStatusBadge } from './EditorStatusBadge';

const STATUS_FILTERS = ['all', 'draft', 'published'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The item's title in English, the language every item has. */
const titleOf = (item: EditorItem) => item.translations.en?.title ?? item.slug;

/**
 * The content editors' list (issue 7): every item, drafts included, filtered by kind and state (kept in
 * the address, so that a filtered list can be shared or reloaded), newest change first.
 */
export function ContentEditorListPage() {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const [params] = useSearchParams();
  const sync = useSyncSearchParams();
  const paging = useListPageParams({ fixedSize: CONTENT_EDITOR_LIMITS.itemsPerPage });
  const items = useEditorItems();
  const kindParam = params.get('kind') ?? '';
  const kind: ContentKind | undefined = isContentKind(kindParam) ? kindParam : undefined;
  const statusParam = params.get('status') ?? 'all';
  const status: StatusFilter = (STATUS_FILTERS as readonly string[]).includes(statusParam)
    ? (statusParam as StatusFilter)
    : 'all';

  /** A filter changed starts the list again from its first page; "all" is no filter. */
  const setFilter = (name: 'kind' | 'status', value: string | null) =>
    sync({ [name]: value === 'all' ? null : value, page: null });

  const shown = (items.data ?? [])
    .filter((item) => (kind ? item.kind === kind : true))
    .filter((item) => (status === 'all' ? true : item.status === status))
    .sort((left, right) => right.updatedAt.localeCompare(left.updatedAt));
  const { page, size } = paging;
  const pageItems = shown.slice((page - 1) * size, page * size);

  return (
    <Stack gap="md" py="md">
      <title>{t('contentEditor.title')}</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>{t('contentEditor.title')}</Title>
          <Text c="dark.6" maw={720}>
            {t('contentEditor.intro')}
          </Text>
        </Stack>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button color="portal.8">{t('contentEditor.newItem')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {CONTENT_KIND_NAMES.map((name) => (
              <Menu.Item key={name} component={Link} to={paths.contentEditorNew.build(language, name)}>
                {t(`contentEditor.kinds.${name}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>

      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('contentEditor.kindFilter')}
          placeholder={t('contentEditor.allKinds')}
          data={CONTENT_KIND_NAMES.map((name) => ({ value: name, label: t(`contentEditor.kinds.${name}`) }))}
          value={kind ?? null}
          onChange={(value) => setFilter('kind', value)}
          clearable
          w={260}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="content-status-filter">
            {t('contentEditor.statusFilter')}
          </Text>
          <SegmentedControl
            aria-labelledby="content-status-filter"
            data={STATUS_FILTERS.map((value) => ({ value, label: t(`contentEditor.status.${value}`) }))}
            value={status}
            onChange={(value) => setFilter('status', value)}
          />
        </Stack>
      </Group>

      {items.isPending && <Loader size="sm" aria-label={t('messages.loading')} />}
      {items.isError && <Alert color="red">{t('messages.somethingWentWrong')}</Alert>}
      {items.data && (
        <>
          {shown.length === 0 ? (
            <Text>{t('contentEditor.none')}</Text>
          ) : (
            <>
              <Table.ScrollContainer minWidth={640}>
                <Table striped highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('contentEditor.columns.title')}</Table.Th>
                      <Table.Th>{t('contentEditor.columns.kind')}</Table.Th>
                      <Table.Th>{t('contentEditor.columns.status')}</Table.Th>
                      <Table.Th>{t('contentEditor.columns.updated')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {pageItems.map((item) => (
                      <Table.Tr key={item.id}>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Anchor
                              component={Link}
                              to={paths.contentEditorItem.build(language, item.id)}
                              c="portal.8"
                              fw={600}
                              lang="en"
                              dir="ltr"
                            >
                              {titleOf(item)}
                            </Anchor>
                            {item.sample && <SampleBadge />}
                          </Group>
                        </Table.Td>
                        <Table.Td>{t(`contentEditor.kinds.${item.kind}`)}</Table.Td>
                        <Table.Td>
                          <EditorStatusBadge status={item.status} />
                        </Table.Td>
                        <Table.Td>
                          {t('contentEditor.updatedBy', {
                            date: formatDate(item.updatedAt, language, { withTime: true }),
                            user: item.updatedBy,
                          })}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <ListFooter
                count={t('contentEditor.count', { count: shown.length })}
                total={shown.length}
                paging={paging}
                settled
              />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
