/**
 * The HS code finder's speed and size (issue 25): the p95 of `GET /hs-code-finder/search` over HTTP for
 * 40-word descriptions, with a signed-in trader's token, on the portal as `npm start` runs it (embedded
 * database, shipped and sample data); the time the import command takes to build the model again after a
 * history import; and the memory (RSS) the model takes once loaded.
 * Each description is composed from real labelled descriptions (the UK tariff team's search references,
 * ../shared/data/classification-training) and the words of the Bangladesh tariff's lines of the same heading,
 * so that every request is different and no cache can answer for the work.
 * Run: npm run bench:hs-finder
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { hsClassifierFrom } from '@tsw/domain';
import { hsModelFromBytes, SHIPPED_HS_MODEL_FILE } from '@tsw/server/hsFinder/hsFinderData';
import { runImportCommand } from '@tsw/server/testing/portalProcess';
import { fetchTransport, SignInFlow } from '@tsw/server/testing/signInFlow';
import { pick } from './benchInputs.js';
import { BENCH_TARIFF } from './benchTariffData.js';
import { startProductionPortal } from './productionPortal.js';
import { wrkLoad, type LoadFigures } from './wrkLoad.js';

const SHARED = new URL('../../../shared/data/classification-training/', import.meta.url).pathname;
const SEARCH_REFERENCES = join(SHARED, 'search_references.json');
const EXTRA_REFERENCES = join(SHARED, 'extra_references.csv');
const DESCRIPTION_WORDS = 40;
const DESCRIPTIONS = 500;
const HISTORY_ROWS = 2_000;
/** One trader at a time (the latency of one search), and eight at once (the latency under load). */
const CONNECTION_COUNTS = [1, 8] as const;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const SAMPLE_TRADER = { username: 'trader', password: 'trader-sample' };

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? [];

/** Real labelled descriptions by heading, and the tariff's words by heading. */
function benchTexts(): {
  labelled: Map<string, string[]>;
  tariffWords: Map<string, string[]>;
  subheadings: Set<string>;
} {
  const references = JSON.parse(readFileSync(SEARCH_REFERENCES, 'utf8')) as Record<string, string>;
  const labelled = new Map<string, string[]>();
  for (const [text, code] of Object.entries(references)) {
    const heading = code.slice(0, 4);
    labelled.set(heading, [...(labelled.get(heading) ?? []), text]);
  }
  const tariffWords = new Map<string, string[]>();
  const subheadings = new Set<string>();
  const rows = parse(readFileSync(BENCH_TARIFF), { columns: true, bom: true }) as Record<string, string>[];
  for (const row of rows) {
    const heading = (row.hs_code_digits ?? '').slice(0, 4);
    subheadings.add((row.hs_code_digits ?? '').slice(0, 6));
    tariffWords.set(heading, [...(tariffWords.get(heading) ?? []), ...wordsOf(row.description_bd ?? '')]);
  }
  return { labelled, tariffWords, subheadings };
}

/** A trader's long description: a real one, then more real ones and tariff words of its heading, to 40 words. */
function composedDescription(texts: ReturnType<typeof benchTexts>): string {
  const headings = [...texts.labelled.keys()].filter((heading) => texts.tariffWords.has(heading));
  const heading = pick(headings);
  const words = wordsOf(pick(texts.labelled.get(heading) ?? []));
  while (words.length < DESCRIPTION_WORDS) {
    words.push(
      ...(Math.random() < 0.5
        ? wordsOf(pick(texts.labelled.get(heading) ?? []))
        : [pick(texts.tariffWords.get(heading) ?? ['goods'])]),
    );
  }
  return words.slice(0, DESCRIPTION_WORDS).join(' ');
}

/**
 * Past declarations for the rebuild: the extra labelled descriptions whose code is a subheading of the
 * tariff's lines and whose text is text (the import refuses the rest, as it would an administration's).
 */
function historyCsv(subheadings: ReadonlySet<string>): string {
  const rows = parse(readFileSync(EXTRA_REFERENCES), { columns: true, bom: true }) as Record<
    string,
    string
  >[];
  const lines = rows
    .map((row) => [row['Goods Description'] ?? '', (row['Commodity Code'] ?? '').slice(0, 6)] as const)
    .filter(([text, code]) => text !== '' && subheadings.has(code) && !/\p{Cc}/u.test(text));
  const chosen = Array.from({ length: HISTORY_ROWS }, () => pick(lines));
  return ['description,code', ...chosen.map(([text, code]) => `"${text.replace(/"/g, '""')}",${code}`)].join(
    '\n',
  );
}

