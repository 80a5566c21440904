import { Table } from '@mantine/core';
import { formatAmount, type Language, type TaxationItemResult } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { CardTable } from '../../tables/CardTable';

const Figure = ({ value, language }: { value: string; language: Language }) => (
  <span className="code-text">{formatAmount(value, language)}</span>
);

/**
 * An item's taxes, one line each in the cascade's order: what it is charged on, at what rate, how much, and
 * the SRO that lowered the rate (a column only when one did); then the item's total and its guarantee. On
 * a phone, one card a tax.
 */
export function ItemTaxesTable({
  item,
  currency,
  language,
  caption,
}: {
  item: TaxationItemResult;
  currency: string;
  language: Language;
  caption: string;
}) {
  const { t } = useTranslation();
  const withSro = item.taxes.some((tax) => tax.sro !== null);
  const money = (label: string) => t('taxation.result.inCurrency', { label, currency });
  const label = {
    base: money(t('taxation.result.base')),
    rate: t('taxation.result.rate'),
    value: money(t('taxation.result.value')),
    sro: t('taxation.result.sro'),
  };
  const totalRow = (title: string, value: string, testId: string) => (
    <Table.Tr>
      <Table.Th scope="row" colSpan={3}>
        {title}
      </Table.Th>
      <Table.Td ta="end" fw={700} data-testid={testId}>
        <Figure value={value} language={language} />
      </Table.Td>
      {withSro && <Table.Td />}
    </Table.Tr>
  );
  return (
    <CardTable minWidth={560}>
      <Table withTableBorder striped aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('taxation.result.tax')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {label.base}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {label.rate}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {label.value}
            </Table.Th>
            {withSro && <Table.Th scope="col">{label.sro}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {item.taxes.map((tax) => (
            <Table.Tr key={tax.code}>
              <Table.Td data-card="title">{tax.name}</Table.Td>
              <Table.Td ta="end" data-card="figure" data-label={label.base}>
                <Figure value={tax.base} language={language} />
              </Table.Td>
              <Table.Td ta="end" data-card="figure" data-label={label.rate}>
                <Figure value={tax.rate} language={language} />
              </Table.Td>
              <Table.Td ta="end" data-card="figure" data-label={label.value}>
                <Figure value={tax.value} language={language} />
              </Table.Td>
              {withSro && (
                <Table.Td data-card="figure" data-label={label.sro}>
                  {tax.sro !== null && <span className="code-text">{tax.sro}</span>}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {totalRow(t('taxation.result.totalItemTaxes'), item.totalItemTaxes, 'item-total')}
          {totalRow(t('taxation.result.guarantee'), item.guaranteeAmount, 'item-guarantee')}
        </Table.Tfoot>
      </Table>
    </CardTable>
  );
}
