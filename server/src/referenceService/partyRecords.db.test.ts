import { PARTY_ACCESS, type PortalRole } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnvironment } from '../config/config.js';
import { mintAccessToken } from '../testing/mintToken.js';
import { storePeriod } from '../testing/referenceFixtures.js';
import { openTestPortal, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';

/** More companies than a reader without an officer's role may read at once. */
const COMPANIES = PARTY_ACCESS.officerRowsFrom + 200;

let portal: TestPortal;
const tokens = new Map<string, string>();

beforeAll(async () => {
  portal = await openTestPortal({
    prepare: async (database) => {
      await storePeriod(
        database,
        'company',
        '2025-01-01',
        Array.from({ length: COMPANIES }, (_, index) => ({
          code: String(index).padStart(9, '0'),
          description: `Company ${index}`,
          email: `trade${index}@example.test`,
          phoneNumber: `+880 2 ${String(index).padStart(7, '0')}`,
          address1: `Plot ${index}, Tongi`,
        })),
      );
      await storePeriod(database, 'declarant', '2025-01-01', [
        { code: '301004127', description: 'Bay Trade Link C&F Agency', address1: 'Agrabad C/A' },
      ]);
    },
  });
  const { identity } = configFromEnvironment({});
  for (const role of ['trader', 'declarant', 'customs-officer', 'administrator'] satisfies PortalRole[]) {
    tokens.set(
      role,
      `Bearer ${await mintAccessToken(portal.database, identity, {
        claims: { resource_access: { portal: { roles: [role] } } },
      })}`,
    );
  }
}, 60_000);
afterAll(() => portal.close());

/** Requests as a user holding `role`, each from its own address so that no rate limit is reached. */
let addresses = 0;
function as(role: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  addresses += 1;
  return portal.app.inject({
    method,
    url,
    headers: { authorization: tokens.get(role) ?? '' },
    remoteAddress: `198.51.100.${addresses % 250}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe(`party records (companies, declarants) by role on ${testDatabaseKind()}`, () => {
  it("gives a company's e-mail and telephone to declarants and customs officers only", async () => {
    const search = { max: 2, selectFields: ['*'] };
    for (const role of ['declarant', 'customs-officer']) {
      const answer = (await as(role, 'POST', '/rimm-server/company/search', search)).json();
      expect(answer.resultList[0], role).toMatchObject({
        email: 'trade0@example.test',
        phoneNumber: '+880 2 0000000',
      });
    }
    for (const role of ['trader', 'administrator']) {
      const found = await as(role, 'POST', '/rimm-server/company/search', {});
      expect(found.statusCode, role).toBe(200);
      const [record] = found.json().resultList as Record<string, unknown>[];
      expect(record, role).toMatchObject({ code: '000000000', address1: 'Plot 0, Tongi' });
      expect(Object.keys(record ?? {}), role).not.toContain('email');
      expect(Object.keys(record ?? {}), role).not.toContain('phoneNumber');
      const everyField = (await as(role, 'POST', '/rimm-server/company/search', search)).json();
      expect(Object.keys(everyField.resultList[0]), role).not.toContain('email');
    }
  });

  it('lets no one without the role select, filter or sort by the contact fields', async () => {
    const asked = [
      { selectFields: ['code', 'email'] },
      { restrictions: [{ field: 'email', operator: 'STARTS_WITH', value: 'trade1' }] },
      { sortByFields: [{ field: 'phoneNumber', order: 'ASC' }] },
    ];
    for (const body of asked) {
      const refused = await as('trader', 'POST', '/rimm-server/company/search', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().problems[0].code).toBe('UNKNOWN_FIELD');
      expect((await as('declarant', 'POST', '/rimm-server/company/search', body)).statusCode).toBe(200);
    }
  });

  it('withholds them from lookups and bulk fetches too', async () => {
    const looked = (await as('trader', 'GET', '/rimm-server/company/000000007')).json();
    expect(looked).toMatchObject({ code: '000000007', description: 'Company 7' });
    expect(looked).not.toHaveProperty('email');
    expect((await as('customs-officer', 'GET', '/rimm-server/company/000000007')).json()).toMatchObject({
      email: 'trade7@example.test',
    });
    const bulk = (await as('trader', 'POST', '/rimm-server/company/bulk', { codes: ['000000001'] })).json();
    expect(bulk.resultList[0]).not.toHaveProperty('phoneNumber');
    const declarants = (
      await as('declarant', 'POST', '/rimm-server/company/bulk', { codes: ['000000001'] })
    ).json();
    expect(declarants.resultList[0]).toMatchObject({ phoneNumber: '+880 2 0000001' });
  });

  it('lets only a customs officer search more than 1,000 party records at once, and says why', async () => {
    const large = { max: PARTY_ACCESS.officerRowsFrom + 1 };
    for (const role of ['trader', 'declarant']) {
      for (const entity of ['company', 'declarant']) {
        const refused = await as(role, 'POST', `/rimm-server/${entity}/search`, large);
        expect(refused.statusCode, `${role} ${entity}`).toBe(403);
        expect(refused.json()).toMatchObject({
          code: 'PARTY_ROWS_ROLE_REQUIRED',
          problems: [{ path: 'max', code: 'PARTY_ROWS_ROLE_REQUIRED', params: { max: 1000, rows: 1001 } }],
        });
      }
      const allowed = await as(role, 'POST', '/rimm-server/company/search', { max: 1000 });
      expect(allowed.json().resultList).toHaveLength(1000);
    }
    const officer = await as('customs-officer', 'POST', '/rimm-server/company/search', large);
    expect(officer.statusCode).toBe(200);
    expect(officer.json().resultList).toHaveLength(1001);
    // Other tables are not parties: a large search of them needs no role.
    expect((await as('trader', 'POST', '/rimm-server/location/search', large)).statusCode).toBe(200);
  });

  it('holds the cap past paging: no page beyond the first 1,000 party records without the role', async () => {
    const most = PARTY_ACCESS.officerRowsFrom;
    const page = (role: string, offset: number, max: number) =>
      as(role, 'POST', '/rimm-server/company/search', { offset, max });
    const lastAllowed = await page('trader', most - 10, 10);
    expect(lastAllowed.statusCode).toBe(200);
    expect(lastAllowed.json().resultList).toHaveLength(10);
    for (const [offset, max] of [
      [most, 1],
      [most - 1, 2],
      [most + 500, 500],
    ] as const) {
      const refused = await page('declarant', offset, max);
      expect(refused.statusCode, `offset ${offset} max ${max}`).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'PARTY_ROWS_ROLE_REQUIRED',
        problems: [{ code: 'PARTY_ROWS_ROLE_REQUIRED', params: { max: most, rows: offset + max } }],
      });
    }
    const officer = await page('customs-officer', most, 1);
    expect(officer.statusCode).toBe(200);
    expect(officer.json().resultList).toHaveLength(1);
  });

  it('exports a party table of more than 1,000 records to customs officers only', async () => {
    const refused = await as('declarant', 'GET', '/rimm-server/exports/company.csv');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PARTY_ROWS_ROLE_REQUIRED',
      problems: [{ params: { max: 1000, rows: COMPANIES } }],
    });
    const exported = await as('customs-officer', 'GET', '/rimm-server/exports/company.csv');
    expect(exported.statusCode).toBe(200);
    const [header = '', first = ''] = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header.split(',')).toEqual(expect.arrayContaining(['email', 'phoneNumber']));
    expect(first).toContain('trade0@example.test');
    // A smaller party table goes to anyone, without the fields its reader may not see.
    const declarants = await as('trader', 'GET', '/rimm-server/exports/declarant.csv');
    expect(declarants.statusCode).toBe(200);
  });

  it('documents that the contact fields may be absent', async () => {
    const document = (await portal.app.inject({ url: '/docs/json' })).json();
    expect(JSON.stringify(document)).toContain('contact fields');
  });
});
