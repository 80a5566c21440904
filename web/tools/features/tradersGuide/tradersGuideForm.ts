import type { GuideFlow, IsoDate, Language, TradersGuideBody, TradersGuideConfig } from '@tsw/domain';
import type { SuggestOption } from '../../forms/SuggestSelect';

/** A consignment as the form holds it: its chosen codes, and the additional fields as typed. */
export interface GuideConsignmentForm {
  /** Stays with the consignment while others are added and removed; its number is its place. */
  readonly id: number;
  readonly commodity: SuggestOption | null;
  readonly origin: SuggestOption | null;
  /** The CPC4: its first digit is the general procedure the consignment is declared under. */
  readonly extendedProcedure: SuggestOption | null;
  /** The CPC3. */
  readonly nationalProcedure: SuggestOption | null;
  /** The fields /traders-guide-config.json adds, by their request names. */
  readonly additional: Readonly<Record<string, string>>;
}

export interface TradersGuideForm {
  readonly regime: GuideFlow;
  /** The general procedure of the model of declaration chosen (4 for IM-4); null: none chosen. */
  readonly generalProcedure: string | null;
  /** As typed; empty for today. */
  readonly validityDate: string;
  readonly consignments: readonly GuideConsignmentForm[];
}

export function emptyGuideConsignment(id: number): GuideConsignmentForm {
  return {
    id,
    commodity: null,
    origin: null,
    extendedProcedure: null,
    nationalProcedure: null,
    additional: {},
  };
}

/**
 * A guide starts as the spec's default: imports, no consignment data (§4); or with the tariff line a link
 * named in its first consignment.
 */
export function newTradersGuideForm(
  regime: GuideFlow,
  commodity: SuggestOption | null = null,
): TradersGuideForm {
  return {
    regime,
    generalProcedure: null,
    validityDate: '',
    consignments: [{ ...emptyGuideConsignment(1), commodity }],
  };
}

/** One request of a guide: the consignments of one general procedure, and which form consignments they are. */
export interface TradersGuideRequest {
  readonly generalProcedureCode: string | null;
  readonly body: TradersGuideBody;
  /** The form consignment of each item of the body, in order. */
  readonly consignmentIds: readonly number[];
}

/**
 * The general procedure a consignment is declared under: its CPC4's first digit (4000 is home use, 4), or
 * else the model of declaration's.
 */
export function consignmentGeneralProcedure(
  consignment: GuideConsignmentForm,
  generalProcedure: string | null,
): string | null {
  return consignment.extendedProcedure?.value.slice(0, 1) || generalProcedure;
}

const typed = (text: string | undefined) => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
};

/**
 * The service's requests for a form: one per general-procedure-code group (§7), each with its
 * consignments in the form's order, the regime, the date (today when none is typed), the page's language
 * and the rule types the configuration applies. A field left empty is not sent.
 */
export function tradersGuideRequests(
  form: TradersGuideForm,
  context: { config: TradersGuideConfig | undefined; language: Language; today: IsoDate },
): TradersGuideRequest[] {
  const groups = new Map<string | null, GuideConsignmentForm[]>();
  for (const consignment of form.consignments) {
    const group = consignmentGeneralProcedure(consignment, form.generalProcedure);
    groups.set(group, [...(groups.get(group) ?? []), consignment]);
  }
  const additionalNames = context.config?.additionalFields.map((field) => field.name) ?? [];
  return [...groups].map(([generalProcedureCode, consignments]) => ({
    generalProcedureCode,
    consignmentIds: consignments.map((consignment) => consignment.id),
    body: {
      document: {
        typeOfDeclaration: form.regime,
        ...(generalProcedureCode !== null && { generalProcedureCode }),
      },
      items: consignments.map((consignment) => ({
        commodityCode: consignment.commodity?.value ?? '',
        itemCountryOfOriginCode: consignment.origin?.value ?? null,
        extendedProcedureCode: consignment.extendedProcedure?.value ?? null,
        nationalProcedureCode: consignment.nationalProcedure?.value ?? null,
        ...Object.fromEntries(
          additionalNames.flatMap((name) => {
            const value = typed(consignment.additional[name]);
            return value === undefined ? [] : [[name, value]];
          }),
        ),
      })),
      meta: {
        ...(context.config && { ruleTypes: [...context.config.meta.ruleTypes] }),
        validityDate: typed(form.validityDate) ?? context.today,
        language: context.language,
      },
    },
  }));
}
