import { Anchor, Button, Group, Loader, Table, Text } from '@mantine/core';
import {
  formatCount,
  formatDate,
  REFERENCE_EXPORT_FORMATS,
  type DataSet,
  type EntityGroup,
  type IsoDate,
  type ReferenceExportFormat,
} from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { CardTable } from '../../tables/CardTable';
import type { Language } from '../../../shared/i18n/languages';
import type { ReferenceDownload } from './referenceListsApi';
import type { ReferenceListRow } from './referenceListRows';
import { referenceTableName } from './referenceTableName';

export interface ReferenceListsTableProps {
  readonly group: EntityGroup;
  readonly rows: readonly ReferenceListRow[];
  readonly language: Language;
  readonly date: IsoDate;
  /** Records in force on the date, by table; undefined while they load or when they failed. */
  readonly recordCounts: ReadonlyMap<string, number> | undefined;
  readonly dataSets: ReadonlyMap<string, DataSet> | undefined;
  readonly busy: ReferenceDownload | null;
  readonly onDownload: (entity: string, format: ReferenceExportFormat) => void;
}

/** Where a table's data come from: real or sample, and the source as the data set names it (English). */
function DataSetCell({ dataSet }: { dataSet: DataSet | undefined }) {
  const { t } = useTranslation();
  if (!dataSet) return <Text c="dark.6">{t('referenceLists.noDataSet')}</Text>;
  return (
    <>
      <Text span fw={700}>
        {t(dataSet.sample ? 'referenceLists.sampleData' : 'referenceLists.realData')}
      </Text>{' '}
      <Text span fz="sm" lang="en" dir="ltr">
        {dataSet.source}
      </Text>
    </>
  );
}

/**
 * One group of the catalogue: each table's name, records in force, data set, last import and downloads;
 * on a phone or a tablet, one card a table.
 */
export function ReferenceListsTable(props: ReferenceListsTableProps) {
  const { t } = useTranslation();
  const headingId = `reference-group-${props.group}`;
  const label = {
    records: t('referenceLists.columns.records'),
    data: t('referenceLists.columns.data'),
    imported: t('referenceLists.columns.imported'),
    download: t('referenceLists.columns.download'),
  };
  return (
    <section aria-labelledby={headingId}>
      <Text component="h2" id={headingId} fz="xl" fw={700} mb="xs">
        {t(`referenceTables.groups.${props.group}`)}
      </Text>
      <CardTable minWidth={860}>
        {/* Fixed widths, so that the groups' tables line up one under another. */}
        <Table striped withTableBorder layout="fixed" verticalSpacing="xs" aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w="26%">
                {t('referenceLists.columns.table')}
              </Table.Th>
              <Table.Th scope="col" ta="end" w="10%">
                {label.records}
              </Table.Th>
              <Table.Th scope="col">{label.data}</Table.Th>
              <Table.Th scope="col" w="11%">
                {label.imported}
              </Table.Th>
              <Table.Th scope="col" w={150}>
                {label.download}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => {
              const name = referenceTableName(t, row.entity, row.parent);
              const count = props.recordCounts?.get(row.entity);
              const dataSet = props.dataSets?.get(row.entity);
              return (
                <Table.Tr key={row.entity} data-entity={row.entity}>
                  <Table.Th
                    scope="row"
                    fw={row.parent ? 400 : 600}
                    ps={row.parent ? 'xl' : undefined}
                    data-card="title"
                  >
                    {row.parent ? (
                      name
                    ) : (
                      <Anchor component={Link} to={paths.codification.build(props.language, row.entity)}>
                        {name}
                      </Anchor>
                    )}
                  </Table.Th>
                  <Table.Td
                    ta="end"
                    data-testid="record-count"
                    style={{ fontVariantNumeric: 'tabular-nums' }}
                    data-card="figure"
                    data-label={label.records}
                  >
                    {count === undefined ? '…' : formatCount(count, props.language)}
                  </Table.Td>
                  <Table.Td data-label={label.data}>
                    <DataSetCell dataSet={dataSet} />
                  </Table.Td>
                  <Table.Td data-card="figure" data-label={label.imported}>
                    {dataSet ? formatDate(dataSet.importedAt, props.language) : ''}
                  </Table.Td>
                  <Table.Td data-label={label.download}>
                    <Group gap="xs" wrap="nowrap">
                      {REFERENCE_EXPORT_FORMATS.map((format) => {
                        const label = format.toUpperCase();
                        const busy = props.busy?.entity === row.entity && props.busy.format === format;
                        return (
                          <Button
                            key={format}
                            size="compact-sm"
                            variant="default"
                            // Not Mantine's `loading`, which disables the button and so drops a keyboard user's focus.
                            leftSection={busy ? <Loader size={12} color="dark" /> : undefined}
                            aria-busy={busy}
                            disabled={props.busy !== null && !busy}
                            aria-label={t('referenceLists.downloadLabel', {
                              table: name,
                              date: formatDate(props.date, props.language),
                              format: label,
                            })}
                            onClick={() => {
                              if (props.busy === null) props.onDownload(row.entity, format);
                            }}
                          >
                            {label}
                          </Button>
                        );
                      })}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </CardTable>
    </section>
  );
}
