/**
 * The reference lists' speed (issue 23), on the portal as `npm start` runs it (embedded database, shipped
 * real data and the sample): a search on every table as the codification screen sends it (the text a code
 * prefix OR words of the description, its page size), each text drawn from that table's own codes and
 * description words, so that no cache of one request answers for the others; then the whole-table download
 * of the largest table (location) as CSV and XLSX, which the issue asks to answer within 2 s. Requests go
 * one at a time over loopback with a signed-in trader's token: these are latencies, not throughput. The
 * large tables (commodity, location) are then searched again by LOADED_CONNECTIONS connections at once
 * with wrk, with the CPU each search cost the portal, which a busy machine changes far less than latency.
 * Run: npm run bench:reference
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import {
  codificationPageSize,
  codificationQuery,
  ENTITY_NAMES,
  entityDefinition,
  referenceExportPath,
  type EntityDefinition,
  type ReferenceExportFormat,
} from '@tsw/domain';
import { pick } from './benchInputs.js';
import { SAMPLE_TRADER, signIn } from './benchSignIn.js';
import { processCpuMs } from './processCpu.js';
import { startProductionPortal } from './productionPortal.js';
import { wrkLoad, type LoadFigures } from './wrkLoad.js';

const SEARCHES_PER_TABLE = Number(process.env.BENCH_SEARCHES ?? 200);
const DOWNLOADS_PER_FORMAT = Number(process.env.BENCH_DOWNLOADS ?? 10);
const LARGEST_TABLE = 'location';
/** The tables searched under load too: the two large ones (issue 48). */
const LOADED_TABLES = ['commodity', 'location'] as const;
const LOADED_CONNECTIONS = 32;
const LOADED_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOADED_BODIES = 500;
/** Dates the downloads are asked for, in turn: today's data, and periods before and after it. */
const DOWNLOAD_DATES = [undefined, '2025-01-01', '2025-12-31', '2026-06-30'] as const;

interface Latencies {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

function latenciesOf(values: number[]): Latencies {
  const sorted = [...values].sort((left, right) => left - right);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1) ?? 0) };
}

/** A table's records in force today, read from its own CSV: where the search texts are drawn from. */
async function tableRows(
  url: string,
  authorization: string,
  entity: string,
): Promise<Record<string, string>[]> {
  const response = await fetch(`${url}/rimm-server/${referenceExportPath(entity, 'csv')}`, {
    headers: { Authorization: authorization },
  });
  if (!response.ok) throw new Error(`${entity}: the CSV answered ${response.status}`);
  return parse(Buffer.from(await response.arrayBuffer()), { columns: true, bom: true }) as Record<
    string,
    string
  >[];
}

/** What a person types: the start of a real code (1 to 4 characters), or a word of a real description. */
function searchTextsOf(rows: readonly Record<string, string>[], count: number): string[] {
  const codes = rows.map((row) => row.displayedCode ?? row.code ?? '').filter(Boolean);
  const words = [
    ...new Set(
      rows.flatMap((row) =>
        (row.description ?? '')
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter((word) => word.length >= 3),
      ),
    ),
  ];
  return Array.from({ length: count }, () => {
    if (words.length > 0 && (codes.length === 0 || Math.random() < 0.5)) return pick(words);
    const code = pick(codes);
    return code.slice(0, 1 + Math.floor(Math.random() * Math.min(4, code.length)));
  });
}

/**
 * The codification screen's search of a text, as the domain's codificationQuery writes it (a code prefix OR
 * words of the description; 15 tariff lines or 5,000 records a page), on today.
 */
function searchBody(entity: string, text: string): string {
  const definition = entityDefinition(entity) as EntityDefinition;
  const query = codificationQuery(definition, text, 'en');
  return JSON.stringify({
    max: codificationPageSize(definition),
    restrictBy: 'OR',
    restrictions: query.kind === 'search' ? query.restrictions : [],
  });
}

async function timed(request: () => Promise<Response>): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const response = await request();
  const body = await response.arrayBuffer();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return { ms, bytes: body.byteLength };
}

