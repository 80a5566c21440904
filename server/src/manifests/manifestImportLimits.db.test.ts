import { Readable } from 'node:stream';
import { CARGO_IMPORT_LIMITS, csvText, IMPORT_PROBLEMS_SHOWN } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnvironment } from '../config/config.js';
import {
  AWMDS_FILE_END,
  AWMDS_FILE_START,
  asycudaManifestXmlText,
  awmdsText,
} from '../testing/cargoFiles.js';
import { storeCargoReferenceData } from '../testing/cargoFixtures.js';
import { mintAccessToken } from '../testing/mintToken.js';
import { openTestPortal, TEST_TODAY, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { storeCargo } from './cargoStoreWrite.js';
import { MANIFEST_CSV_COLUMNS } from './manifestCsv.js';
import { manifestSample } from './manifestSample.js';
import { MANIFEST_PATH } from './manifestRoutes.js';

/*
 * Hostile manifest files (security review, issue 44): millions of tiny bills once filled the memory. Each
 * count, text and byte limit is reached here by a small file, since the limits stop reading at once.
 */

let portal: TestPortal;
let officer: string;

const SAMPLE = manifestSample({
  today: TEST_TODAY,
  manifestsPerOffice: { BDCGP: 1, BDMGL: 0, BDBNP: 0, BDDAC: 0 },
  billsPerManifest: 2,
  vesselCount: 2,
  seed: 7,
});
const [MANIFEST] = SAMPLE.manifests;

beforeAll(async () => {
  portal = await openTestPortal({ prepare: storeCargoReferenceData });
  await storeCargo(portal.database, {
    fileName: 'sample',
    format: 'generated',
    sample: true,
    vessels: SAMPLE.vessels,
    manifests: SAMPLE.manifests,
  });
  const { identity } = configFromEnvironment({});
  const roles = { resource_access: { portal: { roles: ['customs-officer'] } } };
  officer = `Bearer ${await mintAccessToken(portal.database, identity, { claims: roles })}`;
});
afterAll(() => portal.close());

interface Refusal {
  code: string;
  message: string;
  problemCount?: number;
  problems: { code: string; params?: Record<string, string | number> }[];
}

const upload = (type: string, payload: string | Readable, headers: Record<string, string> = {}) =>
  portal.app.inject({
    method: 'POST',
    url: `${MANIFEST_PATH}/import`,
    headers: { authorization: officer, 'content-type': type, ...headers },
    payload,
  });

async function stored(): Promise<string> {
  const [row] = await portal.database.query<{ counts: string }>(
    `select concat_ws(' ', (select count(*) from manifest), (select count(*) from bill_of_lading),
            (select count(*) from manifest_container)) as counts`,
  );
  return row?.counts ?? '';
}

/** One voyage's <Awmds> with `bills` bills of lading that hold nothing. */
const tinyBills = (bills: number) =>
  `${AWMDS_FILE_START}<Awmds><General_segment/>${'<Bol_segment/>'.repeat(bills)}</Awmds>${AWMDS_FILE_END}`;

describe(`manifest imports' limits on ${testDatabaseKind()}`, () => {
  it('stops reading at one bill of lading too many, and stores nothing', async () => {
    const before = await stored();
    const response = await upload('application/xml', tinyBills(CARGO_IMPORT_LIMITS.billsOfLadingMax + 1));
    expect(response.statusCode).toBe(400);
    const answer = response.json<Refusal>();
    expect(answer).toMatchObject({ code: 'MANIFEST_IMPORT_INVALID', problemCount: 1 });
    expect(answer.problems).toEqual([
      expect.objectContaining({
        code: 'CARGO_TOO_MANY_BILLS',
        params: { max: CARGO_IMPORT_LIMITS.billsOfLadingMax, line: 3 },
      }),
    ]);
    expect(await stored()).toBe(before);
  });

  it('stops reading at one manifest too many, or one container too many', async () => {
    const manifests = `${AWMDS_FILE_START}${'<Awmds/>'.repeat(CARGO_IMPORT_LIMITS.manifestsMax + 1)}${AWMDS_FILE_END}`;
    const tooManyManifests = (await upload('application/xml', manifests)).json<Refusal>();
    expect(tooManyManifests.problems.map((found) => found.code)).toEqual(['CARGO_TOO_MANY_MANIFESTS']);

    const containers = `${AWMDS_FILE_START}<Awmds><Bol_segment>${'<ctn_segment/>'.repeat(CARGO_IMPORT_LIMITS.containersMax + 1)}</Bol_segment></Awmds>${AWMDS_FILE_END}`;
    const tooManyContainers = (await upload('application/xml', containers)).json<Refusal>();
    expect(tooManyContainers.problems.map((found) => found.code)).toEqual(['CARGO_TOO_MANY_CONTAINERS']);
  });

  it('counts every problem and lists only the first ones', async () => {
    const before = await stored();
    // 2,000 empty bills: each lacks its number, parties, goods, places, package type, count and mass.
    const response = await upload('application/xml', tinyBills(2000));
    const answer = response.json<Refusal>();
    expect(answer.code).toBe('MANIFEST_IMPORT_INVALID');
    expect(answer.problems).toHaveLength(IMPORT_PROBLEMS_SHOWN);
    expect(answer.problemCount).toBeGreaterThan(2000 * 9);
    expect(answer.message).toContain(`${answer.problemCount} problem(s)`);
    expect(await stored()).toBe(before);
  });

  it('refuses a text longer than the limit as it reads it, even one not required', async () => {
    if (!MANIFEST) throw new Error('a sample manifest');
    const notify = 'N'.repeat(CARGO_IMPORT_LIMITS.textMaxLength * 20);
    const bills = MANIFEST.billsOfLading.map((bill) => ({
      ...bill,
      number: `${bill.number}X`,
      notifyParty: notify,
    }));
    const xml = asycudaManifestXmlText([{ ...MANIFEST, voyageNumber: 'LONG1', billsOfLading: bills }]);
    const answer = (await upload('application/xml', xml)).json<Refusal>();
    expect(answer.problems.map((found) => [found.code, found.params?.field])).toEqual(
      bills.map(() => ['CARGO_TOO_LONG', 'Notify_name']),
    );
    expect(answer.problems[0]?.params?.max).toBe(CARGO_IMPORT_LIMITS.textMaxLength);
    // The same manifest with its notify party within the limit lands: only the length was wrong.
    const within = awmdsText({
      ...MANIFEST,
      voyageNumber: 'LONG1',
      billsOfLading: bills.map((bill) => ({ ...bill, notifyParty: 'N' })),
    });
    expect(
      (await upload('application/xml', `${AWMDS_FILE_START}${within}${AWMDS_FILE_END}`)).statusCode,
    ).toBe(200);
  });

  it('refuses a CSV row too long, or more containers than a file holds', async () => {
    const header = csvText([MANIFEST_CSV_COLUMNS]);
    const row = (containers: string) =>
      csvText([MANIFEST_CSV_COLUMNS.map((column) => (column === 'containers' ? containers : 'x'))]);
    const long = (
      await upload('text/csv', `${header}${row('C'.repeat(CARGO_IMPORT_LIMITS.csvRowMaxCharacters))}`)
    ).json<Refusal>();
    expect(long.problems).toEqual([
      expect.objectContaining({
        code: 'CARGO_CSV_ROW_TOO_LONG',
        params: { max: CARGO_IMPORT_LIMITS.csvRowMaxCharacters, line: 2 },
      }),
    ]);
    // Ten thousand containers a row, short enough, until the file holds one too many.
    const rows = Math.floor(CARGO_IMPORT_LIMITS.containersMax / 10_000) + 1;
    const many = `${header}${row('C T;'.repeat(10_000)).repeat(rows)}`;
    const tooMany = (await upload('text/csv', many)).json<Refusal>();
    expect(tooMany.problems.map((found) => found.code)).toEqual(['CARGO_TOO_MANY_CONTAINERS']);
  });

  it('answers a file over the byte limit with 413, by its length or by what arrives', async () => {
    const before = await stored();
    const over = CARGO_IMPORT_LIMITS.fileBytesMax + 1;
    const declared = await upload('application/xml', 'x', { 'content-length': String(over) });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ code: 'MANIFEST_IMPORT_TOO_LARGE' });
    // Sent without a length (chunked): counted as it arrives.
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    const chunks = Math.ceil(over / chunk.length);
    const streamed = await upload(
      'application/xml',
      Readable.from(Array.from({ length: chunks }, () => chunk)),
    );
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toMatchObject({ code: 'MANIFEST_IMPORT_TOO_LARGE' });
    expect(await stored()).toBe(before);
  });
});
