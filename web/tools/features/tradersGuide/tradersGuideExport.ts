import type { PdfTableRow } from '@tsw/domain';
import type { TFunction } from 'i18next';
import type { ExportTable } from '../../documents/tableExport';
import type { TablePdfContent } from '../../documents/tablePdfDocument';
import {
  checklistConsignmentsText,
  checklistDetails,
  checklistDocumentName,
  checklistRequirementText,
  checklistSourceText,
} from './tradersGuideTexts';
import type { TradersGuideOutcome } from './useTradersGuide';

/**
 * The checklist as a spreadsheet: one row per document, its code and name in columns of their own so that
 * they can be sorted and filtered, then whether it is required, the consignments, the authority, the
 * conditions and the sources (with their addresses).
 */
export function tradersGuideExportTable(t: TFunction, outcome: TradersGuideOutcome): ExportTable {
  const column = (header: string, width: number) => ({ header, kind: 'text' as const, width });
  return {
    columns: [
      column(t('tradersGuide.result.code'), 10),
      column(t('tradersGuide.result.document'), 40),
      column(t('tradersGuide.result.requirement'), 16),
      column(t('tradersGuide.result.consignments'), 28),
      column(t('tradersGuide.result.authority'), 32),
      column(t('tradersGuide.result.conditions'), 48),
      column(t('tradersGuide.result.sources'), 48),
    ],
    rows: outcome.checklist.map((document) => [
      document.code,
      checklistDocumentName(t, document, outcome.language),
      checklistRequirementText(t, document),
      checklistConsignmentsText(t, document),
      document.authorities.join('; '),
      document.conditions.join('; '),
      document.sources.map(checklistSourceText).join('; '),
    ]),
  };
}

/** The checklist as the PDF prints it: the guide's details above, then the required and conditional documents. */
export function tradersGuidePdfContent(t: TFunction, outcome: TradersGuideOutcome): TablePdfContent {
  const rows: PdfTableRow[] = (['required', 'conditional'] as const).flatMap((ruleType) => {
    const documents = outcome.checklist.filter((document) => document.ruleType === ruleType);
    if (documents.length === 0) return [];
    return [
      { group: t(`tradersGuide.result.groups.${ruleType}`) },
      ...documents.map((document) => ({
        cells: [
          `${document.code} — ${checklistDocumentName(t, document, outcome.language)}` +
            (document.sample ? ` — ${t('tradersGuide.result.sample')}` : ''),
          checklistConsignmentsText(t, document),
          document.authorities.join('; '),
          document.conditions.join('; '),
          document.sources.map(checklistSourceText).join('; '),
        ],
      })),
    ];
  });
  return {
    details: checklistDetails(t, outcome),
    columns: [
      { header: t('tradersGuide.result.document'), weight: 3 },
      { header: t('tradersGuide.result.consignments'), weight: 1.6 },
      { header: t('tradersGuide.result.authority'), weight: 2 },
      { header: t('tradersGuide.result.conditions'), weight: 2.6 },
      { header: t('tradersGuide.result.sources'), weight: 2.6 },
    ],
    rows,
  };
}
