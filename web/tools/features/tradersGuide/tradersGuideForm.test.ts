import type { IsoDate } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { emptyGuideConsignment, tradersGuideRequests, type TradersGuideForm } from './tradersGuideForm';

const option = (value: string) => ({ value, label: value });
const config = {
  additionalFields: [
    { name: 'statisticalValue', kind: 'amount' as const, required: false },
    { name: 'netMass', kind: 'amount' as const, required: false },
  ],
  meta: { ruleTypes: ['required' as const, 'conditional' as const], typeOfDeclaration: 'IM' },
};

describe('the requests of a traders guide', () => {
  it('sends one request per general procedure, a consignment CPC4 deciding its own', () => {
    const form: TradersGuideForm = {
      regime: 'IM',
      generalProcedure: '4',
      validityDate: '',
      consignments: [
        { ...emptyGuideConsignment(1), commodity: option('03046200'), origin: option('MM') },
        { ...emptyGuideConsignment(5), commodity: option('84713000'), extendedProcedure: option('7100') },
        {
          ...emptyGuideConsignment(7),
          commodity: option('30049099'),
          additional: { statisticalValue: ' 1200.50 ', netMass: '', invoiceValue: '9' },
        },
      ],
    };
    const requests = tradersGuideRequests(form, { config, language: 'bn', today: '2026-11-26' as IsoDate });
    expect(requests.map((request) => [request.generalProcedureCode, request.consignmentIds])).toEqual([
      ['4', [1, 7]],
      ['7', [5]],
    ]);
    const [home] = requests;
    expect(home?.body.document).toEqual({ typeOfDeclaration: 'IM', generalProcedureCode: '4' });
    expect(home?.body.meta).toEqual({
      ruleTypes: ['required', 'conditional'],
      validityDate: '2026-11-26',
      language: 'bn',
    });
    expect(home?.body.items[0]).toEqual({
      commodityCode: '03046200',
      itemCountryOfOriginCode: 'MM',
      extendedProcedureCode: null,
      nationalProcedureCode: null,
    });
    // Only the fields the configuration lists, and only those typed.
    expect(home?.body.items[1]).toMatchObject({ statisticalValue: '1200.50' });
    expect(home?.body.items[1]).not.toHaveProperty('netMass');
    expect(home?.body.items[1]).not.toHaveProperty('invoiceValue');
  });

  it('leaves the general procedure out when none is chosen, and sends the date typed', () => {
    const form: TradersGuideForm = {
      regime: 'EX',
      generalProcedure: null,
      validityDate: '2025-09-01',
      consignments: [emptyGuideConsignment(1)],
    };
    const [request] = tradersGuideRequests(form, {
      config: undefined,
      language: 'en',
      today: '2026-11-26' as IsoDate,
    });
    expect(request?.body.document).toEqual({ typeOfDeclaration: 'EX' });
    expect(request?.body.meta).toEqual({ validityDate: '2025-09-01', language: 'en' });
    expect(request?.body.items[0]?.commodityCode).toBe('');
  });
});
