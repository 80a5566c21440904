import { Table } from '@mantine/core';
import { formatAmount, type BillOfLadingRecord } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { CodeText } from './CodeText';

/** Figures line up on their end edge, as in a ledger. */
const FIGURE = { textAlign: 'end' } as const;

/**
 * A manifest's bills of lading, one row each, with their containers (number, type, seal, full or empty)
 * listed in the last cell.
 */
export function BillsOfLadingTable({ bills }: { bills: readonly BillOfLadingRecord[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped withTableBorder data-testid="bills-of-lading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('manifests.bills.number')}</Table.Th>
            <Table.Th>{t('manifests.bills.consignor')}</Table.Th>
            <Table.Th>{t('manifests.bills.consignee')}</Table.Th>
            <Table.Th>{t('manifests.bills.notifyParty')}</Table.Th>
            <Table.Th style={FIGURE}>{t('manifests.bills.packages')}</Table.Th>
            <Table.Th style={FIGURE}>{t('manifests.bills.grossMass')}</Table.Th>
            <Table.Th>{t('manifests.bills.goods')}</Table.Th>
            <Table.Th>{t('manifests.bills.hsCode')}</Table.Th>
            <Table.Th>{t('manifests.bills.containers')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bills.map((bill) => (
            <Table.Tr key={bill.lineNumber}>
              <Table.Td>
                <CodeText value={bill.number} />
              </Table.Td>
              <Table.Td>{bill.consignor}</Table.Td>
              <Table.Td>{bill.consignee}</Table.Td>
              <Table.Td>{bill.notifyParty ?? ''}</Table.Td>
              <Table.Td style={FIGURE}>
                <CodeText value={`${bill.packageCount} ${bill.packageTypeCode}`} />
              </Table.Td>
              <Table.Td style={FIGURE}>
                <CodeText value={formatAmount(bill.grossMassKg)} />
              </Table.Td>
              <Table.Td>{bill.goodsDescription}</Table.Td>
              <Table.Td>
                <CodeText value={bill.hsCode} />
              </Table.Td>
              <Table.Td>
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
    </Table.ScrollContainer>
  );
}
