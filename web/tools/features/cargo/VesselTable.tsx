import { Anchor } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDate, type VesselRecord } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { Language } from '../../../shared/i18n/languages';
import { SortedTable } from '../../tables/SortedTable';
import { useSortedTable } from '../../tables/useSortedTable';
import { serviceOrder } from './cargoTableOrder';
import { CodeText } from './CodeText';
import { VesselStatusBadge } from './VesselStatusBadge';
import { vesselTypeLabel } from './vesselTypeLabel';

type VesselRow = Partial<VesselRecord>;

const columns = createColumnHelper<VesselRow>();
const ORDER = serviceOrder('name', 'asc');

/**
 * Vessels with the §3 columns: name (the link to the vessel), type, registration number and date, previous
 * and next port, Lloyd's (IMO) number, MMSI, ATD, ATA and status; on a phone or a tablet, one card a vessel.
 */
export function VesselTable({ vessels, language }: { vessels: readonly VesselRow[]; language: Language }) {
  const { t } = useTranslation();
  const code = (value: string | null | undefined) => <CodeText value={value} />;
  const instant = (value: string | null | undefined) => (
    <CodeText value={formatDate(value, language, { withTime: true })} />
  );
  const definitions = [
    columns.accessor('name', {
      header: () => t('vessels.columns.name'),
      cell: (info) => (
        <Anchor component={Link} to={paths.vessel.build(language, info.row.original.imoNumber ?? '')}>
          {info.getValue()}
        </Anchor>
      ),
      meta: { card: 'title' },
    }),
    columns.accessor('type', {
      header: () => t('vessels.columns.type'),
      cell: (info) => vesselTypeLabel(t, info.getValue()),
    }),
    columns.accessor('registrationNumber', {
      header: () => t('vessels.columns.registrationNumber'),
      cell: (info) => code(info.getValue()),
      meta: { card: 'figure' },
    }),
    columns.accessor('registrationDate', {
      header: () => t('vessels.columns.registrationDate'),
      cell: (info) => formatDate(info.getValue(), language),
      meta: { card: 'figure' },
    }),
    columns.accessor('previousPort', {
      header: () => t('vessels.columns.previousPort'),
      cell: (info) => code(info.getValue()),
      meta: { card: 'figure' },
    }),
    columns.accessor('nextPort', {
      header: () => t('vessels.columns.nextPort'),
      cell: (info) => code(info.getValue()),
      meta: { card: 'figure' },
    }),
    columns.accessor('imoNumber', {
      header: () => t('vessels.columns.imoNumber'),
      cell: (info) => code(info.getValue()),
      meta: { card: 'figure' },
    }),
    columns.accessor('mmsi', {
      header: () => t('vessels.columns.mmsi'),
      cell: (info) => code(info.getValue()),
      meta: { card: 'figure' },
    }),
    columns.accessor('atd', {
      header: () => t('vessels.columns.atd'),
      cell: (info) => instant(info.getValue()),
    }),
    columns.accessor('ata', {
      header: () => t('vessels.columns.ata'),
      cell: (info) => instant(info.getValue()),
    }),
    columns.accessor('status', {
      header: () => t('vessels.columns.status'),
      cell: (info) => <VesselStatusBadge status={info.getValue()} />,
      meta: { card: 'figure' },
    }),
  ];
  const table = useSortedTable({
    data: vessels,
    columns: definitions,
    sort: ORDER,
    getRowId: (vessel) => vessel.imoNumber ?? '',
  });
  return <SortedTable table={table} minWidth={1100} />;
}
