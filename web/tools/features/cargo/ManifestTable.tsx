import { Anchor } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { formatDate, type ManifestRecord } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { Language } from '../../../shared/i18n/languages';
import { SortedTable } from '../../tables/SortedTable';
import { useSortedTable } from '../../tables/useSortedTable';
import { serviceOrder } from './cargoTableOrder';
import { CodeText } from './CodeText';

type ManifestRow = Partial<ManifestRecord>;

const columns = createColumnHelper<ManifestRow>();
const ORDER = serviceOrder('registrationDate', 'desc');

/**
 * Manifests with the §3 columns: voyage number (the link to the manifest), customs office, places of
 * departure and destination, departure, expected arrival and registration dates, rotation number; on a
 * phone or a tablet, one card a manifest.
 */
export function ManifestTable({
  manifests,
  language,
}: {
  manifests: readonly ManifestRow[];
  language: Language;
}) {
  const { t } = useTranslation();
  const date = (value: string | null | undefined) => formatDate(value, language);
  const definitions = [
    columns.accessor('voyageNumber', {
      header: () => t('manifests.columns.voyageNumber'),
      cell: (info) => (
        <Anchor component={Link} to={paths.manifest.build(language, String(info.row.original.id ?? ''))}>
          <CodeText value={info.getValue()} />
        </Anchor>
      ),
      meta: { card: 'title' },
    }),
    columns.accessor('customsOfficeCode', {
      header: () => t('manifests.columns.customsOffice'),
      cell: (info) => <CodeText value={info.getValue()} />,
      meta: { card: 'figure' },
    }),
    columns.accessor('placeOfDeparture', {
      header: () => t('manifests.columns.placeOfDeparture'),
      cell: (info) => <CodeText value={info.getValue()} />,
      meta: { card: 'figure' },
    }),
    columns.accessor('placeOfDestination', {
      header: () => t('manifests.columns.placeOfDestination'),
      cell: (info) => <CodeText value={info.getValue()} />,
      meta: { card: 'figure' },
    }),
    columns.accessor('departureDate', {
      header: () => t('manifests.columns.departureDate'),
      cell: (info) => date(info.getValue()),
      meta: { card: 'figure' },
    }),
    columns.accessor('expectedArrivalDate', {
      header: () => t('manifests.columns.expectedArrivalDate'),
      cell: (info) => date(info.getValue()),
      meta: { card: 'figure' },
    }),
    columns.accessor('registrationDate', {
      header: () => t('manifests.columns.registrationDate'),
      cell: (info) => date(info.getValue()),
      meta: { card: 'figure' },
    }),
    columns.accessor('rotationNumber', {
      header: () => t('manifests.columns.rotationNumber'),
      cell: (info) => <CodeText value={info.getValue()} />,
      meta: { card: 'figure' },
    }),
  ];
  const table = useSortedTable({
    data: manifests,
    columns: definitions,
    sort: ORDER,
    getRowId: (manifest) => String(manifest.id),
  });
  return <SortedTable table={table} minWidth={900} />;
}
