import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatAmount, formatDate, type Language, type TaxationAnswer } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { TableExportButtons } from '../../documents/TableExportButtons';
import { isolatedText } from '../../../shared/i18n/isolatedText';
import { ItemTaxesTable } from './ItemTaxesTable';
import { taxationExportTable, taxationPdfContent } from './taxationExport';
import { taxationItemTitle, taxationItemValues } from './taxationTexts';
import { TaxationMessages } from './TaxationMessages';

/** A result of a few lines is read and printed, or added up in a spreadsheet: CSV would add nothing. */
const EXPORT_FORMATS = ['xlsx', 'pdf'] as const;

/**
 * A simulation's result: each item with the values it was taxed on and its taxes, then the totals to pay
 * and to guarantee, the messages, and the result as XLSX or PDF.
 */
export function TaxationResult({
  answer,
  language,
  declaration,
}: {
  answer: TaxationAnswer;
  language: Language;
  declaration: string;
}) {
  const { t } = useTranslation();
  const money = (value: string) => `${formatAmount(value, language)} ${answer.currency}`;
  return (
    <Stack gap="md" component="section" aria-labelledby="taxation-result-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="taxation-result-title">
          {t('taxation.result.title')}
        </Title>
        <Group gap="xs">
          <TableExportButtons
            formats={EXPORT_FORMATS}
            fileName="tax-simulation"
            title={t('tools.taxationSimulation.title')}
            content={() =>
              Promise.resolve({
                table: taxationExportTable(t, answer),
                pdf: taxationPdfContent(t, answer, { language, declaration }),
              })
            }
          />
        </Group>
      </Group>
      <Text c="gray.7" fz="sm">
        {t('taxation.result.dateLine', { date: isolatedText(formatDate(answer.validityDate, language)) })}
      </Text>
      {answer.items.map((item) => {
        const title = taxationItemTitle(t, item);
        return (
          <Stack key={item.itemNumber} gap={6} data-testid={`result-item-${item.itemNumber}`}>
            <Title order={3} size="h4">
              {title}
            </Title>
            <Text fz="sm">{taxationItemValues(t, item, answer.currency, language, isolatedText)}</Text>
            <ItemTaxesTable item={item} currency={answer.currency} language={language} caption={title} />
          </Stack>
        );
      })}
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Title order={3} size="h4" mb="xs">
          {t('taxation.result.totalsTitle')}
        </Title>
        <Text fw={700} fz="lg">
          {t('taxation.result.totalTaxes')}:{' '}
          <span className="code-text" data-testid="total-taxes">
            {money(answer.totalItemTaxes)}
          </span>
        </Text>
        <Text>
          {t('taxation.result.totalGuarantee')}:{' '}
          <span className="code-text" data-testid="total-guarantee">
            {money(answer.guaranteeAmount)}
          </span>
        </Text>
      </Paper>
      <TaxationMessages messages={answer.messages} />
    </Stack>
  );
}
