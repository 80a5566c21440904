import { dottedTariffCode, formatDate, type Language } from '@tsw/domain';
import type { TFunction } from 'i18next';
import type { ChecklistConsignment, ChecklistDocument, ChecklistSource } from './tradersGuideChecklist';
import type { TradersGuideOutcome } from './useTradersGuide';

/** The text each piece of a checklist is said and printed with, the same on the screen and in the files. */

/** "1: 0304.62.00", a consignment as the checklist names it. */
export const checklistConsignmentText = (
  t: TFunction,
  consignment: ChecklistConsignment,
  /** How the code is set apart from the text around it, on a screen (`isolatedText`). */
  code: (text: string) => string = (text) => text,
): string =>
  t('tradersGuide.result.consignmentRef', {
    number: consignment.number,
    code: code(dottedTariffCode(consignment.commodityCode)),
  });

export const checklistConsignmentsText = (t: TFunction, document: ChecklistDocument): string =>
  document.consignments.map((consignment) => checklistConsignmentText(t, consignment)).join('; ');

/** Whether the document's name is English because the page's language has none yet. */
export const checklistNameFellBack = (document: ChecklistDocument, language: Language): boolean =>
  document.nameLanguage !== language;

/** The document's name as printed, with a note when it fell back to English. */
export function checklistDocumentName(t: TFunction, document: ChecklistDocument, language: Language): string {
  return checklistNameFellBack(document, language)
    ? `${document.name} (${t('tradersGuide.result.nameInEnglish')})`
    : document.name;
}

export const checklistRequirementText = (t: TFunction, document: ChecklistDocument): string =>
  [
    t(`tradersGuide.ruleTypes.${document.ruleType}`),
    ...(document.sample ? [t('tradersGuide.result.sample')] : []),
  ].join(', ');

export const checklistSourceText = (source: ChecklistSource): string =>
  source.url ? `${source.text} (${source.url})` : source.text;

/** The lines above a printed checklist: the declarations asked, the date, and each consignment. */
export function checklistDetails(t: TFunction, outcome: TradersGuideOutcome): string[] {
  return [
    t('tradersGuide.result.declarationsLine', { declarations: outcome.declarations.join(', ') }),
    t('tradersGuide.result.dateLine', { date: formatDate(outcome.validityDate, outcome.language) }),
    t('tradersGuide.result.consignmentsLine', {
      consignments: outcome.consignments.map((one) => checklistConsignmentText(t, one)).join('; '),
    }),
  ];
}