/** The resident memory the shipped model takes once decoded and ready, measured in this process. */
async function modelMemoryMiB(): Promise<{ before: number; after: number; bytes: number; loadMs: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const bytes = new Uint8Array(readFileSync(SHIPPED_HS_MODEL_FILE));
  const classifier = hsClassifierFrom(hsModelFromBytes(bytes));
  classifier.guess('warm up the model', 5);
  const loadMs = performance.now() - started;
  globalThis.gc?.();
  const after = process.memoryUsage().rss;
  const mib = (value: number) => Math.round(value / 2 ** 20);
  return { before: mib(before), after: mib(after), bytes: bytes.length, loadMs };
}

async function main(): Promise<void> {
  if (!existsSync(BENCH_TARIFF) || !existsSync(SEARCH_REFERENCES)) {
    console.error('The benchmark draws its descriptions from ../shared/data, which is not here.');
    process.exit(1);
  }
  const memory = await modelMemoryMiB();
  const texts = benchTexts();
  const descriptions = Array.from({ length: DESCRIPTIONS }, () => composedDescription(texts));
  const dataDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-hs-finder-'));
  process.stderr.write('Starting the portal (first start: the shipped data and the sample)…\n');
  const figures = new Map<number, LoadFigures>();
  let found = 0;
  let peakMiB: number;
  let buildSeconds: number;
  try {
    const portal = await startProductionPortal(dataDirectory);
    try {
      // The information site is drawn in the background after a start: asking for its first page waits for
      // that, so that no case measures it.
      await fetch(`${portal.url}/en/`);
      const flow = new SignInFlow(fetchTransport(portal.url), { publicUrl: portal.url, ...SAMPLE_TRADER });
      const authorization = `Bearer ${(await flow.signIn()).tokens.access_token}`;
      const paths = descriptions.map(
        (text) => `/hs-code-finder/search?${new URLSearchParams({ query: text })}`,
      );
      for (const path of paths.slice(0, 50)) {
        const response = await fetch(`${portal.url}${path}`, { headers: { authorization, country: 'bd' } });
        if (response.ok) found += 1;
      }
      const measure = (seconds: number, connections: number) =>
        wrkLoad({
          url: portal.url,
          bodies: [],
          paths,
          connections,
          seconds,
          scriptPath: join(dataDirectory, 'case.lua'),
          authorization,
          headers: { country: 'bd' },
        });
      process.stderr.write('  searching…\n');
      await measure(WARM_UP_SECONDS, 8);
      for (const connections of CONNECTION_COUNTS)
        figures.set(connections, await measure(SECONDS, connections));
      peakMiB = portal.peakMemoryMiB();
    } finally {
      await portal.stop();
    }
    process.stderr.write(`  importing ${HISTORY_ROWS} past declarations and building the model again…\n`);
    const historyFile = join(dataDirectory, 'history.csv');
    writeFileSync(historyFile, historyCsv(texts.subheadings));
    const started = performance.now();
    await runImportCommand({ ...process.env, DATA_DIR: dataDirectory, DATABASE_URL: '' }, [
      '--format',
      'hs-history',
      '--file',
      historyFile,
    ]);
    buildSeconds = (performance.now() - started) / 1000;
  } finally {
    rmSync(dataDirectory, { recursive: true, force: true });
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `embedded database, ${SECONDS} s per case, ${DESCRIPTIONS} descriptions of ` +
      `${DESCRIPTION_WORDS} words; load generator on the same machine.\n`,
  );
  console.log('| measure | figure |');
  console.log('|---|---:|');
  for (const [connections, load] of figures) {
    const name = `search, ${connections} connection${connections === 1 ? '' : 's'}`;
    console.log(`| ${name}: requests/s | ${load.requestsPerSecond} |`);
    console.log(`| ${name}: p50 / p95 / p99 ms | ${load.p50} / ${load.p95} / ${load.p99} |`);
    console.log(`| ${name}: errors | ${load.errors} |`);
  }
  console.log(`| descriptions answered with suggestions (of the first 50) | ${found} |`);
  console.log(`| import of ${HISTORY_ROWS} declarations and model rebuild, s | ${buildSeconds.toFixed(1)} |`);
  console.log(`| model file, MB | ${(memory.bytes / 1e6).toFixed(1)} |`);
  console.log(`| model load (decode, ready), ms | ${memory.loadMs.toFixed(0)} |`);
  console.log(`| RSS before / after the model loads, MiB | ${memory.before} / ${memory.after} |`);
  console.log(`| portal peak RSS under the search load, MiB | ${peakMiB} |`);
}

await main();
