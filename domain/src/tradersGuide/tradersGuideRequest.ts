import { isIsoDate, type IsoDate } from '../calendar/isoDate.js';
import { amountShapeProblem } from '../format/amountShape.js';
import { typedAmountText } from '../format/typedAmountText.js';
import { isLanguage, type Language } from '../portal/portalLanguages.js';
import {
  GUIDE_FLOWS,
  GUIDE_RULE_TYPES,
  type GuideConsignment,
  type GuideDeclaration,
  type GuideFlow,
  type GuideRuleType,
} from './guideRule.js';
import { TRADERS_GUIDE_LIMITS } from './tradersGuideLimits.js';
import type {
  TradersGuideBody,
  TradersGuideConsignmentBody,
  TradersGuideFieldError,
} from './tradersGuideSchemas.js';

/** The reference lists a guide's codes are checked against, on the request's date of validity. */
export type TradersGuideCodeList =
  'country' | 'extendedProcedure' | 'additionalProcedure' | 'generalProcedure' | 'modelOfDeclaration';

/** What the reading asks of the reference data of the date. */
export interface TradersGuideLookups {
  readonly tariffLineKnown: (code: string) => boolean;
  readonly codeKnown: (list: TradersGuideCodeList, code: string) => boolean;
}

/** The codes `data.fieldsErrors` carries, for the screens to translate. */
export const TRADERS_GUIDE_FIELD_ERROR_CODES = [
  'REQUIRED',
  'INVALID_CODE',
  'UNKNOWN_CODE',
  'INVALID_COMMODITY_CODE',
  'TARIFF_NOT_FOUND',
  'INVALID_DATE',
  'NEGATIVE_AMOUNT',
  'AMOUNT_NOT_A_NUMBER',
  'AMOUNT_TOO_LARGE',
  'AMOUNT_TOO_MANY_DECIMALS',
] as const;
type FieldErrorCode = (typeof TRADERS_GUIDE_FIELD_ERROR_CODES)[number];

export interface TradersGuideRequest {
  readonly declaration: GuideDeclaration;
  readonly language: Language;
  /** Each consignment in the request's order; undefined where its fields have errors. */
  readonly consignments: readonly (GuideConsignment | undefined)[];
  /** The commodity code of each consignment as sent, in digits where it could be read. */
  readonly commodityCodes: readonly string[];
  /** Errors of the document or meta: no consignment is answered while there are any. */
  readonly documentErrors: readonly TradersGuideFieldError[];
  readonly fieldsErrors: readonly TradersGuideFieldError[];
}

const AMOUNT_DIGITS = {
  maxIntegerDigits: TRADERS_GUIDE_LIMITS.amountMaxIntegerDigits,
  maxDecimals: TRADERS_GUIDE_LIMITS.amountMaxDecimals,
};
const AMOUNT_FIELDS = [
  'statisticalValue',
  'cifValueInForeignCurrency',
  'exchangeRate',
  'supplementaryUnits',
  'invoiceValue',
  'netMass',
] as const;

class FieldErrors {
  readonly found: TradersGuideFieldError[] = [];
  constructor(private readonly itemNumber: number) {}

  add(field: string, code: FieldErrorCode, message: string, params?: TradersGuideFieldError['params']): void {
    this.found.push({ itemNumber: this.itemNumber, field, code, message, ...(params ? { params } : {}) });
  }

  /** A code in its form and in its list, or null when absent; undefined when it is wrong (and said so). */
  code(
    sent: string | null | undefined,
    field: string,
    check: { form: RegExp; described: string; list: TradersGuideCodeList },
    lookups: TradersGuideLookups,
  ): string | null | undefined {
    const text = sent?.trim().toUpperCase() ?? '';
    if (text === '') return null;
    if (!check.form.test(text)) {
      this.add(field, 'INVALID_CODE', `'${text}' is not ${check.described}`, { value: text });
      return undefined;
    }
    if (!lookups.codeKnown(check.list, text)) {
      this.add(field, 'UNKNOWN_CODE', `'${text}' is not in the list of ${check.list} on this date`, {
        value: text,
        list: check.list,
      });
      return undefined;
    }
    return text;
  }
}

