import { Anchor, Table, Text } from '@mantine/core';
import {
  dottedTariffCode,
  type Language,
  type TariffChangedLine,
  type TariffDescriptionChange,
  type TariffRateChange,
} from '@tsw/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { CardTable } from '../../tables/CardTable';
import { tariffChangedLineRates, tariffChangedLineText, tariffChangeRateText } from './tariffChangesText';

/** A line's code, to its page. */
function CodeCell({ code, language }: { code: string; language: Language }) {
  return (
    <Table.Td data-card="title">
      <Anchor component={Link} to={paths.tariffLine.build(language, code)}>
        <span className="code-text">{dottedTariffCode(code)}</span>
      </Anchor>
    </Table.Td>
  );
}

/** A table of changes; one card a row on a phone. */
function ChangesTable({
  minWidth,
  headers,
  children,
}: {
  minWidth: number;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <CardTable minWidth={minWidth} figureWidth="6rem">
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th scope="col" key={header}>
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </CardTable>
  );
}

/** Lines started or ended: code, text (Bengali on a Bengali screen where the line has one), its rates. */
export function ChangedLinesTable({
  lines,
  language,
}: {
  lines: readonly TariffChangedLine[];
  language: Language;
}) {
  const { t } = useTranslation();
  const ratesLabel = t('tariffChanges.columns.rates');
  return (
    <ChangesTable
      minWidth={640}
      headers={[t('tariff.columns.code'), t('tariff.columns.description'), ratesLabel]}
    >
      {lines.map((line) => {
        const text = tariffChangedLineText(line, language);
        return (
          <Table.Tr key={line.code}>
            <CodeCell code={line.code} language={language} />
            <Table.Td data-card="text" lang={text.lang}>
              {text.text}
            </Table.Td>
            <Table.Td data-card="text" data-label={ratesLabel}>
              <span className="code-text">{tariffChangedLineRates(line, language)}</span>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ChangesTable>
  );
}

/** A text before and after, with the Bengali texts under the English ones where they changed too. */
function TextsCell({ label, english, bengali }: { label: string; english: string; bengali: string | null }) {
  return (
    <Table.Td data-card="text" data-label={label}>
      <Text span lang="en" display="block">
        {english}
      </Text>
      {bengali && (
        <Text span lang="bn" display="block" size="sm" c="gray.7">
          {bengali}
        </Text>
      )}
    </Table.Td>
  );
}

export function ChangedDescriptionsTable({
  changes,
  language,
}: {
  changes: readonly TariffDescriptionChange[];
  language: Language;
}) {
  const { t } = useTranslation();
  const before = t('tariffChanges.columns.before');
  const after = t('tariffChanges.columns.after');
  return (
    <ChangesTable minWidth={640} headers={[t('tariff.columns.code'), before, after]}>
      {changes.map((change) => {
        const bengaliChanged = change.translatedBefore !== change.translatedAfter;
        return (
          <Table.Tr key={change.code}>
            <CodeCell code={change.code} language={language} />
            <TextsCell
              label={before}
              english={change.before}
              bengali={bengaliChanged ? change.translatedBefore : null}
            />
            <TextsCell
              label={after}
              english={change.after}
              bengali={bengaliChanged ? change.translatedAfter : null}
            />
          </Table.Tr>
        );
      })}
    </ChangesTable>
  );
}

/** Each rate changed: code, the line's text, the tax column, the rate before and after. */
export function ChangedRatesTable({
  changes,
  language,
}: {
  changes: readonly TariffRateChange[];
  language: Language;
}) {
  const { t } = useTranslation();
  const tax = t('tariffChanges.columns.tax');
  const before = t('tariffChanges.columns.before');
  const after = t('tariffChanges.columns.after');
  return (
    <ChangesTable
      minWidth={720}
      headers={[t('tariff.columns.code'), t('tariff.columns.description'), tax, before, after]}
    >
      {changes.map((change) => (
        <Table.Tr key={`${change.code} ${change.tax}`}>
          <CodeCell code={change.code} language={language} />
          <Table.Td data-card="text" lang="en">
            {change.description}
          </Table.Td>
          <Table.Td data-card="figure" data-label={tax}>
            {change.tax}
          </Table.Td>
          <Table.Td data-card="figure" data-label={before}>
            <span className="code-text">{tariffChangeRateText(t, change.before, language)}</span>
          </Table.Td>
          <Table.Td data-card="figure" data-label={after}>
            <span className="code-text">{tariffChangeRateText(t, change.after, language)}</span>
          </Table.Td>
        </Table.Tr>
      ))}
    </ChangesTable>
  );
}
