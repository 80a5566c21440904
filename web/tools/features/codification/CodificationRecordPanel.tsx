import { Anchor, Badge, Drawer, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import {
  displayedCode,
  entityChildren,
  formatDate,
  referenceName,
  type EntityDefinition,
  type Language,
  type ReferenceLookupAnswer,
  type ReferenceRecord,
} from '@tsw/domain';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/apiFetch';
import { paths } from '../../../shared/config/paths';
import { showErrorToast } from '../../messages/errorToast';
import { lookedUpRecord, useCodificationRecord } from './codificationApi';
import { codificationColumns, fieldLabel, tableName, valueText } from './codificationColumns';

/** Shown in the validity line rather than among the fields. */
const VALIDITY_FIELDS = new Set(['validFromDate', 'validToDate']);

/** The record's own fields (not its sub-entity lists), in the catalog's order, then any other it carries. */
function ownFields(definition: EntityDefinition, record: ReferenceLookupAnswer): [string, string | null][] {
  const known = Object.keys(definition.fields).filter((field) => field in record);
  const others = Object.keys(record).filter((field) => !(field in definition.fields));
  return [...known, ...others].flatMap((field) => {
    const value = record[field];
    return Array.isArray(value) || VALIDITY_FIELDS.has(field) ? [] : [[field, value ?? null]];
  });
}

function validityText(t: TFunction, language: Language, record: ReferenceRecord): string {
  const from = record.validFromDate;
  const to = record.validToDate;
  if (!from) return t('codification.panel.validityAlways');
  if (!to) return t('codification.panel.validity', { from: formatDate(from, language) });
  return t('codification.panel.validityUntil', {
    from: formatDate(from, language),
    to: formatDate(to, language),
  });
}

/** One list of the record's sub-entities (a bank's branches), with its count; an SRO cited links to its screen. */
function SubEntityList({
  child,
  rows,
  language,
}: {
  child: EntityDefinition;
  rows: readonly ReferenceRecord[];
  language: Language;
}) {
  const { t } = useTranslation();
  const columns = codificationColumns(t, language, child);
  const name = tableName(t, child.name);
  const citesSros = child.name === 'sros';
  return (
    <Stack gap="xs" component="section" aria-label={name}>
      <Group gap="xs">
        <Title order={3} fz="md">
          {name}
        </Title>
        <Badge variant="light" aria-label={`${rows.length}`}>
          {rows.length}
        </Badge>
      </Group>
      {rows.length === 0 ? (
        <Text fz="sm">{t('codification.panel.none')}</Text>
      ) : (
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.parentCode ?? ''}/${row.code ?? ''}`}>
                {columns.map((column, index) => (
                  <Table.Td key={column.key}>
                    {index === 0 && citesSros ? (
                      <Anchor
                        component={Link}
                        to={paths.sro.build(language, row.code ?? '')}
                        aria-label={t('codification.panel.openSro', { code: row.code })}
                        dir="ltr"
                      >
                        {row.code}
                      </Anchor>
                    ) : (
                      <span dir={index === 0 ? 'ltr' : undefined}>{column.text(row)}</span>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function RecordDetail({
  definition,
  record,
  language,
}: {
  definition: EntityDefinition;
  record: ReferenceLookupAnswer;
  language: Language;
}) {
  const { t } = useTranslation();
  const flat = lookedUpRecord(record);
  const address = paths.codification.build(language, definition.name, displayedCode(definition, flat));
  return (
    <Stack gap="md">
      <Text fz="sm">{validityText(t, language, flat)}</Text>
      <Stack gap="xs" component="section" aria-label={t('codification.panel.fields')}>
        <Title order={3} fz="md">
          {t('codification.panel.fields')}
        </Title>
        <Table withTableBorder fz="sm">
          <Table.Tbody>
            {ownFields(definition, record).map(([field, value]) => (
              <Table.Tr key={field}>
                <Table.Th scope="row" w="40%">
                  {fieldLabel(t, field)}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{valueText(t, field, value) || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      {entityChildren(definition.name).map((child) => {
        const rows = record[child.name];
        return (
          <SubEntityList
            key={child.name}
            child={child}
            rows={Array.isArray(rows) ? rows : []}
            language={language}
          />
        );
      })}
      <Text fz="sm">
        {t('codification.panel.address')}:{' '}
        <Anchor component={Link} to={address} dir="ltr">
          {address}
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * A record's panel (spec §4): open as soon as its loading starts, with the loading said inside it; then
 * every field of the record (each as stored, its Bengali twin among them), its validity and the lists of
 * its sub-entities with their counts. A failure closes the panel and says so in the error toast.
 */
export function CodificationRecordPanel({
  definition,
  code,
  date,
  language,
  onClose,
}: {
  definition: EntityDefinition;
  code: string;
  date: string;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const record = useCodificationRecord(definition, code, date);
  const failed = record.isError;
  useEffect(() => {
    if (!failed) return;
    const notFound = record.error instanceof ApiError && record.error.status === 404;
    showErrorToast(t, {
      description: notFound
        ? t('codification.panel.notFound', {
            table: tableName(t, definition.name),
            code,
            date: formatDate(date, language),
          })
        : t('codification.panel.loadFailed'),
    });
    onClose();
  }, [failed, record.error, t, definition.name, code, date, language, onClose]);

  const flat = record.data ? lookedUpRecord(record.data) : undefined;
  const title = flat ? `${displayedCode(definition, flat)} — ${referenceName(language, flat)}` : code;
  return (
    <Drawer
      opened={!failed}
      onClose={onClose}
      // At the end of the reading direction: Mantine puts a right-hand drawer on the left in Arabic.
      position="right"
      size="lg"
      title={title}
      closeButtonProps={{ 'aria-label': t('messages.close') }}
      returnFocus={false}
      // Opened in a portal, outside the screen: its controls are sized as the screen's are.
      classNames={{ content: 'signed-in-screen' }}
    >
      {record.data ? (
        <RecordDetail definition={definition} record={record.data} language={language} />
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('codification.panel.loading')}</Text>
        </Group>
      )}
    </Drawer>
  );
}