/** The national tariff code, from its text ("0304.62.00") or its parts (hsCode 030462, pr1 00). */
function commodityCodeOf(sent: TradersGuideConsignmentBody['commodityCode']): {
  code: string;
  wellFormed: boolean;
} {
  if (typeof sent === 'string') {
    const code = sent.replace(/[\s.]/g, '');
    return { code, wellFormed: /^\d{8,12}$/.test(code) };
  }
  const hsCode = sent.hsCode.replace(/[\s.]/g, '');
  const pr1 = sent.pr1?.trim() ?? '';
  return { code: `${hsCode}${pr1}`, wellFormed: /^\d{6}$/.test(hsCode) && /^\d{2,6}$/.test(pr1) };
}

function consignmentOf(
  body: TradersGuideConsignmentBody,
  itemNumber: number,
  lookups: TradersGuideLookups,
): { consignment: GuideConsignment | undefined; commodityCode: string; errors: TradersGuideFieldError[] } {
  const errors = new FieldErrors(itemNumber);
  const { code, wellFormed } = commodityCodeOf(body.commodityCode);
  if (code === '') {
    errors.add('commodityCode', 'REQUIRED', 'Field is mandatory');
  } else if (!wellFormed) {
    errors.add('commodityCode', 'INVALID_COMMODITY_CODE', `'${code}' is not a tariff line`, { value: code });
  } else if (!lookups.tariffLineKnown(code)) {
    errors.add('commodityCode', 'TARIFF_NOT_FOUND', `The tariff has no line ${code} on this date`, {
      value: code,
    });
  }
  const origin = errors.code(
    body.itemCountryOfOriginCode,
    'itemCountryOfOriginCode',
    { form: /^[A-Z]{2}$/, described: 'a country code (2 letters)', list: 'country' },
    lookups,
  );
  const extended = errors.code(
    body.extendedProcedureCode,
    'extendedProcedureCode',
    { form: /^\d{4}$/, described: 'an extended procedure code (4 digits)', list: 'extendedProcedure' },
    lookups,
  );
  const national = errors.code(
    body.nationalProcedureCode,
    'nationalProcedureCode',
    { form: /^\d{3}$/, described: 'a national procedure code (3 digits)', list: 'additionalProcedure' },
    lookups,
  );
  for (const field of AMOUNT_FIELDS) {
    const sent = body[field];
    if (sent === null || sent === undefined) continue;
    // As people type it: digits of any script, grouped in thousands or in lakhs (1,50,000).
    const text =
      typeof sent === 'number' ? (Number.isFinite(sent) ? String(sent) : 'NaN') : typedAmountText(sent);
    if (text === '') continue;
    const shape = text.startsWith('-') ? undefined : amountShapeProblem(text, AMOUNT_DIGITS);
    if (text.startsWith('-')) errors.add(field, 'NEGATIVE_AMOUNT', `${field} cannot be negative`);
    else if (shape) errors.add(field, shape.code, shape.message, shape.params);
  }
  const consignment =
    errors.found.length === 0
      ? {
          commodityCode: code,
          originCountryCode: origin ?? null,
          extendedProcedureCode: extended ?? null,
          nationalProcedureCode: national ?? null,
        }
      : undefined;
  return { consignment, commodityCode: code, errors: errors.found };
}

