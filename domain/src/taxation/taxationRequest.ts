import { isIsoDate, type IsoDate } from '../calendar/isoDate.js';
import { amountShapeProblem } from '../format/amountShape.js';
import { typedAmountText } from '../format/typedAmountText.js';
import { decimalFromText, type DecimalNumber } from '../exchange/decimalNumber.js';
import type { RequestProblem } from '../portal/requestProblem.js';
import { TAXATION_INCOTERMS, type TaxationIncoterm } from './assessableValue.js';
import { TAXATION_LIMITS } from './taxationLimits.js';
import type { TaxationBody, TaxationItemBody } from './taxationSchemas.js';

/** One item of a simulation, read and checked: codes in their forms, amounts exact. */
export interface TaxationItemRequest {
  /** The eight-digit national tariff code (hsCode + pr1). */
  readonly commodityCode: string;
  readonly description: string | undefined;
  readonly originCountry: string | undefined;
  readonly currency: string;
  readonly value: DecimalNumber;
  readonly incoterm: TaxationIncoterm;
  readonly freight: DecimalNumber | undefined;
  readonly insurance: DecimalNumber | undefined;
  readonly extendedProcedure: string | undefined;
  readonly nationalProcedure: string | undefined;
}

export interface TaxationRequest {
  /** The model of declaration (IM) and its general procedure (4), when given. */
  readonly declarationType: string;
  readonly generalProcedure: string | undefined;
  readonly validityDate: IsoDate;
  readonly items: readonly TaxationItemRequest[];
}

export type TaxationRequestReading =
  | { readonly ok: true; readonly request: TaxationRequest }
  | { readonly ok: false; readonly problems: readonly RequestProblem[] };

type AmountSent = TaxationItemBody['statValueInForeignCurrency'] | null | undefined;

const AMOUNT_DIGITS = {
  maxIntegerDigits: TAXATION_LIMITS.amountMaxIntegerDigits,
  maxDecimals: TAXATION_LIMITS.amountMaxDecimals,
};

/**
 * A number sent as JSON is read as its shortest decimal text (12400.5), which is what was typed; a text as
 * people type it (`১,৫০,০০০`, `12,400.50`) as its plain decimal text.
 */
function amountText(sent: AmountSent): string | undefined {
  if (sent === null || sent === undefined) return undefined;
  return typeof sent === 'number' ? (Number.isFinite(sent) ? String(sent) : 'NaN') : typedAmountText(sent);
}

function problem(path: string, code: string, message: string, params?: RequestProblem['params']) {
  return { path, code, message, ...(params ? { params } : {}) };
}

class ItemReader {
  readonly problems: RequestProblem[] = [];
  constructor(private readonly at: string) {}

  amount(sent: AmountSent, field: string, options: { required: boolean; positive: boolean }) {
    const path = `${this.at}.${field}`;
    const text = amountText(sent);
    if (text === undefined || text === '') {
      if (options.required) this.problems.push(problem(path, 'REQUIRED', 'Field is mandatory'));
      return undefined;
    }
    if (text.startsWith('-')) {
      this.problems.push(problem(path, 'NEGATIVE_AMOUNT', `${path} cannot be negative`));
      return undefined;
    }
    const shape = amountShapeProblem(text, AMOUNT_DIGITS);
    if (shape) {
      this.problems.push(problem(path, shape.code, shape.message, shape.params));
      return undefined;
    }
    const amount = decimalFromText(text);
    if (amount && options.positive && amount.units === 0n) {
      this.problems.push(problem(path, 'AMOUNT_NOT_POSITIVE', `${path} must be more than 0`));
      return undefined;
    }
    return amount;
  }

  code(sent: string | null | undefined, field: string, form: RegExp, described: string) {
    const text = sent?.trim() ?? '';
    if (text === '') return undefined;
    if (!form.test(text)) {
      this.problems.push(
        problem(`${this.at}.${field}`, 'INVALID_CODE', `'${text}' is not ${described}`, { value: text }),
      );
      return undefined;
    }
    return text;
  }
}

