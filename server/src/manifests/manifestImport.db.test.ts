import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvText, type CargoManifest } from '@tsw/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnvironment } from '../config/config.js';
import { asycudaManifestXmlText } from '../testing/cargoFiles.js';
import { mintAccessToken } from '../testing/mintToken.js';
import { storeCargoReferenceData } from '../testing/cargoFixtures.js';
import { testFileFolder } from '../testing/temporaryFolder.js';
import { openTestPortal, TEST_TODAY, type TestPortal } from '../testing/testApp.js';
import { testDatabaseKind } from '../testing/testDatabase.js';
import { importManifestFile, type ManifestImportProgress } from './manifestImport.js';
import { MANIFEST_CSV_COLUMNS } from './manifestCsv.js';
import { manifestSample } from './manifestSample.js';
import { storeCargo } from './cargoStoreWrite.js';
import { MANIFEST_PATH } from './manifestRoutes.js';

let portal: TestPortal;
const folder = testFileFolder('manifest-import-');

/** Vessels stored first, as a sample load does, so that manifests may name them. */
const SAMPLE = manifestSample({
  today: TEST_TODAY,
  manifestsPerOffice: { BDCGP: 3, BDMGL: 2, BDBNP: 2, BDDAC: 1 },
  billsPerManifest: 4,
  vesselCount: 5,
  seed: 7,
});

beforeAll(async () => {
  portal = await openTestPortal({ prepare: storeCargoReferenceData });
  await storeCargo(portal.database, {
    fileName: 'vessels',
    format: 'generated',
    sample: true,
    vessels: SAMPLE.vessels,
    manifests: [],
  });
});
afterAll(() => portal.close());

async function stored(): Promise<{ manifests: number; bills: number; containers: number }> {
  const [row] = await portal.database.query<{ manifests: number; bills: number; containers: number }>(
    `select (select count(*) from manifest)::integer as manifests, (select count(*) from bill_of_lading)::integer as bills,
            (select count(*) from manifest_container)::integer as containers`,
  );
  return row ?? { manifests: 0, bills: 0, containers: 0 };
}

function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

const bills = (manifests: readonly CargoManifest[]) =>
  manifests.reduce((sum, m) => sum + m.billsOfLading.length, 0);
const containers = (manifests: readonly CargoManifest[]) =>
  manifests.reduce(
    (sum, m) => sum + m.billsOfLading.reduce((inner, bill) => inner + bill.containers.length, 0),
    0,
  );

