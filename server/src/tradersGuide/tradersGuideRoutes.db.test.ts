import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  entityDefinition,
  LANGUAGE_CODES,
  referenceNameField,
  SERVER_PATHS,
  type EntityDefinition,
  TRADERS_GUIDE_LIMITS,
  type GuideRule,
  type GuideRuleDraft,
  type TradersGuideAnswer,
  type TradersGuideConfig,
} from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { configFromEnvironment } from '../config/config.js';
import type { TypedApp } from '../http/typedApp.js';
import { ReferenceCache } from '../referenceService/referenceCache.js';
import { loadReferenceDataIfEmpty } from '../shippedData/firstStartLoad.js';
import { injectTransport } from '../testing/injectTransport.js';
import { SignInFlow } from '../testing/signInFlow.js';
import { openTestPortal, TEST_TODAY, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { createTestUser, TEST_PASSWORD } from '../testing/testUsers.js';
import { loadGuideRulesIfEmpty, SHIPPED_GUIDE_RULES_FILE, shippedGuideRules } from './guideRulesShipped.js';
import { TRADERS_GUIDE_PATH } from './tradersGuideRoutes.js';

const FIXTURE = new URL('./testFixtures/tradersGuideRules.json', import.meta.url);
const RULES = SERVER_PATHS.guideEditorRules;
const config = configFromEnvironment({});

/** Fish fillets (Pangasius) from Myanmar, and live ornamental fish from India: real Bangladesh tariff lines. */
const FILLETS = { commodityCode: '03046290', itemCountryOfOriginCode: 'MM', extendedProcedureCode: '4000' };
const LIVE_FISH = { commodityCode: { hsCode: '030111', pr1: '00' }, itemCountryOfOriginCode: 'IN' };
const IMPORT = { typeOfDeclaration: 'IM', generalProcedureCode: '4' };

interface Problem {
  code: string;
  message: string;
  problems?: { path: string; code: string; params?: Record<string, string | number> }[];
}

const draft = (fields: Partial<GuideRuleDraft> = {}): GuideRuleDraft => ({
  documentCode: 'PQC',
  ruleType: 'required',
  condition: null,
  commodityPrefixes: ['0304'],
  exceptCommodityPrefixes: [],
  origins: [],
  exceptOrigins: [],
  flows: ['IM'],
  generalProcedureCodes: [],
  extendedProcedureCodes: [],
  nationalProcedureCodes: [],
  authority: { en: 'Plant Protection Wing', bn: 'উদ্ভিদ সংরক্ষণ উইং' },
  source: { en: 'Plant Quarantine Act 2011' },
  sourceUrl: 'https://dae.gov.bd/',
  validFrom: '2025-01-01',
  validTo: null,
  sample: true,
  ...fields,
});

describe(`the traders' guide on ${testDatabaseKind()}`, () => {
  let portal: TestPortal;
  let guideEditor: string;
  let trader: string;

  const signIn = async (app: TypedApp, username: string) =>
    `Bearer ${(await new SignInFlow(injectTransport(app), { publicUrl: config.identity.publicUrl, username, password: TEST_PASSWORD }).signIn()).tokens.access_token}`;

  beforeAll(async () => {
    portal = await openTestPortal({
      prepare: async (database, today) => {
        await loadReferenceDataIfEmpty(database, today, { real: true, sample: true });
        await createTestUser(database, 'rule-writer', ['guide-editor']);
        await createTestUser(database, 'plain-trader', ['trader']);
        const cache = new ReferenceCache(database);
        await cache.refreshVersions();
        expect(await loadGuideRulesIfEmpty(database, cache, FIXTURE)).toBe(3);
        expect(await loadGuideRulesIfEmpty(database, cache, FIXTURE)).toBe(0);
      },
    });
    guideEditor = await signIn(portal.app, 'rule-writer');
    trader = await signIn(portal.app, 'plain-trader');
  });
  afterAll(() => portal.close());

  const guide = (payload: object) =>
    portal.inject({ method: 'POST', url: `${TRADERS_GUIDE_PATH}/`, payload });
  const answerOf = async (payload: object) => {
    const response = await guide(payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TradersGuideAnswer>().data;
  };
  const codesOf = (data: TradersGuideAnswer['data'], item: number) =>
    data.items[item]?.attachments.map((attachment) => `${attachment.code} ${attachment.ruleType}`);
  const errorsOf = (data: TradersGuideAnswer['data']) =>
    data.fieldsErrors.map((error) => `${error.itemNumber} ${error.field} ${error.code}`);
  const asEditor = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    authorization = guideEditor,
  ) => portal.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const created = async (fields: Partial<GuideRuleDraft> = {}) => {
    const response = await asEditor('POST', RULES, draft(fields));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<GuideRule>();
  };
  const importCsv = (csv: string, authorization = guideEditor) =>
    portal.app.inject({
      method: 'POST',
      url: `${RULES}/import`,
      headers: { authorization, 'content-type': 'text/csv' },
      payload: csv,
    });

  it.runIf(existsSync(SHIPPED_GUIDE_RULES_FILE))(
    'ships starting rules that pass every check of a rule',
    async () => {
      const rules = await shippedGuideRules(SHIPPED_GUIDE_RULES_FILE, portal.cache);
      expect(rules.length).toBeGreaterThan(0);
    },
  );

  it('refuses a shipped file with a repeated key or a rule that fails its checks, naming each', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'tsw-guide-rules-'));
    try {
      const file = pathToFileURL(join(directory, 'rules.json'));
      const rule = { ...draft(), key: 'same' };
      writeFileSync(
        file,
        JSON.stringify({ provenance: 'test', rules: [rule, { ...rule, commodityPrefixes: ['3'] }] }),
      );
      await expect(shippedGuideRules(file, portal.cache)).rejects.toThrow(
        /same: the key is used twice\nsame: commodityPrefixes\[0\] '3' is not a tariff code prefix/,
      );
      writeFileSync(file, JSON.stringify({ provenance: 'test', rules: [{ key: 'x' }] }));
      await expect(shippedGuideRules(file, portal.cache)).rejects.toThrow(/is not a rules file/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  describe('the service', () => {
    it('tells its fields and defaults to anyone', async () => {
      const response = await portal.app.inject({ method: 'GET', url: SERVER_PATHS.tradersGuideConfig });
      expect(response.statusCode).toBe(200);
      const body = response.json<TradersGuideConfig>();
      expect(body.meta).toEqual({ ruleTypes: ['required', 'conditional'], typeOfDeclaration: 'IM' });
      expect(body.additionalFields.map((field) => field.name)).toContain('netMass');
    });

    it('answers signed-in users only', async () => {
      const response = await portal.app.inject({
        method: 'POST',
        url: `${TRADERS_GUIDE_PATH}/`,
        payload: { document: IMPORT, items: [FILLETS] },
      });
      expect(response.statusCode).toBe(401);
    });

    it('lists each consignment’s documents from the shipped rules: origin groups, except prefixes, dates', async () => {
      const data = await answerOf({
        document: IMPORT,
        items: [FILLETS, LIVE_FISH],
        meta: { validityDate: '2025-09-01' },
      });
      expect(data.validityDate).toBe('2025-09-01');
      expect(data.fieldsErrors).toEqual([]);
      expect(data.items.map((item) => [item.itemNumber, item.commodityCode])).toEqual([
        [1, '03046290'],
        [2, '03011100'],
      ]);
      // Myanmar is in ASEAN; chapter 03 except 0301 needs a certificate of origin; the LC rule had ended.
      expect(codesOf(data, 0)).toEqual(['COO required', 'INV required']);
      expect(codesOf(data, 1)).toEqual(['INV required']);
      const [origin] = data.items[0]?.attachments ?? [];
      expect(origin).toMatchObject({
        attDocCode: 'COO',
        attDocName: 'Certificate of origin',
        attDocNameLanguage: 'en',
        applicableCommodityCodes: ['03046290'],
        conditions: ['For the preferential rate of an agreement'],
        sources: [{ text: 'SAFTA rules of origin', url: 'https://www.saarc-sec.org/' }],
        sample: true,
      });
      expect(origin?.id).toBe(origin?.ruleIds[0]);
    });

    it('reads the rules of a past date, the rule types asked for, and the flow', async () => {
      const past = await answerOf({
        document: IMPORT,
        items: [FILLETS],
        meta: { validityDate: '2025-08-31' },
      });
      expect(codesOf(past, 0)).toEqual(['LC conditional']);
      const required = await answerOf({
        document: IMPORT,
        items: [FILLETS],
        meta: { validityDate: '2025-08-31', ruleTypes: ['required'] },
      });
      expect(codesOf(required, 0)).toEqual([]);
      const exports = await answerOf({ document: { typeOfDeclaration: 'EX-1' }, items: [FILLETS] });
      expect(exports.fieldsErrors).toEqual([]);
      expect(codesOf(exports, 0)).toEqual([]);
      // IM-4 names the general procedure as the document's own field does.
      const home = await answerOf({ document: { typeOfDeclaration: 'IM-4' }, items: [FILLETS] });
      expect(codesOf(home, 0)).toEqual(['COO required', 'INV required']);
    });

    it('names documents in the language asked where the list has it, else in English and says so', async () => {
      const documents = await portal.cache.entityIndex(
        entityDefinition('attachedDocument') as EntityDefinition,
      );
      for (const language of LANGUAGE_CODES) {
        const data = await answerOf({ document: IMPORT, items: [FILLETS], meta: { language } });
        for (const attachment of data.items[0]?.attachments ?? []) {
          const record = documents.lookUp(attachment.code, TEST_TODAY);
          const translated = language === 'en' ? undefined : record?.[referenceNameField(language)];
          expect(attachment, `${attachment.code} in ${language}`).toMatchObject(
            translated
              ? { attDocName: translated, attDocNameLanguage: language }
              : { attDocName: record?.description, attDocNameLanguage: 'en' },
          );
        }
      }
      // The rule's own texts: the Bengali condition, the English one where no French was written.
      const bengali = await answerOf({ document: IMPORT, items: [FILLETS], meta: { language: 'bn' } });
      expect(bengali.items[0]?.attachments[0]?.conditions).toEqual(['চুক্তির অগ্রাধিকার হারের জন্য']);
      const french = await answerOf({ document: IMPORT, items: [FILLETS], meta: { language: 'fr' } });
      expect(french.items[0]?.attachments[0]?.conditions).toEqual([
        'For the preferential rate of an agreement',
      ]);
    });

    it('answers every bad code and amount as a field error of its consignment, and answers the others', async () => {
      const data = await answerOf({
        document: IMPORT,
        items: [
          { commodityCode: '99999999' },
          { commodityCode: 'fish' },
          { ...FILLETS, itemCountryOfOriginCode: 'ZZ' },
          {
            ...FILLETS,
            itemCountryOfOriginCode: 'Z1',
            extendedProcedureCode: '9999',
            nationalProcedureCode: '999',
          },
          { ...FILLETS, netMass: '-3', statisticalValue: 'twelve', invoiceValue: 1200.5 },
          { commodityCode: '' },
          { commodityCode: { hsCode: '030462' } },
          FILLETS,
        ],
      });
      expect(errorsOf(data)).toEqual([
        '1 commodityCode TARIFF_NOT_FOUND',
        '2 commodityCode INVALID_COMMODITY_CODE',
        '3 itemCountryOfOriginCode UNKNOWN_CODE',
        '4 itemCountryOfOriginCode INVALID_CODE',
        '4 extendedProcedureCode UNKNOWN_CODE',
        '4 nationalProcedureCode UNKNOWN_CODE',
        '5 statisticalValue AMOUNT_NOT_A_NUMBER',
        '5 netMass NEGATIVE_AMOUNT',
        '6 commodityCode REQUIRED',
        '7 commodityCode INVALID_COMMODITY_CODE',
      ]);
      expect(data.fieldsErrors[2]).toMatchObject({ params: { value: 'ZZ', list: 'country' } });
      expect(data.items.slice(0, 7).every((item) => item.attachments.length === 0)).toBe(true);
      expect(codesOf(data, 7)).toEqual(['COO required', 'INV required']);
    });

    it('answers a bad date, rule type, regime or language as errors of the document, and no attachments', async () => {
      const data = await answerOf({
        document: { typeOfDeclaration: 'XX', generalProcedureCode: '0' },
        items: [FILLETS],
        meta: { validityDate: '2025-02-30', ruleTypes: ['required', 'mandatory'], language: 'de' },
      });
      expect(errorsOf(data)).toEqual([
        '0 meta.validityDate INVALID_DATE',
        '0 document.typeOfDeclaration INVALID_CODE',
        '0 document.generalProcedureCode UNKNOWN_CODE',
        '0 meta.ruleTypes[1] INVALID_CODE',
        '0 meta.language INVALID_CODE',
      ]);
      expect(data.items[0]?.attachments).toEqual([]);
    });

    it('refuses no consignment, too many, and a body of the wrong shape, with the error shape', async () => {
      const none = await guide({ document: IMPORT, items: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json<Problem>().code).toBe('GUIDE_NO_CONSIGNMENTS');
      const many = await guide({
        document: IMPORT,
        items: Array.from({ length: TRADERS_GUIDE_LIMITS.maxConsignments + 1 }, () => FILLETS),
      });
      expect(many.statusCode).toBe(400);
      expect(many.json<Problem>()).toMatchObject({
        code: 'GUIDE_TOO_MANY_CONSIGNMENTS',
        problems: [{ path: 'items', params: { max: TRADERS_GUIDE_LIMITS.maxConsignments } }],
      });
      for (const payload of [
        { items: [FILLETS] },
        { document: IMPORT, items: 'fish' },
        { document: IMPORT, items: [{}] },
      ]) {
        const response = await guide(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<Problem>().code).toBeTruthy();
      }
      const broken = await portal.inject({
        method: 'POST',
        url: `${TRADERS_GUIDE_PATH}/`,
        headers: { 'content-type': 'application/json' },
        payload: '{"document": ',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json<Problem>()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    });

    it('is in the API documentation', async () => {
      const response = await portal.app.inject({ method: 'GET', url: `${SERVER_PATHS.apiDocs}/json` });
      const paths = response.json<{ paths: Record<string, unknown> }>().paths;
      expect(Object.keys(paths)).toEqual(
        expect.arrayContaining([
          `${TRADERS_GUIDE_PATH}/`,
          SERVER_PATHS.tradersGuideConfig,
          RULES,
          `${RULES}/{id}`,
          `${RULES}/{id}/withdraw`,
          `${RULES}/{id}/history`,
          `${RULES}/import`,
          `${RULES}/export`,
        ]),
      );
    });
  });

  describe('the editors’ API', () => {
    it('lets guide editors only: strangers get 401, traders 403', async () => {
      expect((await portal.app.inject({ method: 'GET', url: RULES })).statusCode).toBe(401);
      expect((await asEditor('GET', RULES, undefined, trader)).statusCode).toBe(403);
      expect((await asEditor('POST', RULES, draft(), trader)).statusCode).toBe(403);
      expect((await importCsv('documentCode\nINV', trader)).statusCode).toBe(403);
    });

    it('creates, changes and withdraws a rule, with its history, and the guide follows at once', async () => {
      const rule = await created();
      expect(rule).toMatchObject({
        status: 'active',
        version: 1,
        updatedBy: 'rule-writer',
        documentCode: 'PQC',
      });
      expect(codesOf(await answerOf({ document: IMPORT, items: [FILLETS] }), 0)).toContain('PQC required');

      const changed = await asEditor('PUT', `${RULES}/${rule.id}`, {
        ...draft({ ruleType: 'conditional', condition: { en: 'When the fillets are chilled' } }),
        version: 1,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<GuideRule>()).toMatchObject({ version: 2, ruleType: 'conditional' });
      expect(codesOf(await answerOf({ document: IMPORT, items: [FILLETS] }), 0)).toContain('PQC conditional');

      const stale = await asEditor('PUT', `${RULES}/${rule.id}`, { ...draft(), version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<Problem>().code).toBe('GUIDE_RULE_CHANGED_MEANWHILE');
      expect((await asEditor('POST', `${RULES}/${rule.id}/withdraw`, { version: 1 })).statusCode).toBe(409);

      const withdrawn = await asEditor('POST', `${RULES}/${rule.id}/withdraw`, { version: 2 });
      expect(withdrawn.json<GuideRule>()).toMatchObject({ status: 'withdrawn', version: 3 });
      expect(codesOf(await answerOf({ document: IMPORT, items: [FILLETS] }), 0)).not.toContain(
        'PQC conditional',
      );

      const history = await asEditor('GET', `${RULES}/${rule.id}/history`);
      expect(
        history.json<{ changes: { action: string; version: number; username: string }[] }>().changes,
      ).toMatchObject([
        { action: 'withdraw', version: 3, username: 'rule-writer' },
        { action: 'update', version: 2 },
        { action: 'create', version: 1 },
      ]);
      expect((await asEditor('GET', `${RULES}/${rule.id}`)).json<GuideRule>().status).toBe('withdrawn');
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await asEditor('GET', `${RULES}/${unknown}`)).statusCode).toBe(404);
      expect((await asEditor('PUT', `${RULES}/${unknown}`, { ...draft(), version: 1 })).statusCode).toBe(404);
      expect((await asEditor('GET', `${RULES}/not-an-id`)).statusCode).toBe(400);
    });

    it('names every problem of a rule by its path and code', async () => {
      const response = await asEditor(
        'POST',
        RULES,
        draft({
          documentCode: 'NOPE',
          commodityPrefixes: ['3'],
          origins: ['ZZ'],
          sourceUrl: 'javascript:alert(1)',
          validFrom: '2025-09-01',
          validTo: '2025-01-01',
          authority: { en: '' },
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<Problem>().code).toBe('GUIDE_RULE_INVALID');
      expect(response.json<Problem>().problems?.map((found) => `${found.path} ${found.code}`)).toEqual([
        'documentCode GUIDE_UNKNOWN_DOCUMENT',
        'commodityPrefixes[0] GUIDE_PREFIX_INVALID',
        'origins[0] UNKNOWN_CODE',
        'authority.en GUIDE_ENGLISH_MISSING',
        'sourceUrl GUIDE_URL_INVALID',
        'validTo GUIDE_DATES_OUT_OF_ORDER',
      ]);
      const shape = await asEditor('POST', RULES, { ...draft(), ruleType: 'maybe' });
      expect(shape.statusCode).toBe(400);
    });

    it('lists and searches the rules, paged', async () => {
      await created({
        documentCode: 'BSTI',
        authority: { en: 'Bangladesh Standards and Testing Institution' },
      });
      const all = (await asEditor('GET', RULES)).json<{ items: GuideRule[]; totalCount: number }>();
      expect(all.totalCount).toBeGreaterThanOrEqual(5);
      const search = (query: string) =>
        asEditor('GET', `${RULES}?${query}`).then((response) =>
          response.json<{ items: GuideRule[]; totalCount: number }>(),
        );
      expect((await search('q=standards%20testing')).items.map((rule) => rule.documentCode)).toEqual([
        'BSTI',
      ]);
      // The document's name finds it too, and a prefix.
      expect((await search('q=certificate%20origin')).items.map((rule) => rule.documentCode)).toEqual([
        'COO',
      ]);
      expect((await search('q=03&documentCode=COO')).totalCount).toBe(1);
      expect((await search('status=withdrawn')).items.every((rule) => rule.status === 'withdrawn')).toBe(
        true,
      );
      const page = await search('max=2&offset=1');
      expect(page.items).toHaveLength(2);
      expect(page.items[0]?.id).toBe(all.items[1]?.id);
      expect(
        (await asEditor('GET', `${RULES}?max=${TRADERS_GUIDE_LIMITS.editorPageMax + 1}`)).statusCode,
      ).toBe(400);
    });

    it('imports a CSV whole: adds, changes and withdraws the rules it names', async () => {
      const target = await created({ documentCode: 'HC' });
      const withdrawnLater = await created({ documentCode: 'RAD' });
      const before = (await asEditor('GET', RULES)).json<{ totalCount: number }>().totalCount;
      const csv = [
        'id,status,documentCode,ruleType,commodityPrefixes,origins,flows,condition_en,authority_en,authority_bn,source_en,sourceUrl,validFrom,validTo,sample',
        ',,DGDA,required,3004 3003,,IM,,Directorate General of Drug Administration,ঔষধ প্রশাসন অধিদপ্তর,Drugs and Cosmetics Act 2023,https://dgda.gov.bd/,2025-01-01,,false',
        `${target.id},active,HC,conditional,0304;0303,ASEAN,IM,"When frozen, with ice",Department of Fisheries,,Fish Rules 1997,,2025-01-01,2026-06-30,true`,
        `${withdrawnLater.id},withdrawn,RAD,required,0304,,,,BAEC,,Food Safety Act 2013,,2025-01-01,,true`,
      ].join('\n');
      const response = await importCsv(csv);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ imported: 3, created: 1, updated: 2, withdrawn: 1 });
      expect((await asEditor('GET', RULES)).json<{ totalCount: number }>().totalCount).toBe(before + 1);
      const changed = (await asEditor('GET', `${RULES}/${target.id}`)).json<GuideRule>();
      expect(changed).toMatchObject({
        ruleType: 'conditional',
        commodityPrefixes: ['0304', '0303'],
        origins: ['ASEAN'],
        condition: { en: 'When frozen, with ice' },
        validTo: '2026-06-30',
        version: 2,
      });
      const history = (await asEditor('GET', `${RULES}/${withdrawnLater.id}/history`)).json<{
        changes: { action: string; rule: GuideRule }[];
      }>();
      expect(history.changes[0]).toMatchObject({ action: 'import', rule: { status: 'withdrawn' } });
      const data = await answerOf({ document: IMPORT, items: [FILLETS] });
      expect(codesOf(data, 0)).toContain('HC conditional');
      expect(codesOf(data, 0)).not.toContain('RAD required');
    });

    it('exports the rules a search finds as the CSV the import takes back, ids kept', async () => {
      const exported = await asEditor('GET', `${RULES}/export?documentCode=COO`);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toMatch(/^text\/csv/);
      const lines = exported.body.split('\r\n').filter((line) => line !== '');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^\uFEFFid,status,documentCode,ruleType,commodityPrefixes,/);
      expect(lines[1]).toMatch(/,COO,required,03,0301,ASEAN SAARC,BD,IM,4,,,/);
      const [rule] = (await asEditor('GET', `${RULES}?documentCode=COO`)).json<{ items: GuideRule[] }>()
        .items;
      const again = await importCsv(exported.body);
      expect(again.json()).toEqual({ imported: 1, created: 0, updated: 1, withdrawn: 0 });
      const after = (await asEditor('GET', `${RULES}/${rule?.id}`)).json<GuideRule>();
      expect(after).toEqual({
        ...rule,
        version: (rule?.version ?? 0) + 1,
        updatedAt: after.updatedAt,
        updatedBy: 'rule-writer',
      });
    });

    it('refuses a CSV with any bad row, naming each row and column, and lands nothing', async () => {
      const before = (await asEditor('GET', RULES)).json<{ totalCount: number }>().totalCount;
      const csv = [
        'id,documentCode,ruleType,commodityPrefixes,origins,authority_en,source_en,validFrom',
        ',INV,required,84,,Customs,Customs Act,2025-01-01',
        ',INV,sometimes,84,ZZ,Customs,Customs Act,2025-13-01',
        '00000000-0000-4000-8000-000000000000,INV,required,84,,Customs,Customs Act,2025-01-01',
        ',XYZ,required,8,,,Customs Act,2025-01-01',
      ].join('\n');
      const response = await importCsv(csv);
      expect(response.statusCode).toBe(400);
      const body = response.json<Problem>();
      expect(body.code).toBe('GUIDE_IMPORT_INVALID');
      expect(body.problems?.map((found) => `${found.path} ${found.code}`)).toEqual([
        'rows[3].ruleType INVALID_CODE',
        'rows[3].origins UNKNOWN_CODE',
        'rows[3].validFrom INVALID_DATE',
        'rows[5].documentCode GUIDE_UNKNOWN_DOCUMENT',
        'rows[5].commodityPrefixes GUIDE_PREFIX_INVALID',
        'rows[5].authority_en GUIDE_ENGLISH_MISSING',
        'rows[4].id GUIDE_IMPORT_UNKNOWN_ID',
      ]);
      expect(body.problems?.[0]?.params).toMatchObject({ row: 3, column: 'ruleType' });
      expect((await asEditor('GET', RULES)).json<{ totalCount: number }>().totalCount).toBe(before);

      const header = await importCsv('documentCode,colour\nINV,red');
      expect(header.json<Problem>().problems?.map((found) => found.code)).toEqual([
        'GUIDE_IMPORT_COLUMN_MISSING',
        'GUIDE_IMPORT_COLUMN_MISSING',
        'GUIDE_IMPORT_COLUMN_MISSING',
        'GUIDE_IMPORT_COLUMN_MISSING',
        'GUIDE_IMPORT_COLUMN_UNKNOWN',
      ]);
      expect((await importCsv('')).json<Problem>().problems?.[0]?.code).toBe('GUIDE_IMPORT_EMPTY');
      expect((await importCsv('"unclosed\n')).statusCode).toBe(400);
    });
  });

  it('shows a change to another instance on the same database within its refresh interval', async () => {
    const cache = new ReferenceCache(portal.database);
    await cache.start(60_000);
    const other = await buildApp({
      database: portal.database,
      cache,
      today: () => TEST_TODAY,
      portal: config,
      identity: config.identity,
      contentRefreshMs: 50,
    });
    await other.ready();
    try {
      const otherTrader = await signIn(other, 'plain-trader');
      const ask = async () =>
        (
          await other.inject({
            method: 'POST',
            url: `${TRADERS_GUIDE_PATH}/`,
            headers: { authorization: otherTrader },
            payload: { document: IMPORT, items: [FILLETS] },
          })
        ).json<TradersGuideAnswer>().data;
      expect(codesOf(await ask(), 0)).not.toContain('BOND required');
      await created({ documentCode: 'BOND' });
      let seen = false;
      for (let attempt = 0; attempt < 100 && !seen; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = codesOf(await ask(), 0)?.includes('BOND required') ?? false;
      }
      expect(seen).toBe(true);
    } finally {
      await other.close();
      await cache.stop();
    }
  });
});