function itemFromBody(body: TaxationItemBody, index: number) {
  const reader = new ItemReader(`items[${index}]`);
  const hsCode = body.commodityCode.hsCode.trim();
  const pr1 = body.commodityCode.pr1?.trim() ?? '';
  const commodityCode = `${hsCode}${pr1}`;
  if (!/^\d{6}$/.test(hsCode) || !/^\d{2}$/.test(pr1)) {
    reader.problems.push(
      problem(
        `items[${index}].commodityCode`,
        'INVALID_COMMODITY_CODE',
        `'${commodityCode}' is not a tariff line: hsCode has six digits and pr1 two`,
        { value: commodityCode },
      ),
    );
  }
  const currency = reader.code(
    body.currencyCode.value,
    'currencyCode.value',
    /^[A-Z]{3}$/,
    'a currency code',
  );
  if (body.currencyCode.value.trim() === '') {
    reader.problems.push(problem(`items[${index}].currencyCode.value`, 'REQUIRED', 'Field is mandatory'));
  }
  const value = reader.amount(body.statValueInForeignCurrency, 'statValueInForeignCurrency', {
    required: true,
    positive: true,
  });
  const freight = reader.amount(body.freight, 'freight', { required: false, positive: false });
  const insurance = reader.amount(body.insurance, 'insurance', { required: false, positive: false });
  reader.amount(body.supplementaryUnit, 'supplementaryUnit', { required: false, positive: false });
  reader.amount(body.netMass, 'netMass', { required: false, positive: false });
  const incoterm = (body.incoterm?.trim().toUpperCase() || 'CIF') as TaxationIncoterm;
  if (!TAXATION_INCOTERMS.includes(incoterm)) {
    reader.problems.push(
      problem(
        `items[${index}].incoterm`,
        'UNKNOWN_INCOTERM',
        `Incoterm must be one of ${TAXATION_INCOTERMS.join(', ')}`,
        {
          value: body.incoterm ?? '',
        },
      ),
    );
  }
  const item: TaxationItemRequest = {
    commodityCode,
    description: body.commodityCode.description?.trim() || undefined,
    originCountry: reader.code(
      body.itemCountryOfOriginCode,
      'itemCountryOfOriginCode',
      /^[A-Z]{2}$/,
      'a country code',
    ),
    currency: currency ?? '',
    value: value ?? { units: 0n, scale: 0 },
    incoterm,
    freight,
    insurance,
    extendedProcedure: reader.code(
      body.extendedProcedure,
      'extendedProcedure',
      /^\d{4}$/,
      'a CPC (4 digits)',
    ),
    nationalProcedure: reader.code(
      body.nationalProcedure,
      'nationalProcedure',
      /^\d{3}$/,
      'a national procedure (3 digits)',
    ),
  };
  return { item, problems: reader.problems };
}

/**
 * A simulation request, read: every field checked with the path of its problem (items[2].freight), the
 * declaration type read as IM or IM-4, the date of validity today when none is given. The codes' existence
 * (currency, tariff line, procedures) is the service's to check against its data.
 */
export function taxationRequestFromBody(body: TaxationBody, today: IsoDate): TaxationRequestReading {
  const problems: RequestProblem[] = [];
  const [declarationType = '', ownProcedure] = body.document.typeOfDeclaration
    .trim()
    .toUpperCase()
    .split('-');
  const generalProcedure = body.document.generalProcedureCode?.trim() || ownProcedure || undefined;
  if (declarationType === '') {
    problems.push(problem('document.typeOfDeclaration', 'REQUIRED', 'Field is mandatory'));
  } else if (!/^[A-Z]{2}$/.test(declarationType)) {
    problems.push(
      problem(
        'document.typeOfDeclaration',
        'INVALID_CODE',
        `'${body.document.typeOfDeclaration}' is not a model of declaration (IM, IM-4)`,
        {
          value: body.document.typeOfDeclaration,
        },
      ),
    );
  }
  if (generalProcedure !== undefined && !/^\d$/.test(generalProcedure)) {
    problems.push(
      problem(
        'document.generalProcedureCode',
        'INVALID_CODE',
        `'${generalProcedure}' is not a general procedure (one digit)`,
        {
          value: generalProcedure,
        },
      ),
    );
  }
  const validityDate = body.validityDate?.trim() || today;
  if (!isIsoDate(validityDate)) {
    problems.push(problem('validityDate', 'INVALID_DATE', `'${validityDate}' is not a date (YYYY-MM-DD)`));
  }
  if (body.items.length === 0) problems.push(problem('items', 'NO_ITEMS', 'Add at least one item'));
  if (body.items.length > TAXATION_LIMITS.maxItems) {
    problems.push(
      problem('items', 'TOO_MANY_ITEMS', `A simulation holds at most ${TAXATION_LIMITS.maxItems} items`, {
        max: TAXATION_LIMITS.maxItems,
        count: body.items.length,
      }),
    );
    return { ok: false, problems };
  }
  const items = body.items.map((item, index) => itemFromBody(item, index));
  problems.push(...items.flatMap((read) => read.problems));
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    request: {
      declarationType,
      generalProcedure,
      validityDate: validityDate as IsoDate,
      items: items.map((read) => read.item),
    },
  };
}
