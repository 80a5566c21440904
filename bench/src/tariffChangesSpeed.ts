/**
 * The tariff changes between two dates (issue 46): how fast `GET /api/tariff/changes` answers on the real
 * Bangladesh tariff (FY2025-26, from 2025-07-01) and a next period derived from it (from 2026-07-01) with a
 * budget's kind of changes: CDs changed on about one line in sixteen (their TTIs recomputed, as the import
 * checks), texts changed, lines ended and started. The target is a p95 of 200 ms for the whole tariff
 * between the two periods. Each case draws its dates (any day of each period) and its scopes (chapters,
 * headings, lines of the real tariff) afresh per request, one request at a time, then the whole tariff at
 * 8 at once; the portal's peak memory and the machine's load average are printed with the figures.
 * Run: npm run bench:tariff-changes
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { csvText, isoDateDaysAfter, SERVER_PATHS, totalTaxIncidenceText, type IsoDate } from '@tsw/domain';
import { runAddUserCommand, runImportCommand } from '@tsw/server/testing/portalProcess';
import { BENCH_USER, signIn } from './benchSignIn.js';
import { BENCH_TARIFF } from './benchTariffData.js';
import { startProductionPortal } from './productionPortal.js';
import { randomOf } from './seededRandom.js';

const REQUESTS_PER_CASE = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP_REQUESTS = 20;
const CONCURRENCY = 8;
const TARGET_P95_MS = 200;
const FIRST_PERIOD = '2025-07-01' as IsoDate;
const NEXT_PERIOD = '2026-07-01' as IsoDate;
const NEXT_PERIOD_LAST_DAY = '2026-12-31';
/** The budget's share of lines whose CD changes, and of those ended, retitled and added beside. */
const SHARES = { rate: 1 / 16, ended: 1 / 100, text: 1 / 100, started: 1 / 200 };
const CD_RATES = [0, 1, 3, 5, 10, 15, 25];

type Row = Record<string, string>;

/** A row's rates with its CD set to `cd`, and its TTI (both columns) recomputed as the import checks it. */
function withCd(row: Row, cd: number): Row {
  const rate = (name: string) => Number(row[name] ?? 0);
  const tti = totalTaxIncidenceText({
    cd,
    rd: rate('rd'),
    sd: rate('sd'),
    vat: rate('vat'),
    ait: rate('ait'),
    at: rate('at'),
  });
  return { ...row, cd: String(cd), tti_published: tti, tti_recomputed: tti };
}

/** The next period: the real schedule with a budget's changes, drawn with a fixed seed; and its file. */
function nextPeriodFile(rows: readonly Row[], folder: string): { file: string; changedRates: number } {
  const random = randomOf(46);
  const codes = new Set(rows.map((row) => row.hs_code_digits));
  let changedRates = 0;
  const next = rows.flatMap((row): Row[] => {
    const draw = random();
    if (draw < SHARES.ended) return [];
    if (draw < SHARES.ended + SHARES.text)
      return [{ ...row, description_bd: `${row.description_bd} (revised)` }];
    if (draw < SHARES.ended + SHARES.text + SHARES.rate) {
      const others = CD_RATES.filter((cd) => String(cd) !== row.cd);
      changedRates++;
      return [withCd(row, others[Math.floor(random() * others.length)] ?? 0)];
    }
    const digits = `${row.hs_code_digits?.slice(0, 6)}99`;
    if (draw > 1 - SHARES.started && !codes.has(digits)) {
      codes.add(digits);
      const hsCode = `${digits.slice(0, 4)}.${digits.slice(4, 6)}.${digits.slice(6)}`;
      return [row, { ...row, hs_code: hsCode, hs_code_digits: digits, description_bd: 'Other (new line)' }];
    }
    return [row];
  });
  const header = Object.keys(rows[0] ?? {});
  const file = join(folder, 'next-period.csv');
  writeFileSync(file, csvText([header, ...next.map((row) => header.map((name) => row[name] ?? ''))]));
  return { file, changedRates };
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

interface CaseFigures {
  readonly name: string;
  readonly requests: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly meanChanges: number;
  readonly errors: number;
}

/** `count` requests, `concurrency` at a time, each path drawn by `draw`; latencies as the client saw them. */
async function measure(
  name: string,
  url: string,
  authorization: string,
  draw: () => string,
  count: number,
  concurrency = 1,
): Promise<CaseFigures> {
  const latencies: number[] = [];
  let changes = 0;
  let errors = 0;
  let left = count;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) {
        const path = draw();
        const begun = performance.now();
        const response = await fetch(`${url}${path}`, { headers: { Authorization: authorization } });
        const text = await response.text();
        latencies.push(performance.now() - begun);
        if (!response.ok) {
          errors++;
          continue;
        }
        const answer = JSON.parse(text) as Record<'started' | 'ended' | 'descriptions' | 'rates', unknown[]>;
        changes +=
          answer.started.length + answer.ended.length + answer.descriptions.length + answer.rates.length;
      }
    }),
  );
  latencies.sort((left, right) => left - right);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    name,
    requests: count,
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    meanChanges: Math.round(changes / Math.max(1, count - errors)),
    errors,
  };
}