describe(`manifest imports on ${testDatabaseKind()}`, () => {
  it('loads a good ASYCUDA World XML file whole, registering each manifest at its office', async () => {
    const before = await stored();
    const outcome = await importManifestFile(portal.database, portal.cache, {
      filePath: file('good.xml', asycudaManifestXmlText(SAMPLE.manifests)),
      format: 'asycuda-xml',
      today: TEST_TODAY,
    });
    expect(outcome.problems).toEqual([]);
    expect(outcome).toMatchObject({
      landed: true,
      manifests: SAMPLE.manifests.length,
      billsOfLading: bills(SAMPLE.manifests),
    });
    expect(await stored()).toEqual({
      manifests: before.manifests + SAMPLE.manifests.length,
      bills: before.bills + bills(SAMPLE.manifests),
      containers: before.containers + containers(SAMPLE.manifests),
    });
    const numbers = await portal.database.query<{ office: string; numbers: number[] }>(
      `select customs_office_code as office, array_agg(registration_number order by registration_number) as numbers
         from manifest group by customs_office_code order by 1`,
    );
    expect(numbers.find((row) => row.office === '301')?.numbers).toEqual([1, 2, 3]);
    const [linked] = await portal.database.query<{ count: number }>(
      'select count(*)::integer as count from manifest where vessel_imo_number is not null',
    );
    expect(linked?.count).toBe(SAMPLE.manifests.filter((m) => m.vesselImoNumber).length);
  });

  it('refuses a bad XML file whole, naming each problem by its line, and stores nothing', async () => {
    const [first, second] = SAMPLE.manifests;
    if (!first || !second) throw new Error('the sample has two manifests');
    const bad: CargoManifest[] = [
      { ...first, placeOfDeparture: 'XXZZZ' },
      {
        ...second,
        billsOfLading: second.billsOfLading.map((bill, index) =>
          index === 1
            ? {
                ...bill,
                packageTypeCode: 'Q9',
                containers: [{ number: 'CSQU3054384', typeCode: '22G1', sealNumber: null, full: true }],
              }
            : bill,
        ),
      },
    ];
    const text = asycudaManifestXmlText(bad);
    const before = await stored();
    const outcome = await importManifestFile(portal.database, portal.cache, {
      filePath: file('bad.xml', text),
      format: 'asycuda-xml',
      today: TEST_TODAY,
    });
    expect(outcome.landed).toBe(false);
    expect(
      outcome.problems.map((problem) => problem.code),
      JSON.stringify(outcome.problems),
    ).toEqual(['CARGO_UNKNOWN_LOCATION', 'CARGO_UNKNOWN_PACKAGE_TYPE', 'CARGO_INVALID_CONTAINER']);
    const lines = text.split('\n');
    const secondBill = lines.findIndex(
      (line, index) =>
        line === '<Bol_segment>' &&
        lines.slice(0, index).filter((l) => l === '<Awmds>').length === 2 &&
        lines.slice(lines.lastIndexOf('<Awmds>', index), index).filter((l) => l === '<Bol_segment>')
          .length === 1,
    );
    expect(outcome.problems[1]?.line).toBe(secondBill + 1);
    expect(await stored()).toEqual(before);
  });

  it('names the line where XML stops being well formed', async () => {
    const outcome = await importManifestFile(portal.database, portal.cache, {
      filePath: file('broken.xml', '<Awmds>\n<General_segment>\n<Voyage_number>1</Voyage>\n</Awmds>\n'),
      format: 'asycuda-xml',
      today: TEST_TODAY,
    });
    expect(outcome.landed).toBe(false);
    expect(outcome.problems[0]).toMatchObject({ code: 'CARGO_XML_UNREADABLE', line: 3 });
  });

  it('loads the CSV layout, and refuses a file with an unknown vessel or a bad container', async () => {
    const manifest = SAMPLE.manifests.find((m) => m.modeOfTransport === '1');
    if (!manifest) throw new Error('a sea manifest');
    const row = (bill: CargoManifest['billsOfLading'][number], override: Record<string, string> = {}) => {
      const values: Record<(typeof MANIFEST_CSV_COLUMNS)[number], string> = {
        customsOfficeCode: manifest.customsOfficeCode,
        voyageNumber: `${manifest.voyageNumber}-CSV`,
        rotationNumber: manifest.rotationNumber ?? '',
        modeOfTransport: manifest.modeOfTransport,
        placeOfDeparture: manifest.placeOfDeparture,
        placeOfDestination: manifest.placeOfDestination,
        departureDate: manifest.departureDate,
        expectedArrivalDate: manifest.expectedArrivalDate ?? '',
        arrivalDate: manifest.arrivalDate ?? '',
        registrationDate: manifest.registrationDate,
        carrierCode: manifest.carrierCode,
        carrierName: manifest.carrierName,
        transportName: manifest.transportName,
        vesselImoNumber: manifest.vesselImoNumber ?? '',
        billOfLadingNumber: bill.number,
        consignor: bill.consignor,
        consignee: bill.consignee,
        notifyParty: bill.notifyParty ?? '',
        packageCount: String(bill.packageCount),
        packageTypeCode: bill.packageTypeCode,
        grossMassKg: bill.grossMassKg,
        goodsDescription: bill.goodsDescription,
        hsCode: bill.hsCode ?? '',
        placeOfLoading: bill.placeOfLoading,
        placeOfUnloading: bill.placeOfUnloading,
        containers: bill.containers
          .map((c) => `${c.number} ${c.typeCode} ${c.sealNumber ?? '-'} ${c.full ? 'F' : 'E'}`)
          .join('; '),
        ...override,
      };
      return MANIFEST_CSV_COLUMNS.map((column) => values[column]);
    };
    const good = csvText([[...MANIFEST_CSV_COLUMNS], ...manifest.billsOfLading.map((bill) => row(bill))]);
    const before = await stored();
    const landed = await importManifestFile(portal.database, portal.cache, {
      filePath: file('good.csv', good),
      format: 'csv',
      today: TEST_TODAY,
    });
    expect(landed.problems).toEqual([]);
    expect(landed.manifests).toBe(1);
    expect((await stored()).bills).toBe(before.bills + manifest.billsOfLading.length);

    const [firstBill] = manifest.billsOfLading;
    if (!firstBill) throw new Error('a bill');
    const bad = csvText([
      [...MANIFEST_CSV_COLUMNS],
      row(firstBill, { voyageNumber: 'BAD-1', vesselImoNumber: '9074729' }),
      row(firstBill, { voyageNumber: 'BAD-1', billOfLadingNumber: 'X2', containers: 'CSQU3054383' }),
    ]);
    const after = await stored();
    const refused = await importManifestFile(portal.database, portal.cache, {
      filePath: file('bad.csv', bad),
      format: 'csv',
      today: TEST_TODAY,
    });
    expect(refused.landed).toBe(false);
    expect(refused.problems.map((problem) => [problem.line, problem.code])).toEqual([
      [2, 'CARGO_UNKNOWN_VESSEL'],
      [3, 'CARGO_CONTAINER_FORM'],
    ]);
    expect(await stored()).toEqual(after);
  });

  it('loads a large file, telling its progress as it reads and stores', async () => {
    const large = manifestSample({
      today: TEST_TODAY,
      manifestsPerOffice: { BDCGP: 40, BDMGL: 0, BDBNP: 0, BDDAC: 0 },
      billsPerManifest: 100,
      vesselCount: 5,
      seed: 7,
    });
    const progress: ManifestImportProgress[] = [];
    const before = await stored();
    const outcome = await importManifestFile(portal.database, portal.cache, {
      filePath: file('large.xml', asycudaManifestXmlText(large.manifests)),
      format: 'asycuda-xml',
      today: TEST_TODAY,
      onProgress: (step) => progress.push(step),
    });
    expect(outcome.problems).toEqual([]);
    expect(outcome.billsOfLading).toBe(bills(large.manifests));
    expect(outcome.billsOfLading).toBeGreaterThan(3000);
    expect((await stored()).bills).toBe(before.bills + bills(large.manifests));
    expect(progress.filter((step) => step.phase === 'reading').length).toBeGreaterThanOrEqual(3);
    expect(progress.at(-1)).toEqual({
      phase: 'storing',
      billsOfLading: outcome.billsOfLading,
      total: outcome.billsOfLading,
    });
  });

  it('takes an upload from a customs officer only, answering its problems by line', async () => {
    const { identity } = configFromEnvironment({});
    const token = async (roles: string[]) =>
      `Bearer ${await mintAccessToken(portal.database, identity, { claims: { resource_access: { portal: { roles } } } })}`;
    const manifest = SAMPLE.manifests.find((m) => m.modeOfTransport === '3');
    if (!manifest) throw new Error('a road manifest');
    const upload = async (roles: string[], text: string) =>
      portal.app.inject({
        method: 'POST',
        url: `${MANIFEST_PATH}/import`,
        headers: { authorization: await token(roles), 'content-type': 'application/xml' },
        payload: text,
      });
    expect((await upload(['declarant'], asycudaManifestXmlText([manifest]))).statusCode).toBe(403);
    const bad = await upload(
      ['customs-officer'],
      asycudaManifestXmlText([{ ...manifest, customsOfficeCode: '999' }]),
    );
    expect(bad.statusCode).toBe(400);
    const answer = bad.json<{ code: string; problems: { code: string; params: { line: number } }[] }>();
    expect(answer.code).toBe('MANIFEST_IMPORT_INVALID');
    expect(answer.problems[0]).toMatchObject({ code: 'CARGO_UNKNOWN_OFFICE', params: { line: 4 } });
    const good = await upload(['customs-officer'], asycudaManifestXmlText([manifest]));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ manifests: 1, billsOfLading: manifest.billsOfLading.length });
    // A body that is no manifest file (JSON, plain text) is refused by its type, not failed on.
    for (const [type, payload] of [
      ['application/json', '{}'],
      ['text/plain', 'manifest'],
    ] as const) {
      const wrong = await portal.app.inject({
        method: 'POST',
        url: `${MANIFEST_PATH}/import`,
        headers: { authorization: await token(['customs-officer']), 'content-type': type },
        payload,
      });
      expect(wrong.statusCode, type).toBe(415);
      expect(wrong.json()).toMatchObject({ code: 'MANIFEST_IMPORT_TYPE' });
    }
  });
});