function declarationOf(
  body: TradersGuideBody,
  today: IsoDate,
  lookups: (date: IsoDate) => TradersGuideLookups,
) {
  const errors = new FieldErrors(0);
  const validityDate = body.meta?.validityDate?.trim() || today;
  const dated = isIsoDate(validityDate);
  if (!dated) {
    errors.add('meta.validityDate', 'INVALID_DATE', `'${validityDate}' is not a date (YYYY-MM-DD)`, {
      value: validityDate,
    });
  }
  const date = dated ? validityDate : today;
  const onDate = lookups(date);
  const sentType = body.document.typeOfDeclaration?.trim().toUpperCase() || 'IM';
  const [flowText = '', ownProcedure] = sentType.split('-');
  const flow = (GUIDE_FLOWS as readonly string[]).includes(flowText) ? (flowText as GuideFlow) : undefined;
  if (!flow || (ownProcedure !== undefined && !/^\d$/.test(ownProcedure))) {
    errors.add(
      'document.typeOfDeclaration',
      'INVALID_CODE',
      `'${sentType}' is not IM or EX (or IM-4, EX-1)`,
      {
        value: sentType,
      },
    );
  } else if (ownProcedure !== undefined && !onDate.codeKnown('modelOfDeclaration', sentType)) {
    errors.add('document.typeOfDeclaration', 'UNKNOWN_CODE', `'${sentType}' is not a model of declaration`, {
      value: sentType,
      list: 'modelOfDeclaration',
    });
  }
  const namedProcedure = body.document.generalProcedureCode?.trim() || undefined;
  if (namedProcedure !== undefined && ownProcedure !== undefined && namedProcedure !== ownProcedure) {
    errors.add(
      'document.generalProcedureCode',
      'INVALID_CODE',
      `'${namedProcedure}' is not the general procedure ${sentType} names (${ownProcedure})`,
      { value: namedProcedure },
    );
  }
  const generalProcedure = errors.code(
    namedProcedure ?? ownProcedure,
    'document.generalProcedureCode',
    { form: /^\d$/, described: 'a general procedure (1 digit)', list: 'generalProcedure' },
    onDate,
  );
  const ruleTypes: GuideRuleType[] = [];
  (body.meta?.ruleTypes ?? []).forEach((sent, index) => {
    const text = sent.trim();
    if ((GUIDE_RULE_TYPES as readonly string[]).includes(text)) ruleTypes.push(text as GuideRuleType);
    else {
      errors.add(
        `meta.ruleTypes[${index}]`,
        'INVALID_CODE',
        `'${text}' is not ${GUIDE_RULE_TYPES.join(' or ')}`,
        {
          value: text,
        },
      );
    }
  });
  const languageText = body.meta?.language?.trim() || 'en';
  if (!isLanguage(languageText)) {
    errors.add('meta.language', 'INVALID_CODE', `'${languageText}' is not a language of the portal`, {
      value: languageText,
    });
  }
  const declaration: GuideDeclaration = {
    flow: flow ?? 'IM',
    generalProcedureCode: generalProcedure ?? null,
    validityDate: date,
    ruleTypes: ruleTypes.length > 0 ? ruleTypes : [...GUIDE_RULE_TYPES],
  };
  return {
    declaration,
    language: isLanguage(languageText) ? languageText : ('en' as const),
    onDate,
    errors: errors.found,
  };
}

/**
 * A guide request, read: the declaration's flow, general procedure, date and rule types, and each
 * consignment's codes checked in their form and against the reference data of the date. Every problem is
 * a field error naming the consignment (from 1; 0 for the document and meta) and the field, so that the
 * other consignments are still answered. The number of consignments is the caller's to check.
 */
export function tradersGuideRequestFromBody(
  body: TradersGuideBody,
  today: IsoDate,
  lookups: (date: IsoDate) => TradersGuideLookups,
): TradersGuideRequest {
  const read = declarationOf(body, today, lookups);
  const items = body.items.map((item, index) => consignmentOf(item, index + 1, read.onDate));
  return {
    declaration: read.declaration,
    language: read.language,
    consignments: items.map((item) => item.consignment),
    commodityCodes: items.map((item) => item.commodityCode),
    documentErrors: read.errors,
    fieldsErrors: [...read.errors, ...items.flatMap((item) => item.errors)],
  };
}