async function main(): Promise<void> {
  const rows = parse(readFileSync(BENCH_TARIFF), { columns: true, bom: true }) as Row[];
  const folder = mkdtempSync(join(tmpdir(), 'tsw-bench-changes-'));
  const dataDirectory = join(folder, 'data');
  const env = {
    ...process.env,
    DATA_DIR: dataDirectory,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    REFERENCE_DATA: 'false',
    SAMPLE_DATA: 'false',
  };
  const loadBefore = loadavg();
  try {
    process.stderr.write('Importing the real tariff and a next period derived from it…\n');
    const next = nextPeriodFile(rows, folder);
    const imports = [
      [BENCH_TARIFF, FIRST_PERIOD],
      [next.file, NEXT_PERIOD],
    ] as const;
    for (const [file, validFrom] of imports) {
      await runImportCommand(env, ['--format', 'bd-tariff', '--file', file, '--valid-from', validFrom]);
    }
    await runAddUserCommand(env, BENCH_USER);
    const portal = await startProductionPortal(dataDirectory, { env });
    let figures: CaseFigures[];
    try {
      const authorization = await signIn(portal.url);
      const random = randomOf(2026);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
      const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
      const firstDays = days(FIRST_PERIOD, NEXT_PERIOD);
      const nextDays = days(NEXT_PERIOD, NEXT_PERIOD_LAST_DAY) + 1;
      const codes = rows.map((row) => row.hs_code_digits ?? '');
      const chapters = [...new Set(codes.map((code) => code.slice(0, 2)))];
      const headings = [...new Set(codes.map((code) => code.slice(0, 4)))];
      /** Any day of the first period against any day of the next, on `scope`. */
      const across = (scope: string) => () =>
        `${SERVER_PATHS.tariffChanges}?${new URLSearchParams({
          from: isoDateDaysAfter(FIRST_PERIOD, Math.floor(random() * firstDays)),
          to: isoDateDaysAfter(NEXT_PERIOD, Math.floor(random() * nextDays)),
          ...(scope && { scope }),
        })}`;
      const cases: [string, () => string, number?][] = [
        [
          'whole tariff, the defaults (the next period’s start and the day before)',
          () => SERVER_PATHS.tariffChanges,
        ],
        ['whole tariff, any day of each period', across('')],
        ['a chapter, any day of each period', () => across(pick(chapters))()],
        ['a heading, any day of each period', () => across(pick(headings))()],
        ['a line, any day of each period', () => across(pick(codes))()],
        [`whole tariff, any day of each period, ${CONCURRENCY} at once`, across(''), CONCURRENCY],
      ];
      // The first request reads both periods' lines from the memory index, once: not what a trader waits for.
      await measure('warm-up', portal.url, authorization, across(''), WARM_UP_REQUESTS);
      figures = [];
      for (const [name, draw, concurrency] of cases) {
        process.stderr.write(`  ${name}…\n`);
        // A fresh token per case: one lives 5 minutes, and a busy machine makes a run longer.
        const token = await signIn(portal.url);
        figures.push(await measure(name, portal.url, token, draw, REQUESTS_PER_CASE, concurrency));
      }
      // A check that the whole tariff's answer holds what the derived period changed.
      const whole = figures[0];
      if (whole && whole.meanChanges < next.changedRates) {
        throw new Error(
          `The whole tariff's answer lists ${whole.meanChanges} changes, fewer than the rates changed`,
        );
      }
    } finally {
      const peak = portal.peakMemoryMiB();
      await portal.stop();
      process.stderr.write(`Portal peak memory (VmHWM): ${peak} MiB\n`);
      console.log(`\nPortal peak memory (VmHWM): ${peak} MiB.`);
    }
    const cpu = cpus()[0]?.model ?? 'unknown CPU';
    const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
    console.log(
      `Machine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
        `embedded database; ${rows.length} real lines from ${FIRST_PERIOD}, a derived period from ` +
        `${NEXT_PERIOD} (${next.changedRates} CDs changed); ${REQUESTS_PER_CASE} requests per case after ` +
        `${WARM_UP_REQUESTS} of warm-up; the client on the same machine. Load average (1, 5, 15 min) ` +
        `before: ${load(loadBefore)}, after: ${load(loadavg())}.\n`,
    );
    console.log('| case | requests | p50 ms | p95 ms | p99 ms | changes per answer | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const row of figures) {
      console.log(
        `| ${row.name} | ${row.requests} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.meanChanges} | ${row.errors} |`,
      );
    }
    const whole = figures.find((row) => row.name.startsWith('whole tariff, any day'));
    console.log(
      `\nWhole tariff p95: ${whole?.p95} ms (target ${TARGET_P95_MS} ms): ` +
        `${whole && whole.p95 <= TARGET_P95_MS ? 'met' : 'not met'}.`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
