import { Table } from '@mantine/core';
import { formatAmount, type TaxationItemResult } from '@tsw/domain';
import { useTranslation } from 'react-i18next';

const Figure = ({ value }: { value: string }) => <span className="code-text">{formatAmount(value)}</span>;

/**
 * An item's taxes, one line each in the cascade's order: what it is charged on, at what rate, how much, and
 * the SRO that lowered the rate (a column only when one did); then the item's total and its guarantee.
 */
export function ItemTaxesTable({
  item,
  currency,
  caption,
}: {
  item: TaxationItemResult;
  currency: string;
  caption: string;
}) {
  const { t } = useTranslation();
  const withSro = item.taxes.some((tax) => tax.sro !== null);
  const money = (label: string) => t('taxation.result.inCurrency', { label, currency });
  const totalRow = (label: string, value: string, testId: string) => (
    <Table.Tr>
      <Table.Th scope="row" colSpan={3}>
        {label}
      </Table.Th>
      <Table.Td ta="end" fw={700} data-testid={testId}>
        <Figure value={value} />
      </Table.Td>
      {withSro && <Table.Td />}
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder striped aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('taxation.result.tax')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {money(t('taxation.result.base'))}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('taxation.result.rate')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {money(t('taxation.result.value'))}
            </Table.Th>
            {withSro && <Table.Th scope="col">{t('taxation.result.sro')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {item.taxes.map((tax) => (
            <Table.Tr key={tax.code}>
              <Table.Td>{tax.name}</Table.Td>
              <Table.Td ta="end">
                <Figure value={tax.base} />
              </Table.Td>
              <Table.Td ta="end">
                <Figure value={tax.rate} />
              </Table.Td>
              <Table.Td ta="end">
                <Figure value={tax.value} />
              </Table.Td>
              {withSro && (
                <Table.Td>
                  <span className="code-text">{tax.sro ?? ''}</span>
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
    </Table.ScrollContainer>
  );
}
