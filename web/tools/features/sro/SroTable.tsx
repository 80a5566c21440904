import { Anchor, VisuallyHidden } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDate, type Language } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { usePortalConfig } from '../../api/usePortalConfig';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { SortedTable } from '../../tables/SortedTable';
import type { TableSort } from '../../tables/tableSort';
import { useSortedTable } from '../../tables/useSortedTable';
import { sroDescriptionIn } from './sroDescription';
import { sroDocumentUrl } from './sroDocumentUrl';
import type { SroSort } from './sroSearch';

/** An SRO as the reference service sends it. */
export type SroRecord = Readonly<Record<string, string | null>>;

const columns = createColumnHelper<SroRecord>();

/** A date of the record, in the page's way of writing dates; kept left to right inside Arabic. */
function DateCell({ value, language }: { value: string | null | undefined; language: Language }) {
  return value ? <span className="code-text">{formatDate(value, language)}</span> : null;
}

/**
 * The SRO's number, a link that downloads its document (the PDF at its `path`, under the address
 * /portal-config.json gives; served as an attachment, since uploaded files are sandboxed and Chromium's PDF
 * viewer does not run in a sandbox); plain text when it has none.
 */
function SroNumberCell({ record }: { record: SroRecord }) {
  const { t } = useTranslation();
  const url = sroDocumentUrl(usePortalConfig().services.sroDocuments, record.path);
  const number = <span className="code-text">{record.sroNumber ?? record.code}</span>;
  if (!url) return number;
  return (
    <Anchor href={url} download data-testid="sro-document">
      {number}
      <VisuallyHidden>{t('sro.downloadsPdf')}</VisuallyHidden>
    </Anchor>
  );
}

/**
 * SROs in rows: the number (downloading the order's PDF), the date it was issued, the CPC3 code it grants, what
 * it does (in the page's language where the data has it) and the day it is in force from; sorted by number,
 * issue date or CPC3 code (`sort`: by the service, or by the page).
 */
export function SroTable({
  records,
  language,
  sort,
}: {
  records: readonly SroRecord[];
  language: Language;
  sort: TableSort<SroSort>;
}) {
  const { t } = useTranslation();
  const definitions = [
    columns.accessor((record) => record.code, {
      id: 'code',
      header: () => t('sro.columns.number'),
      cell: (info) => <SroNumberCell record={info.row.original} />,
      enableSorting: true,
      meta: { card: 'title' },
    }),
    columns.accessor((record) => record.issuedDate, {
      id: 'issuedDate',
      header: () => t('sro.columns.issued'),
      cell: (info) => <DateCell value={info.getValue()} language={language} />,
      enableSorting: true,
      meta: { card: 'figure' },
    }),
    columns.accessor((record) => record.cp3Code, {
      id: 'cp3Code',
      header: () => t('sro.columns.cp3Code'),
      cell: (info) => <span className="code-text">{info.getValue()}</span>,
      enableSorting: true,
      meta: { card: 'figure' },
    }),
    columns.accessor((record) => record.description, {
      id: 'description',
      header: () => t('sro.columns.description'),
      cell: (info) => {
        const description = sroDescriptionIn(info.row.original, language);
        return (
          <span lang={description.language} dir={LANGUAGES[description.language].direction}>
            {description.text}
          </span>
        );
      },
      meta: { card: 'text' },
    }),
    columns.accessor((record) => record.validFromDate, {
      id: 'validFromDate',
      header: () => t('sro.columns.validFrom'),
      cell: (info) => <DateCell value={info.getValue()} language={language} />,
      meta: { card: 'figure' },
    }),
  ];
  const table = useSortedTable({
    data: records,
    columns: definitions,
    sort,
    getRowId: (record) => record.code ?? '',
  });
  return <SortedTable table={table} minWidth={760} />;
}
