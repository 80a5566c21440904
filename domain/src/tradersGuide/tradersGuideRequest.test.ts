import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../calendar/isoDate.js';
import { tradersGuideRequestFromBody, type TradersGuideLookups } from './tradersGuideRequest.js';
import type { TradersGuideBody } from './tradersGuideSchemas.js';

const TODAY = '2025-11-23' as IsoDate;
const KNOWN: Record<string, readonly string[]> = {
  country: ['MM', 'IN'],
  extendedProcedure: ['4000'],
  additionalProcedure: ['000'],
  generalProcedure: ['1', '4', '7'],
  modelOfDeclaration: ['IM-4', 'IM-7', 'EX-1'],
};
const lookups: TradersGuideLookups = {
  tariffLineKnown: (code) => ['03046290', '03011100'].includes(code),
  codeKnown: (list, code) => KNOWN[list]?.includes(code) ?? false,
};
const read = (body: TradersGuideBody) => tradersGuideRequestFromBody(body, TODAY, () => lookups);
const FILLETS = { commodityCode: '0304.62.90', itemCountryOfOriginCode: 'mm' };

describe('reading a guide request', () => {
  it('takes IM, today and every rule type by default, and codes in their usual forms', () => {
    const request = read({
      document: {},
      items: [FILLETS, { commodityCode: { hsCode: '030111', pr1: '00' } }],
    });
    expect(request.declaration).toEqual({
      flow: 'IM',
      generalProcedureCode: null,
      validityDate: TODAY,
      ruleTypes: ['required', 'conditional'],
    });
    expect(request.language).toBe('en');
    expect(request.fieldsErrors).toEqual([]);
    expect(request.consignments).toEqual([
      {
        commodityCode: '03046290',
        originCountryCode: 'MM',
        extendedProcedureCode: null,
        nationalProcedureCode: null,
      },
      {
        commodityCode: '03011100',
        originCountryCode: null,
        extendedProcedureCode: null,
        nationalProcedureCode: null,
      },
    ]);
  });

  it('reads the general procedure from IM-4, and refuses one that contradicts it', () => {
    expect(read({ document: { typeOfDeclaration: 'im-4' }, items: [FILLETS] }).declaration).toMatchObject({
      flow: 'IM',
      generalProcedureCode: '4',
    });
    expect(
      read({ document: { typeOfDeclaration: 'EX', generalProcedureCode: '1' }, items: [FILLETS] })
        .declaration,
    ).toMatchObject({
      flow: 'EX',
      generalProcedureCode: '1',
    });
    const contradicted = read({
      document: { typeOfDeclaration: 'IM-4', generalProcedureCode: '7' },
      items: [FILLETS],
    });
    expect(contradicted.documentErrors.map((error) => `${error.field} ${error.code}`)).toEqual([
      'document.generalProcedureCode INVALID_CODE',
    ]);
    const unknown = read({ document: { typeOfDeclaration: 'IM-9' }, items: [FILLETS] });
    expect(unknown.documentErrors.map((error) => `${error.field} ${error.code}`)).toEqual([
      'document.typeOfDeclaration UNKNOWN_CODE',
      'document.generalProcedureCode UNKNOWN_CODE',
    ]);
  });

  it('keeps the consignments without errors and names the others by item and field', () => {
    const request = read({
      document: { typeOfDeclaration: 'IM' },
      items: [FILLETS, { ...FILLETS, nationalProcedureCode: '12', exchangeRate: '1e5' }],
    });
    expect(request.consignments[0]).toBeDefined();
    expect(request.consignments[1]).toBeUndefined();
    expect(request.fieldsErrors.map((error) => `${error.itemNumber} ${error.field} ${error.code}`)).toEqual([
      '2 nationalProcedureCode INVALID_CODE',
      '2 exchangeRate AMOUNT_NOT_A_NUMBER',
    ]);
  });
});
