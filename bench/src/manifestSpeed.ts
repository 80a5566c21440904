/**
 * The manifest service's speed (issue 26): a season at Chattogram (4,000 vessel calls) with a million bills of
 * lading on PostgreSQL and a tenth of the bills on PGlite, loaded as a carrier's ASYCUDA World XML through the
 * import command; then filtered searches over HTTP (wrk, each request one of BODIES_PER_CASE bodies drawn from
 * the loaded manifests' own offices, places, voyages, numbers and dates) and prints of 1,000 manifests as PDF,
 * XLSX and CSV, timed one after another. Targets: p95 ≤ 50 ms for a search, ≤ 5 s for a print.
 * Run: npm run bench:manifests (BENCH_MANIFEST_SCALE=0.1 for a tenth on both databases).
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { isoDateClock, isoDateDaysBefore, type IsoDate } from '@tsw/domain';
import { manifestSample } from '@tsw/server/manifests/manifestSample';
import { AWMDS_FILE_END, AWMDS_FILE_START, awmdsText } from '@tsw/server/testing/cargoFiles';
import { runImportCommand, startPortalProcess } from '@tsw/server/testing/portalProcess';
import { pick } from './benchInputs.js';
import { signIn } from './benchSignIn.js';
import { wrkLoad, type LoadFigures } from './wrkLoad.js';

const CALLS = 4_000;
const BILLS_PER_CALL = 250 * Number(process.env.BENCH_MANIFEST_SCALE ?? 1);
const CONNECTIONS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BODIES_PER_CASE = 1_000;
const PRINTED = 1_000;
/** The sample declarant every portal with sample data has (docs/signing-in.md). */
const SAMPLE_DECLARANT = { username: 'declarant', password: 'declarant-sample' };
/** The first start's sample vessels (seed 26, 24 vessels): the generated calls name the same ships. */
const SAMPLE_VESSELS = { seed: 26, vesselCount: 24 };

type Sample = ReturnType<typeof manifestSample>;

/** The calls as one AWMDS file, written manifest by manifest (a million bills do not fit one string). */
async function writeCalls(path: string, sample: Sample): Promise<void> {
  const file = createWriteStream(path);
  file.write(AWMDS_FILE_START);
  for (const manifest of sample.manifests) {
    if (!file.write(awmdsText(manifest))) await once(file, 'drain');
  }
  file.end(AWMDS_FILE_END);
  await once(file, 'finish');
}

const restriction = (field: string, operator: string, value: string, valueTo?: string) => ({
  field,
  operator,
  value,
  ...(valueTo ? { valueTo } : {}),
});

/** The search cases, each a body drawn from the loaded manifests. */
function searchCases(sample: Sample, today: IsoDate): { name: string; body: () => object }[] {
  const manifests = sample.manifests;
  const week = () => {
    const start = isoDateDaysBefore(today, 7 + Math.floor(Math.random() * 80));
    return [start, isoDateDaysBefore(start, -7)] as const;
  };
  return [
    {
      name: 'office and registration week',
      body: () => ({
        restrictions: [
          restriction('customsOfficeCode', 'EQUALS', '301'),
          restriction('registrationDate', 'BETWEEN', ...week()),
        ],
      }),
    },
    {
      name: 'place of departure and arrival week',
      body: () => ({
        restrictions: [
          restriction('placeOfDeparture', 'EQUALS', pick(manifests).placeOfDeparture),
          restriction('arrivalDate', 'BETWEEN', ...week()),
        ],
      }),
    },
    {
      name: 'voyage number',
      body: () => ({ restrictions: [restriction('voyageNumber', 'EQUALS', pick(manifests).voyageNumber)] }),
    },
    {
      name: 'registration number',
      body: () => ({
        restrictions: [
          restriction('registrationNumber', 'EQUALS', String(1 + Math.floor(Math.random() * CALLS))),
        ],
      }),
    },
    {
      name: 'departure after a day, page 5',
      body: () => ({
        offset: 40,
        max: 10,
        restrictions: [restriction('departureDate', 'GREATER_THAN', week()[0])],
      }),
    },
  ];
}

interface DatabaseFigures {
  readonly label: string;
  readonly bills: number;
  readonly importSeconds: number;
  readonly searches: { name: string; figures: LoadFigures }[];
  readonly prints: { format: string; seconds: number; bytes: number }[];
  readonly memoryMiB: number;
}

