import type { GuideRuleType, TradersGuideAnswer, TradersGuideFieldError } from '@tsw/domain';

/** A consignment a document applies to: its number on the form and its tariff line. */
export interface ChecklistConsignment {
  readonly number: number;
  readonly commodityCode: string;
}

export interface ChecklistSource {
  readonly text: string;
  readonly url: string | null;
}

/** One document of the checklist, listed once however many consignments and rules ask for it. */
export interface ChecklistDocument {
  readonly code: string;
  readonly name: string;
  /** The language of `name`: English where the page's language has no name for it yet. */
  readonly nameLanguage: string;
  /** Required when any consignment requires it; conditional only when every rule is. */
  readonly ruleType: GuideRuleType;
  readonly consignments: readonly ChecklistConsignment[];
  readonly authorities: readonly string[];
  readonly conditions: readonly string[];
  readonly sources: readonly ChecklistSource[];
  /** Every rule behind it is sample data, not a cited requirement. */
  readonly sample: boolean;
}

/** A problem the service found, placed at the form's consignment (null: the guide's own fields). */
export interface ChecklistFieldError extends TradersGuideFieldError {
  readonly consignmentId: number | null;
}

/** The answers of one guide, each with the form consignments its request carried. */
export interface AnsweredRequest {
  readonly answer: TradersGuideAnswer;
  readonly consignmentIds: readonly number[];
}

const added = <T>(list: readonly T[], more: readonly T[], same: (a: T, b: T) => boolean): T[] =>
  more.reduce<T[]>((all, next) => (all.some((one) => same(one, next)) ? all : [...all, next]), [...list]);

/**
 * The guide's one checklist from the answers of its requests (one per general procedure): each document
 * once, with the consignments it applies to (numbered as on the form), every authority, condition and
 * source its rules give, required above conditional, sample only when all its rules are. Documents come
 * required first, then by code.
 */
export function tradersGuideChecklist(
  requests: readonly AnsweredRequest[],
  consignmentNumber: (id: number) => number,
): ChecklistDocument[] {
  const documents = new Map<string, ChecklistDocument>();
  for (const { answer, consignmentIds } of requests) {
    for (const item of answer.data.items) {
      const id = consignmentIds[item.itemNumber - 1];
      if (id === undefined) continue;
      const consignment = { number: consignmentNumber(id), commodityCode: item.commodityCode };
      for (const attachment of item.attachments) {
        const known = documents.get(attachment.attDocCode);
        const sources = attachment.sources.map(({ text, url }) => ({ text, url }));
        documents.set(attachment.attDocCode, {
          code: attachment.attDocCode,
          name: known?.name ?? attachment.attDocName,
          nameLanguage: known?.nameLanguage ?? attachment.attDocNameLanguage,
          ruleType: known?.ruleType === 'required' ? 'required' : attachment.ruleType,
          consignments: added(known?.consignments ?? [], [consignment], (a, b) => a.number === b.number),
          authorities: added(known?.authorities ?? [], [attachment.authority].filter(Boolean), Object.is),
          conditions: added(known?.conditions ?? [], attachment.conditions, Object.is),
          sources: added(known?.sources ?? [], sources, (a, b) => a.text === b.text && a.url === b.url),
          sample: (known?.sample ?? true) && attachment.sample,
        });
      }
    }
  }
  return [...documents.values()]
    .map((document) => ({
      ...document,
      consignments: [...document.consignments].sort((a, b) => a.number - b.number),
    }))
    .sort(
      (a, b) =>
        Number(b.ruleType === 'required') - Number(a.ruleType === 'required') || a.code.localeCompare(b.code),
    );
}

/**
 * The service's field problems, each placed at the form consignment its request's item was. A problem of
 * the guide's own fields (the date, the regime) comes back from every request, and is kept once.
 */
export function tradersGuideFieldErrors(requests: readonly AnsweredRequest[]): ChecklistFieldError[] {
  const placed = requests.flatMap(({ answer, consignmentIds }) =>
    answer.data.fieldsErrors.map((error) => ({
      ...error,
      consignmentId: error.itemNumber === 0 ? null : (consignmentIds[error.itemNumber - 1] ?? null),
    })),
  );
  return added(
    [],
    placed,
    (a, b) => a.consignmentId === b.consignmentId && a.field === b.field && a.code === b.code,
  );
}
