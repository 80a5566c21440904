/**
 * Where the portal's memory goes (issue 48): the portal runs as `npm start` runs it (embedded database, the
 * shipped data, the web build), first started once, then started again and every tool used in turn with
 * varied inputs drawn from the real tariff. After each tool its resident memory is read; at the end a heap
 * snapshot (SIGUSR2) says what each memory copy retains, by the class that holds its data: the reference
 * tables, the tariff per period, the HS code finder's model, the site's pages, the published content, the
 * guide's rules, the identity provider.
 * Nothing is asserted: the figures go in docs/benchmarks.md.
 * Run: npm run bench:memory   (MEMORY_ROUNDS=n: how many times each tool is used, default 40;
 * MEMORY_SNAPSHOT_TO=file keeps the heap snapshot, to open in Chromium's developer tools)
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { BENCH_TARIFF } from './benchTariffData.js';
import { heapSnapshotFigures } from './heapSnapshotRetained.js';
import { portalToolUses, toolTokens } from './portalToolUses.js';
import { startProductionPortal } from './productionPortal.js';

const ROUNDS = Number(process.env.MEMORY_ROUNDS ?? 40);
/** The targets for the portal on PGlite with every tool used. */
const STEADY_TARGET_MIB = 512;
const PEAK_TARGET_MIB = 640;

/** The memory copies, by the class that holds each (server/src), as the figures name them. */
const MEMORY_COPIES: readonly [string, string][] = [
  ['EntityIndex', 'reference tables (codification, code lists), one per table'],
  ['TariffOnDate', 'tariff per period: lines, rankers, tariff books'],
  ['HsExampleIndex', 'HS code finder model: examples'],
  ['HsHeadingWords', 'HS code finder model: heading words'],
  ['SiteGenerator', 'information site pages'],
  ['PublishedContent', 'published content'],
  ['GuideRuleSet', 'traders’ guide rules'],
  ['ReloadingIdentityProvider', 'identity provider'],
  ['Router', 'HTTP routes (Fastify’s router)'],
];

const mebibytes = (bytes: number) => Math.round(bytes / 1_048_576);
const statusMiB = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Math.round(
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
      1024,
  );

async function main(): Promise<void> {
  if (!existsSync(BENCH_TARIFF)) {
    console.error('The benchmark draws its inputs from ../shared/data, which is not here.');
    process.exit(1);
  }
  const workDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-memory-'));
  const dataDirectory = join(workDirectory, 'data');
  const loadBefore = loadavg()[0] ?? 0;
  try {
    process.stderr.write('First start (the shipped data and the sample)…\n');
    const first = await startProductionPortal(dataDirectory);
    const firstStart = { rss: statusMiB(first.pid, 'VmRSS'), peak: statusMiB(first.pid, 'VmHWM') };
    await first.stop();

    process.stderr.write('Started again; using every tool…\n');
    const portal = await startProductionPortal(dataDirectory, {
      env: {
        NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${workDirectory}`,
      },
    });
    const rows: [string, number, string][] = [['started again', statusMiB(portal.pid, 'VmRSS'), '']];
    let figures;
    try {
      const tokens = await toolTokens(portal.url);
      for (const tool of portalToolUses(portal.url, tokens)) {
        const statuses: number[] = [];
        for (let round = 0; round < ROUNDS; round += 1) statuses.push(...(await tool.use()));
        const refused = statuses.filter((status) => status >= 400);
        rows.push([
          tool.name,
          statusMiB(portal.pid, 'VmRSS'),
          refused.length
            ? `${refused.length} of ${statuses.length} refused (${[...new Set(refused)].join(', ')})`
            : '',
        ]);
      }
      const peak = statusMiB(portal.pid, 'VmHWM');
      process.stderr.write('Heap snapshot…\n');
      process.kill(portal.pid, 'SIGUSR2');
      let snapshot: string | undefined;
      for (let wait = 0; wait < 600 && !snapshot; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const written = readdirSync(workDirectory).find((file) => file.endsWith('.heapsnapshot'));
        // The file is complete once its closing bracket is written.
        if (written && readFileSync(join(workDirectory, written)).subarray(-2).toString().includes(']')) {
          snapshot = join(workDirectory, written);
        }
      }
      if (!snapshot) throw new Error('The portal wrote no heap snapshot');
      if (process.env.MEMORY_SNAPSHOT_TO) copyFileSync(snapshot, process.env.MEMORY_SNAPSHOT_TO);
      figures = {
        peak,
        heap: heapSnapshotFigures(
          snapshot,
          MEMORY_COPIES.map(([name]) => name),
        ),
      };
    } finally {
      await portal.stop();
    }

    const cores = cpus();
    console.log(
      `\nMachine: ${cores.length} × ${cores[0]?.model ?? 'CPU'}, ${mebibytes(totalmem())} MiB, Node ${process.version}; load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after (the benchmark's own). Each tool used ${ROUNDS} times; the portal's heap limit as \`npm start\` sets it (scripts/start.sh).\n`,
    );
    console.log(`First start: resident ${firstStart.rss} MiB once ready, peak ${firstStart.peak} MiB.\n`);
    console.log('| after | resident MiB | refused |\n|---|---:|---|');
    for (const [name, rss, refused] of rows) console.log(`| ${name} | ${rss} | ${refused} |`);
    const steady = rows.at(-1)?.[1] ?? 0;
    console.log(
      `\nWith every tool used: resident ${steady} MiB (target ${STEADY_TARGET_MIB}), peak ${figures.peak} MiB (target ${PEAK_TARGET_MIB}).`,
    );
    console.log(
      `\nHeap snapshot after every tool: ${mebibytes(figures.heap.liveBytes)} MiB live, of which ${mebibytes(figures.heap.arrayBufferBytes)} MiB ArrayBuffer contents (PGlite's WebAssembly memory among them); the rest of the resident memory is code, the allocator's and V8's own.\n`,
    );
    console.log('| memory copy | class | objects | retained MiB |\n|---|---|---:|---:|');
    for (const [className, label] of MEMORY_COPIES) {
      const retained = figures.heap.retained.get(className);
      console.log(
        `| ${label} | ${className} | ${retained?.count ?? 0} | ${((retained?.bytes ?? 0) / 1_048_576).toFixed(1)} |`,
      );
    }
  } finally {
    rmSync(workDirectory, { recursive: true, force: true });
  }
}

await main();
