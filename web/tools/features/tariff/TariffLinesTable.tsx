import { Anchor, Table } from '@mantine/core';
import { dottedTariffCode, formatAmount, linesHaveUnits, type TariffCode, taxRateOf } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { languageOfPath } from '../../../shared/i18n/languagePath';
import { CardTable } from '../../tables/CardTable';
import { TariffLineTexts } from '../../tariffTexts/TariffLineTexts';

/**
 * The national lines of a heading while browsing: code (to the line's page), description with its HS
 * 2022 text, unit (where a line has one), CD, TTI; the HS subheadings the schedule lacks among them, said so;
 * on a phone or a tablet, one card a line.
 */
export function TariffLinesTable({ lines }: { lines: readonly TariffCode[] }) {
  const { t } = useTranslation();
  const language = languageOfPath(useLocation().pathname);
  const rate = (line: TariffCode, tax: string) => formatAmount(taxRateOf(line, tax), language);
  const unit = t('tariff.columns.unit');
  const withUnits = linesHaveUnits(lines);
  return (
    <CardTable minWidth={700} figureWidth="4.5rem">
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('tariff.columns.code')}</Table.Th>
            <Table.Th scope="col">{t('tariff.columns.description')}</Table.Th>
            {withUnits && <Table.Th scope="col">{unit}</Table.Th>}
            <Table.Th scope="col">CD</Table.Th>
            <Table.Th scope="col">TTI</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.code}>
              <Table.Td data-card="title">
                {line.notInSchedule ? (
                  // A subheading the schedule lacks: no line page to go to (its note says why).
                  <span className="code-text">{dottedTariffCode(line.code)}</span>
                ) : (
                  <Anchor component={Link} to={paths.tariffLine.build(language, line.code)}>
                    <span className="code-text">{dottedTariffCode(line.code)}</span>
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td data-card="text">
                <TariffLineTexts line={line} />
              </Table.Td>
              {withUnits && (
                <Table.Td data-card="figure" data-label={unit}>
                  {line.supplementaryUnitCode ?? '-'}
                </Table.Td>
              )}
              <Table.Td data-card="figure" data-label="CD">
                <span className="code-text">{rate(line, 'CD')}</span>
              </Table.Td>
              <Table.Td data-card="figure" data-label="TTI">
                <span className="code-text">{rate(line, 'TTI')}</span>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </CardTable>
  );
}
