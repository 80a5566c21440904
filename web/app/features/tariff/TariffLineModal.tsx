import { Modal, Stack, Table, Text } from '@mantine/core';
import { formatAmount } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import type { TariffSearchAnswer } from './tariffSearchApi';
import { dottedCode } from './TariffResultsTable';

/** One line of the tariff opened from the results: its code, descriptions, unit and every tax. */
export function TariffLineModal({
  line,
  onClose,
}: {
  line: TariffSearchAnswer['lines'][number] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      size="lg"
      title={line ? <span className="code-text">{dottedCode(line.code)}</span> : ''}
      closeButtonProps={{ 'aria-label': t('messages.close') }}
    >
      {line && (
        <Stack gap="sm">
          <Text fw={600}>{line.description}</Text>
          {line.descriptionTranslated && <Text lang="bn">{line.descriptionTranslated}</Text>}
          <Text size="sm">
            {t('tariff.columns.unit')}: {line.supplementaryUnitCode ?? '-'}
          </Text>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('tariff.line.tax')}</Table.Th>
                <Table.Th scope="col">{t('tariff.line.rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {line.taxCodes.map((tax) => (
                <Table.Tr key={tax.name}>
                  <Table.Td>{tax.name}</Table.Td>
                  <Table.Td>
                    <span className="code-text">{formatAmount(tax.value)}</span>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Modal>
  );
}