async function benchDatabase(
  label: string,
  env: NodeJS.ProcessEnv,
  sample: Sample,
  work: string,
  today: IsoDate,
) {
  process.stderr.write(`\n${label}: first start (reference data, sample accounts and vessels)…\n`);
  let portal = await startPortalProcess({ ...env, LOG_LEVEL: 'warn' });
  await portal.stop();
  const file = join(work, 'calls.xml');
  await writeCalls(file, sample);
  const bills = sample.manifests.reduce((sum, manifest) => sum + manifest.billsOfLading.length, 0);
  process.stderr.write(
    `${label}: importing ${sample.manifests.length} manifests, ${bills} bills of lading…\n`,
  );
  const started = Date.now();
  await runImportCommand(env, ['--format', 'asycuda-manifest', '--file', file]);
  const importSeconds = (Date.now() - started) / 1000;
  rmSync(file);
  portal = await startPortalProcess({ ...env, LOG_LEVEL: 'warn' });
  // A start draws the information site in the background (seconds of CPU after an import): a page waits for
  // it, so that the first case does not measure the drawing.
  await fetch(`${portal.url}/en/`);
  try {
    const searches: DatabaseFigures['searches'] = [];
    for (const { name, body } of searchCases(sample, today)) {
      const measure = async () =>
        wrkLoad({
          url: `${portal.url}/api/manifest/search`,
          bodies: Array.from({ length: BODIES_PER_CASE }, () => JSON.stringify(body())),
          connections: CONNECTIONS,
          seconds: SECONDS,
          scriptPath: join(work, 'case.lua'),
          authorization: await signIn(portal.url, SAMPLE_DECLARANT),
        });
      await measure();
      process.stderr.write(`  ${name}…\n`);
      searches.push({ name, figures: await measure() });
    }
    const authorization = await signIn(portal.url, SAMPLE_DECLARANT);
    const prints: DatabaseFigures['prints'] = [];
    for (const format of ['PDF', 'XLSX', 'CSV']) {
      const printStarted = Date.now();
      const response = await fetch(`${portal.url}/api/manifest/print?reportFormat=${format}&locale=bn`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: authorization },
        body: JSON.stringify({ offset: Math.floor(Math.random() * 1000), max: PRINTED }),
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`The print failed: ${response.status}`);
      prints.push({ format, seconds: (Date.now() - printStarted) / 1000, bytes });
    }
    return { label, bills, importSeconds, searches, prints, memoryMiB: portal.peakMemoryMiB() };
  } finally {
    await portal.stop();
  }
}

async function main(): Promise<void> {
  const today = isoDateClock('Asia/Dhaka', Date.now)();
  const work = mkdtempSync(join(tmpdir(), 'tsw-bench-manifests-'));
  const results: DatabaseFigures[] = [];
  const calls = (billsPerManifest: number) =>
    manifestSample({
      today,
      manifestsPerOffice: { BDCGP: CALLS, BDMGL: 0, BDBNP: 0, BDDAC: 0 },
      billsPerManifest,
      ...SAMPLE_VESSELS,
    });
  try {
    results.push(
      await benchDatabase(
        'PGlite',
        { ...process.env, DATA_DIR: join(work, 'data'), DATABASE_URL: '' },
        calls(BILLS_PER_CALL / 10),
        work,
        today,
      ),
    );
    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (serverUrl) {
      results.push(
        await benchDatabase(
          'PostgreSQL',
          { ...process.env, DATABASE_URL: serverUrl },
          calls(BILLS_PER_CALL),
          work,
          today,
        ),
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `${CONNECTIONS} connections, ${SECONDS} s per case, ${BODIES_PER_CASE} bodies per case, wrk on the same machine.\n`,
  );
  console.log(
    '| database | bills of lading | import s | case | requests/s | p50 ms | p95 ms | p99 ms | errors |',
  );
  console.log('|---|---:|---:|---|---:|---:|---:|---:|---:|');
  for (const result of results) {
    for (const { name, figures } of result.searches) {
      console.log(
        `| ${result.label} | ${result.bills} | ${result.importSeconds.toFixed(0)} | ${name} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.errors} |`,
      );
    }
  }
  console.log(`\n| database | print of ${PRINTED} manifests | seconds | bytes |\n|---|---|---:|---:|`);
  for (const result of results) {
    for (const print of result.prints) {
      console.log(
        `| ${result.label} | ${print.format} (Bengali) | ${print.seconds.toFixed(2)} | ${print.bytes} |`,
      );
    }
  }
  console.log(
    `\nServer peak memory (VmHWM): ${results.map((result) => `${result.label} ${result.memoryMiB} MiB`).join(', ')}`,
  );
}

await main();
