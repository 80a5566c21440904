import type { TaxationAnswer, TaxationItemBody } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_BASE_PATH } from '../referenceService/referenceRoutes.js';
import { loadReferenceDataIfEmpty } from '../shippedData/firstStartLoad.js';
import { openTestPortal, TEST_TODAY, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { TAXATION_PATH } from './taxationRoutes.js';

interface Problem {
  code: string;
  message: string;
  problems?: { path: string; code: string; message: string; params?: Record<string, string | number> }[];
}

const LAPTOP: TaxationItemBody = {
  commodityCode: { hsCode: '847130', pr1: '00' },
  itemCountryOfOriginCode: 'CN',
  currencyCode: { value: 'USD' },
  statValueInForeignCurrency: '12400',
  incoterm: 'CFR',
};
const CHARGERS: TaxationItemBody = {
  commodityCode: { hsCode: '850440', pr1: '10' },
  currencyCode: { value: 'EUR' },
  statValueInForeignCurrency: 5000,
};
const IMPORT = { typeOfDeclaration: 'IM', generalProcedureCode: '4' };

describe(`the taxation service on ${testDatabaseKind()}`, () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: (database, today) => loadReferenceDataIfEmpty(database, today, { real: true, sample: true }),
    });
  });
  afterAll(() => portal.close());

  const simulate = (payload: object, query = '') =>
    portal.inject({ method: 'POST', url: `${TAXATION_PATH}/${query}`, payload });

  async function customsRate(code: string): Promise<string> {
    const response = await portal.inject({
      method: 'POST',
      url: `${REFERENCE_BASE_PATH}/exchangeRate/search`,
      payload: {
        restrictions: [{ field: 'code', operator: 'EQUALS', value: code }],
        meta: { validityDate: TEST_TODAY },
      },
    });
    return response.json<{ resultList: { rate: string }[] }>().resultList[0]?.rate ?? '';
  }

  async function problemsOf(payload: object): Promise<string[]> {
    const response = await simulate(payload);
    expect(response.statusCode, response.body).toBe(400);
    return (response.json<Problem>().problems ?? []).map((problem) => `${problem.path} ${problem.code}`);
  }

  it('taxes two items in two currencies at the customs rates of the day, with the messages', async () => {
    const response = await simulate({ document: IMPORT, items: [LAPTOP, CHARGERS] });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<TaxationAnswer>();
    expect(answer).toMatchObject({ currency: 'BDT', validityDate: TEST_TODAY });
    const [laptops, chargers] = answer.items;
    expect(laptops?.exchangeRate).toBe(Number(await customsRate('USD')).toString());
    expect(chargers?.exchangeRate).toBe(Number(await customsRate('EUR')).toString());
    expect(laptops?.taxes.map((tax) => [tax.code, tax.name, tax.rate])).toEqual([
      ['CD', 'Customs Duty', '10.00'],
      ['RD', 'Regulatory Duty', '0.00'],
      ['SD', 'Supplementary Duty', '0.00'],
      ['VAT', 'Value Added Tax', '0.00'],
      ['AT', 'Advance Tax', '7.50'],
      ['AIT', 'Advance Income Tax', '5.00'],
      ['EXD', 'Excise Duty', '0.00'],
    ]);
    for (const item of answer.items) {
      const sum = item.taxes.reduce((total, tax) => total + Math.round(Number(tax.value) * 100), 0);
      expect(Math.round(Number(item.totalItemTaxes) * 100)).toBe(sum);
    }
    const total = answer.items.reduce((sum, item) => sum + Math.round(Number(item.totalItemTaxes) * 100), 0);
    expect(Math.round(Number(answer.totalItemTaxes) * 100)).toBe(total);
    expect(answer.guaranteeAmount).toBe('0.00');
    expect(answer.messages).toEqual([
      {
        code: 'ADMINISTRATIVE_CHARGES_EXCLUDED',
        message: 'Calculated taxes do not include administrative charges',
      },
    ]);
  });

  it('names taxes in the asked language, and lines in Bengali where the data has them', async () => {
    const response = await simulate({ document: IMPORT, items: [LAPTOP] }, '?lang=bn');
    const [laptops] = response.json<TaxationAnswer>().items;
    expect(laptops?.description).toContain('ল্যাপটপ');
    expect(laptops?.taxes[0]?.name).toBe('আমদানি শুল্ক');
    const arabic = (await simulate({ document: IMPORT, items: [LAPTOP] }, '?lang=ar')).json<TaxationAnswer>();
    expect(arabic.items[0]?.taxes.map((tax) => tax.name).slice(0, 2)).toEqual([
      'الرسوم الجمركية',
      'الرسم التنظيمي',
    ]);
  });

  it('applies the SROs a national procedure cites, and a bond’s guarantee', async () => {
    const machinery = (
      await simulate({ document: IMPORT, items: [{ ...CHARGERS, nationalProcedure: '101' }] })
    ).json<TaxationAnswer>().items[0];
    expect(machinery?.taxes.find((tax) => tax.code === 'CD')).toMatchObject({ rate: '1', sro: '2025-119' });
    expect(machinery?.taxes.find((tax) => tax.code === 'VAT')).toMatchObject({
      value: '0.00',
      sro: '2025-119',
    });
    const bonded = (
      await simulate({ document: IMPORT, items: [{ ...CHARGERS, nationalProcedure: '201' }] })
    ).json<TaxationAnswer>();
    expect(bonded.totalItemTaxes).toBe('0.00');
    expect(Number(bonded.guaranteeAmount)).toBeGreaterThan(0);
    expect(bonded.items[0]?.sros).toEqual(['2024-148']);
  });

  it('says which taxes it cannot calculate: a FOB value without its freight', async () => {
    const answer = (
      await simulate({ document: IMPORT, items: [{ ...LAPTOP, incoterm: 'FOB' }] })
    ).json<TaxationAnswer>();
    expect(answer.items[0]?.taxes).toEqual([]);
    expect(answer.messages[0]).toMatchObject({
      code: 'TAXES_NOT_CALCULATED',
      message: 'Cannot calculate CD, RD, SD, VAT, AT, AIT, EXD tax, not enough information provided',
    });
  });

  it('answers unknown codes with the error catalogue’s words, by path', async () => {
    const response = await simulate({
      document: { typeOfDeclaration: 'ZZ' },
      items: [
        { ...LAPTOP, commodityCode: { hsCode: '999999', pr1: '99' } },
        { ...LAPTOP, currencyCode: { value: 'XYZ' } },
        { ...LAPTOP, currencyCode: { value: 'AFN' } },
        { ...LAPTOP, itemCountryOfOriginCode: 'QQ', nationalProcedure: '777', extendedProcedure: '1234' },
      ],
    });
    expect(response.statusCode).toBe(400);
    const problems = response.json<Problem>().problems ?? [];
    expect(problems.map((problem) => `${problem.path} ${problem.message}`)).toEqual([
      "document.typeOfDeclaration 'ZZ' is not in the modelOfDeclaration list",
      'items[0].commodityCode CET Tariff Not Found',
      'items[1].currencyCode.value Currency Not Found',
      'items[2].currencyCode.value No available rate for this date',
      "items[3].itemCountryOfOriginCode 'QQ' is not in the country list",
      "items[3].extendedProcedure '1234' is not in the extendedProcedure list",
      "items[3].nationalProcedure '777' is not in the additionalProcedure list",
    ]);
  });

  it('answers every bad input with a 400 naming it, never a 500', async () => {
    expect(
      await problemsOf({ document: IMPORT, items: [{ ...LAPTOP, statValueInForeignCurrency: '-1' }] }),
    ).toEqual(['items[0].statValueInForeignCurrency NEGATIVE_AMOUNT']);
    expect(
      await problemsOf({ document: IMPORT, items: [{ ...LAPTOP, statValueInForeignCurrency: '1e308' }] }),
    ).toEqual(['items[0].statValueInForeignCurrency AMOUNT_NOT_A_NUMBER']);
    expect(await problemsOf({ document: IMPORT, items: [{ ...LAPTOP, freight: 1e20 }] })).toEqual([
      'items[0].freight AMOUNT_TOO_LARGE',
    ]);
    expect(await problemsOf({ document: IMPORT, items: Array.from({ length: 1000 }, () => LAPTOP) })).toEqual(
      ['items TOO_MANY_ITEMS'],
    );
    expect(await problemsOf({ document: IMPORT, items: [] })).toEqual(['items NO_ITEMS']);
    expect(await problemsOf({ document: IMPORT, validityDate: 'yesterday', items: [LAPTOP] })).toEqual([
      'validityDate INVALID_DATE',
    ]);
    expect(await problemsOf({ document: IMPORT, items: [{ ...LAPTOP, incoterm: 'DDP' }] })).toEqual([
      'items[0].incoterm UNKNOWN_INCOTERM',
    ]);
    // Shapes the schema refuses (a missing part, a wrong type, an unknown language), or reads as text.
    expect(await problemsOf({ items: [LAPTOP] })).toEqual(['document MISSING_FIELD']);
    expect(
      await problemsOf({ document: IMPORT, items: [{ ...LAPTOP, statValueInForeignCurrency: true }] }),
    ).toEqual(['items[0].statValueInForeignCurrency AMOUNT_NOT_A_NUMBER']);
    // A lone value is read as a list of one, as Fastify reads bodies; that one is then no item.
    expect(await problemsOf({ document: IMPORT, items: 'all of them' })).toEqual(['items[0] INVALID_VALUE']);
    const language = await simulate({ document: IMPORT, items: [LAPTOP] }, '?lang=xx');
    expect(language.statusCode).toBe(400);
    const malformed = await portal.inject({
      method: 'POST',
      url: `${TAXATION_PATH}/`,
      headers: { 'content-type': 'application/json' },
      payload: '{"document":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('is for signed-in users, and documented', async () => {
    const anonymous = await portal.app.inject({
      method: 'POST',
      url: `${TAXATION_PATH}/`,
      payload: { document: IMPORT, items: [LAPTOP] },
    });
    expect(anonymous.statusCode).toBe(401);
    const document = (await portal.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, object>;
    }>();
    expect(Object.keys(document.paths)).toContain(`${TAXATION_PATH}/`);
  });
});

describe(`the taxation service of a country without a tax cascade on ${testDatabaseKind()}`, () => {
  it('says so with a 501, not a wrong figure', async () => {
    const portal = await openTestPortal({ environment: { COUNTRY: 'BJ' } });
    try {
      const response = await portal.inject({
        method: 'POST',
        url: `${TAXATION_PATH}/`,
        payload: { document: IMPORT, items: [LAPTOP] },
      });
      expect(response.statusCode).toBe(501);
      expect(response.json<Problem>()).toMatchObject({ code: 'NO_TAX_CASCADE' });
    } finally {
      await portal.close();
    }
  });
});