async function searchLatencies(
  url: string,
  pid: number,
  entity: string,
): Promise<{ records: number; cpuMsPerSearch: number } & Latencies> {
  const authorization = await signIn(url, SAMPLE_TRADER);
  const rows = await tableRows(url, authorization, entity);
  const texts = searchTextsOf(rows, SEARCHES_PER_TABLE);
  const search = (text: string) =>
    timed(() =>
      fetch(`${url}/rimm-server/${entity}/search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: authorization },
        body: searchBody(entity, text),
      }),
    );
  // The first searches build the table's indexes: warm up on other texts.
  for (const text of searchTextsOf(rows, 10)) await search(text);
  const latencies: number[] = [];
  const cpuBefore = processCpuMs(pid);
  for (const text of texts) latencies.push((await search(text)).ms);
  const cpuMsPerSearch = (processCpuMs(pid) - cpuBefore) / texts.length;
  return { records: rows.length, cpuMsPerSearch, ...latenciesOf(latencies) };
}

async function downloadLatencies(
  url: string,
  format: ReferenceExportFormat,
): Promise<{ bytes: number } & Latencies> {
  const authorization = await signIn(url, SAMPLE_TRADER);
  const download = (index: number) => {
    const date = DOWNLOAD_DATES[index % DOWNLOAD_DATES.length];
    const query = date ? `?validityDate=${date}` : '';
    return timed(() =>
      fetch(`${url}/rimm-server/${referenceExportPath(LARGEST_TABLE, format)}${query}`, {
        headers: { Authorization: authorization },
      }),
    );
  };
  await download(0);
  const latencies: number[] = [];
  let bytes = 0;
  for (let index = 0; index < DOWNLOADS_PER_FORMAT; index += 1) {
    const result = await download(index);
    latencies.push(result.ms);
    if (index === 0) bytes = result.bytes;
  }
  return { bytes, ...latenciesOf(latencies) };
}

/** A table's searches from many connections at once (wrk), and the portal's CPU per search meanwhile. */
async function loadedSearches(
  url: string,
  pid: number,
  entity: string,
  scriptPath: string,
): Promise<LoadFigures & { cpuMsPerSearch: number }> {
  const authorization = await signIn(url, SAMPLE_TRADER);
  const texts = searchTextsOf(await tableRows(url, authorization, entity), LOADED_BODIES);
  const measure = (seconds: number) =>
    wrkLoad({
      url: `${url}/rimm-server/${entity}/search`,
      bodies: texts.map((text) => searchBody(entity, text)),
      connections: LOADED_CONNECTIONS,
      seconds,
      scriptPath,
      authorization,
    });
  await measure(2);
  const before = processCpuMs(pid);
  const figures = await measure(LOADED_SECONDS);
  const cpuMs = processCpuMs(pid) - before;
  return { ...figures, cpuMsPerSearch: cpuMs / (figures.requestsPerSecond * LOADED_SECONDS) };
}

async function main(): Promise<void> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-reference-'));
  process.stderr.write('Starting the portal (first start: the shipped data and the sample)…\n');
  const portal = await startProductionPortal(dataDirectory);
  const searches: [string, { records: number; cpuMsPerSearch: number } & Latencies][] = [];
  const downloads: [ReferenceExportFormat, { bytes: number } & Latencies][] = [];
  const loaded: [string, LoadFigures & { cpuMsPerSearch: number }][] = [];
  const loadBefore = loadavg()[0] ?? 0;
  try {
    for (const entity of ENTITY_NAMES) {
      process.stderr.write(`  ${entity}…\n`);
      searches.push([entity, await searchLatencies(portal.url, portal.pid, entity)]);
    }
    for (const entity of LOADED_TABLES) {
      process.stderr.write(`  ${entity}, ${LOADED_CONNECTIONS} connections…\n`);
      const script = join(dataDirectory, 'search.lua');
      loaded.push([entity, await loadedSearches(portal.url, portal.pid, entity, script)]);
    }
    for (const format of ['csv', 'xlsx'] as const) {
      process.stderr.write(`  ${LARGEST_TABLE}.${format}…\n`);
      downloads.push([format, await downloadLatencies(portal.url, format)]);
    }
  } finally {
    await portal.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after (the benchmark's ` +
      `own included); embedded database; one request at a time over loopback; ${SEARCHES_PER_TABLE} ` +
      `searches per table, ${DOWNLOADS_PER_FORMAT} downloads per format.\n`,
  );
  console.log('| table | records today | p50 ms | p95 ms | max ms | portal CPU ms per search |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [entity, figures] of searches) {
    console.log(
      `| ${entity} | ${figures.records} | ${figures.p50} | ${figures.p95} | ${figures.max} | ` +
        `${figures.cpuMsPerSearch.toFixed(2)} |`,
    );
  }
  console.log(
    `\n${LOADED_CONNECTIONS} connections at once (wrk on the same machine, ${LOADED_SECONDS} s, ` +
      `${LOADED_BODIES} different searches):\n`,
  );
  console.log('| table | searches/s | p50 ms | p95 ms | p99 ms | errors | portal CPU ms per search |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const [entity, figures] of loaded) {
    console.log(
      `| ${entity} | ${figures.requestsPerSecond} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ` +
        `${figures.errors} | ${figures.cpuMsPerSearch.toFixed(2)} |`,
    );
  }
  console.log(`\n| whole ${LARGEST_TABLE} table | size | p50 ms | p95 ms | max ms |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const [format, figures] of downloads) {
    const size = `${(figures.bytes / 2 ** 20).toFixed(1)} MiB`;
    console.log(`| ${format.toUpperCase()} | ${size} | ${figures.p50} | ${figures.p95} | ${figures.max} |`);
  }
}

await main();
