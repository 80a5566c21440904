import { Table } from '@mantine/core';
import { formatAmount, formatCount, type BillOfLadingRecord, type Language } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { CardTable } from '../../tables/CardTable';
import { CodeText } from './CodeText';

/** Figures line up on their end edge, as in a ledger. */
const FIGURE = { textAlign: 'end' } as const;

/**
 * A manifest's bills of lading, one row each, with their containers (number, type, seal, full or empty)
 * listed in the last cell; on a phone or a tablet, one card a bill.
 */
export function BillsOfLadingTable({
  bills,
  language,
}: {
  bills: readonly BillOfLadingRecord[];
  language: Language;
}) {
  const { t } = useTranslation();
  const label = {
    consignor: t('manifests.bills.consignor'),
    consignee: t('manifests.bills.consignee'),
    notifyParty: t('manifests.bills.notifyParty'),
    packages: t('manifests.bills.packages'),
    grossMass: t('manifests.bills.grossMass'),
    goods: t('manifests.bills.goods'),
    hsCode: t('manifests.bills.hsCode'),
    containers: t('manifests.bills.containers'),
  };
  return (
    <CardTable minWidth={1000}>
      <Table striped withTableBorder data-testid="bills-of-lading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('manifests.bills.number')}</Table.Th>
            <Table.Th>{label.consignor}</Table.Th>
            <Table.Th>{label.consignee}</Table.Th>
            <Table.Th>{label.notifyParty}</Table.Th>
            <Table.Th style={FIGURE}>{label.packages}</Table.Th>
            <Table.Th style={FIGURE}>{label.grossMass}</Table.Th>
            <Table.Th>{label.goods}</Table.Th>
            <Table.Th>{label.hsCode}</Table.Th>
            <Table.Th>{label.containers}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bills.map((bill) => (
            <Table.Tr key={bill.lineNumber}>
              <Table.Td data-card="title">
                <CodeText value={bill.number} />
              </Table.Td>
              <Table.Td data-label={label.consignor}>{bill.consignor}</Table.Td>
              <Table.Td data-label={label.consignee}>{bill.consignee}</Table.Td>
              <Table.Td data-label={label.notifyParty}>{bill.notifyParty ?? ''}</Table.Td>
              <Table.Td style={FIGURE} data-card="figure" data-label={label.packages}>
                <CodeText value={`${formatCount(bill.packageCount, language)} ${bill.packageTypeCode}`} />
              </Table.Td>
              <Table.Td style={FIGURE} data-card="figure" data-label={label.grossMass}>
                <CodeText value={formatAmount(bill.grossMassKg, language)} />
              </Table.Td>
              <Table.Td data-label={label.goods}>{bill.goodsDescription}</Table.Td>
              <Table.Td data-card="figure" data-label={label.hsCode}>
                <CodeText value={bill.hsCode} />
              </Table.Td>
              <Table.Td data-label={label.containers}>
                {bill.containers.map((container) => (
                  <div key={container.number}>
                    <CodeText value={`${container.number} ${container.typeCode}`} />{' '}
                    {t(container.full ? 'manifests.bills.full' : 'manifests.bills.empty')}
                    {container.sealNumber && (
                      <>
                        {' · '}
                        {t('manifests.bills.seal', { seal: container.sealNumber })}
                      </>
                    )}
                  </div>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </CardTable>
  );
}
