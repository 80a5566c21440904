import {
  isIsoDate,
  typedAmountText,
  type IsoDate,
  type TaxationBody,
  type TaxationIncoterm,
  type TaxationItemBody,
} from '@tsw/domain';
import type { SuggestOption } from '../../forms/SuggestSelect';

/** One item of the simulation's form, as typed and chosen. */
export interface TaxationItemForm {
  /** Tells items apart while some are removed (React's key), never sent. */
  readonly id: number;
  /** The national tariff line (eight digits) and how it was shown when chosen. */
  readonly commodity: SuggestOption | null;
  readonly origin: SuggestOption | null;
  readonly currency: string | null;
  readonly value: string;
  readonly incoterm: TaxationIncoterm;
  readonly freight: string;
  readonly insurance: string;
  /** The national procedure (CPC3), whose SROs may reduce the rates. */
  readonly nationalProcedure: string | null;
}

export interface TaxationForm {
  /** The model of declaration as shown and chosen: IM-4. */
  readonly declaration: string | null;
  /** Empty for today. */
  readonly validityDate: string;
  readonly items: readonly TaxationItemForm[];
}

/** An item before anything is typed: CIF (what most invoices state), in US dollars. */
export function emptyTaxationItem(id: number): TaxationItemForm {
  return {
    id,
    commodity: null,
    origin: null,
    currency: 'USD',
    value: '',
    incoterm: 'CIF',
    freight: '',
    insurance: '',
    nationalProcedure: null,
  };
}

/** An optional amount: absent when nothing is typed, so that the service does not read it as zero. */
function optionalAmount(typed: string): string | undefined {
  const text = typedAmountText(typed);
  return text === '' ? undefined : text;
}

function itemBody(item: TaxationItemForm): TaxationItemBody {
  const code = item.commodity?.value ?? '';
  const freight = optionalAmount(item.freight);
  const insurance = optionalAmount(item.insurance);
  return {
    // The national code is the HS subheading (six digits) and its national precision (two); the service
    // names the line itself, in the answer's language.
    commodityCode: { hsCode: code.slice(0, 6), pr1: code.slice(6, 8) },
    ...(item.origin ? { itemCountryOfOriginCode: item.origin.value } : {}),
    currencyCode: { value: item.currency ?? '' },
    statValueInForeignCurrency: typedAmountText(item.value),
    incoterm: item.incoterm,
    ...(freight !== undefined ? { freight } : {}),
    ...(insurance !== undefined ? { insurance } : {}),
    ...(item.nationalProcedure ? { nationalProcedure: item.nationalProcedure } : {}),
  };
}

/**
 * What the service is sent for a form: the model of declaration in its two parts (IM-4 is IM with general
 * procedure 4), the date of validity (today when none is chosen), and each item with its amounts as plain
 * decimal text, whatever digits and separators were typed.
 */
export function taxationBodyFromForm(form: TaxationForm, today: IsoDate): TaxationBody {
  const [typeOfDeclaration = '', generalProcedureCode] = (form.declaration ?? '').split('-');
  return {
    document: { typeOfDeclaration, ...(generalProcedureCode ? { generalProcedureCode } : {}) },
    validityDate: isIsoDate(form.validityDate) ? form.validityDate : today,
    items: form.items.map(itemBody),
  };
}
