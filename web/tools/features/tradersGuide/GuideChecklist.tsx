import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@tsw/domain';
import { useTranslation } from 'react-i18next';
import { SampleBadge } from '../../content/ContentNotices';
import { TableExportButtons } from '../../documents/TableExportButtons';
import { isolatedText } from '../../../shared/i18n/isolatedText';
import { CardTable } from '../../tables/CardTable';
import type { ChecklistDocument } from './tradersGuideChecklist';
import { tradersGuideExportTable, tradersGuidePdfContent } from './tradersGuideExport';
import { checklistConsignmentText, checklistNameFellBack } from './tradersGuideTexts';
import type { TradersGuideOutcome } from './useTradersGuide';

/** A checklist of a few documents is read and printed, or kept in a spreadsheet: CSV would add nothing. */
const EXPORT_FORMATS = ['xlsx', 'pdf'] as const;

/**
 * The guide's answer: every document once, with the consignments it applies to, who issues it, when it
 * is needed and the order or SRO that asks for it, marked when the rule is sample; then as PDF or XLSX.
 * On a phone or a tablet, one card a document.
 */
export function GuideChecklist({ outcome }: { outcome: TradersGuideOutcome }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" component="section" aria-labelledby="guide-checklist-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="guide-checklist-title">
          {t('tradersGuide.result.title')}
        </Title>
        <Group gap="xs">
          <TableExportButtons
            formats={EXPORT_FORMATS}
            fileName="traders-guide"
            title={t('tools.tradersGuide.title')}
            content={() =>
              Promise.resolve({
                table: tradersGuideExportTable(t, outcome),
                pdf: tradersGuidePdfContent(t, outcome),
              })
            }
          />
        </Group>
      </Group>
      <Text c="gray.7" fz="sm">
        {t('tradersGuide.result.dateLine', {
          date: isolatedText(formatDate(outcome.validityDate, outcome.language)),
        })}
      </Text>
      {outcome.checklist.length === 0 ? (
        <Text>{t('tradersGuide.result.none')}</Text>
      ) : (
        <CardTable minWidth={820}>
          <Table withTableBorder verticalSpacing="sm" data-testid="guide-checklist">
            <Table.Caption style={{ color: 'var(--mantine-color-dark-6)' }}>
              {t('tradersGuide.result.caption', { count: outcome.checklist.length })}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('tradersGuide.result.document')}</Table.Th>
                <Table.Th scope="col">{t('tradersGuide.result.consignments')}</Table.Th>
                <Table.Th scope="col">{t('tradersGuide.result.authority')}</Table.Th>
                <Table.Th scope="col">{t('tradersGuide.result.conditions')}</Table.Th>
                <Table.Th scope="col">{t('tradersGuide.result.sources')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outcome.checklist.map((document) => (
                <ChecklistRow key={document.code} document={document} outcome={outcome} />
              ))}
            </Table.Tbody>
          </Table>
        </CardTable>
      )}
    </Stack>
  );
}

function ChecklistRow({ document, outcome }: { document: ChecklistDocument; outcome: TradersGuideOutcome }) {
  const { t } = useTranslation();
  const fellBack = checklistNameFellBack(document, outcome.language);
  return (
    <Table.Tr data-testid={`guide-document-${document.code}`}>
      <Table.Th scope="row" fw={400} miw={220} maw={320} data-card="title">
        <Stack gap={4}>
          <Text fw={700}>
            {/* Code and name keep their own direction inside an Arabic line (an English name above all). */}
            <bdi className="code-text">{document.code}</bdi> —{' '}
            <bdi {...(fellBack && { lang: 'en' })}>{document.name}</bdi>
          </Text>
          {fellBack && (
            <Text fz="xs" c="dark.5">
              {t('tradersGuide.result.nameInEnglish')}
            </Text>
          )}
          <Group gap={6}>
            <Badge
              variant={document.ruleType === 'required' ? 'filled' : 'outline'}
              color="portal.8"
              size="sm"
              radius="sm"
            >
              {t(`tradersGuide.ruleTypes.${document.ruleType}`)}
            </Badge>
            {document.sample && <SampleBadge />}
          </Group>
        </Stack>
      </Table.Th>
      <Table.Td data-label={t('tradersGuide.result.consignments')}>
        {document.consignments.map((consignment) => (
          <Text key={consignment.number} fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {checklistConsignmentText(t, consignment, isolatedText)}
          </Text>
        ))}
      </Table.Td>
      {/* Texts an editor has not translated come in English: each takes its own direction. */}
      <Table.Td fz="sm" dir="auto" data-label={t('tradersGuide.result.authority')}>
        {document.authorities.join('; ')}
      </Table.Td>
      <Table.Td fz="sm" data-label={t('tradersGuide.result.conditions')}>
        {document.conditions.map((condition) => (
          <Text key={condition} fz="sm" dir="auto">
            {condition}
          </Text>
        ))}
      </Table.Td>
      <Table.Td fz="sm" data-label={t('tradersGuide.result.sources')}>
        {document.sources.map((source) => (
          <Text key={`${source.text}-${source.url}`} fz="sm" dir="auto">
            {source.url ? (
              <Anchor href={source.url} target="_blank" rel="noreferrer" c="portal.8" inherit>
                {source.text}
              </Anchor>
            ) : (
              source.text
            )}
          </Text>
        ))}
      </Table.Td>
    </Table.Tr>
  );
}
