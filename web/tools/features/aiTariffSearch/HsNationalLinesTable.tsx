import { Table } from '@mantine/core';
import {
  dottedTariffCode,
  formatAmount,
  linesHaveUnits,
  taxColumnsOf,
  type Language,
  type TariffCode,
  taxRateOf,
} from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { CardTable } from '../../tables/CardTable';
import { EnglishTextsNote } from '../../tariffTexts/EnglishTextsNote';
import { TariffLineTexts } from '../../tariffTexts/TariffLineTexts';
import { HsCodeLinks } from './HsCodeLinks';

/**
 * A suggestion's national lines: code, description, unit (where a line has one) and each tax in the tariff's order (CD, SD, VAT,
 * AIT, AT, EXD, RD, TTI), with the way on to the calculator and the guide; on a phone, one card a line.
 */
export function HsNationalLinesTable({
  lines,
  language,
}: {
  lines: readonly TariffCode[];
  language: Language;
}) {
  const { t } = useTranslation();
  const taxes = taxColumnsOf(lines);
  const unit = t('tariff.columns.unit');
  const withUnits = linesHaveUnits(lines);
  return (
    <>
      <EnglishTextsNote lines={lines} />
      <CardTable minWidth={760} figureWidth="4.5rem">
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('tariff.columns.code')}</Table.Th>
              <Table.Th scope="col">{t('tariff.columns.description')}</Table.Th>
              {withUnits && <Table.Th scope="col">{unit}</Table.Th>}
              {taxes.map((tax) => (
                <Table.Th scope="col" key={tax}>
                  {tax}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.code} data-testid={`hs-line-${line.code}`}>
                <Table.Td data-card="title">
                  <span className="code-text">{dottedTariffCode(line.code)}</span>
                </Table.Td>
                <Table.Td data-card="text">
                  {/* The tree above the table names the subheading already. */}
                  <TariffLineTexts line={line} withHsText={false} />
                  <HsCodeLinks code={line.code} language={language} />
                </Table.Td>
                {withUnits && (
                  <Table.Td data-card="figure" data-label={unit}>
                    {line.supplementaryUnitCode ?? '-'}
                  </Table.Td>
                )}
                {taxes.map((tax) => (
                  <Table.Td key={tax} data-card="figure" data-label={tax}>
                    <span className="code-text">{formatAmount(taxRateOf(line, tax), language)}</span>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </CardTable>
    </>
  );
}
