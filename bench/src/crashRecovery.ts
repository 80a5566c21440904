/**
 * Crash recovery (issue 29's reliability figures): `kill -9` during an import and during content saves, then
 * a restart, on the embedded database (PGlite) and on a PostgreSQL server. Each crash starts from a copy of
 * a database the portal's first start loaded.
 * - Import: the real import command loads the Bangladesh tariff (../shared/data) as a new budget year and is
 *   killed at a moment drawn within a phase, as long as the phase lasted in a clean import: while it stores
 *   (its transaction open) or, every other crash, while it builds the HS code finder's model after its
 *   commit. Then the database must open, the commodity records (counted and hashed whole, with their import
 *   rows and version) must be exactly the previous data or exactly what a clean import leaves, no HS code
 *   finder model may be marked complete without all its bytes, and a following import must run to the
 *   clean import's data.
 * - Content: the sample editor's pages are created and changed by several editors at once; the portal is
 *   killed at a drawn moment, restarted on the same data, and every acknowledged save must be there with its
 *   exact text and in the item's history, no item may be half-stored, and the content version must be
 *   consistent with the changes recorded.
 * Nothing is asserted: the figures go in docs/benchmarks.md. Run: npm run bench:crash (CRASH_RUNS per
 * database and kind, 3; CRASH_SEED to repeat a run's kill moments).
 */
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { contentConsistency, contentCrash, type ContentCrashOutcome } from './crashContentSaves.js';
import { embeddedCrashDatabase, postgresCrashDatabase, type CrashDatabase } from './crashDatabases.js';
import { importCrash, importReference, type ImportCrashOutcome, type KilledPhase } from './crashImport.js';
import { randomOf } from './seededRandom.js';

const RUNS = Number(process.env.CRASH_RUNS ?? 3);
const SEED = Number(process.env.CRASH_SEED ?? Date.now() % 100_000);
/** The portal is killed between these moments after the editors start saving. */
const CONTENT_KILL_MS = { from: 500, to: 6_000 };

const random = randomOf(SEED);
const drawn = (from: number, to: number) => Math.round(from + random() * (to - from));

type Row = readonly [string, string, string, string, string];
const rows: Row[] = [];
const yes = (value: boolean) => (value ? 'yes' : '**NO**');

function importRow(database: string, run: number, outcome: ImportCrashOutcome): Row {
  return [
    `${database}, import ${run}`,
    `${outcome.killAfterMs} ms into ${outcome.aimedAt}` +
      (outcome.phase === outcome.aimedAt ? '' : ` (was ${outcome.phase})`),
    `opens: ${yes(outcome.opened)}; holds: ${outcome.held === 'neither' ? '**neither**' : `the ${outcome.held} data`}`,
    `HS models half-stored: ${outcome.brokenModels === 0 ? 0 : `**${outcome.brokenModels}**`}; ` +
      `following import: ${yes(outcome.followingImport)}`,
    outcome.problem ?? '',
  ];
}

function contentRow(database: string, run: number, outcome: ContentCrashOutcome): Row {
  return [
    `${database}, content ${run}`,
    `${outcome.killAfterMs} ms`,
    `${outcome.acknowledged} saves acknowledged, ${outcome.lost === 0 ? 'none lost' : `**${outcome.lost} lost**`}; ` +
      `${outcome.inFlightStored} of ${outcome.inFlight} unanswered stored whole`,
    `half-stored items: ${outcome.halfStored}; version consistent: ${yes(outcome.versionConsistent)}; ` +
      `files left over: ${outcome.leftoverFiles}`,
    outcome.problems.join('; '),
  ];
}

async function crashes(database: CrashDatabase): Promise<void> {
  console.error(`${database.name}: the first start…`);
  await database.loadBaseline();
  const reference = await importReference(database);
  console.error(
    `${database.name}: a clean import takes ${(reference.milliseconds / 1000).toFixed(1)} s, ` +
      `storing ${(reference.phaseMs.storing / 1000).toFixed(1)} s, ` +
      `the model ${(reference.phaseMs['model rebuild'] / 1000).toFixed(1)} s ` +
      `(${reference.before.records} → ${reference.after.records} commodity records)`,
  );
  for (let run = 1; run <= RUNS; run++) {
    // Crashes alternate between the import's transaction and the model built after its commit.
    const aimedAt: KilledPhase = run % 2 === 1 ? 'storing' : 'model rebuild';
    const killAfterMs = drawn(0, reference.phaseMs[aimedAt]);
    const outcome = await importCrash(database, reference, `import-${run}`, { aimedAt, killAfterMs });
    rows.push(importRow(database.name, run, outcome));
    console.error(rows.at(-1)?.join(' | '));
  }
  const opened = await database.open('baseline');
  const baseline = await contentConsistency(opened).finally(() => opened.close());
  for (let run = 1; run <= RUNS; run++) {
    const killAfterMs = drawn(CONTENT_KILL_MS.from, CONTENT_KILL_MS.to);
    const outcome = await contentCrash(database, baseline, `content-${run}`, killAfterMs, random);
    rows.push(contentRow(database.name, run, outcome));
    console.error(rows.at(-1)?.join(' | '));
  }
}

async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl)
    throw new Error('BENCH_DATABASE_URL must name a PostgreSQL server (bench/run.sh starts one).');
  const started = performance.now();
  const databases = [
    embeddedCrashDatabase(mkdtempSync(join(tmpdir(), 'tsw-crash-embedded-'))),
    postgresCrashDatabase(mkdtempSync(join(tmpdir(), 'tsw-crash-postgres-')), serverUrl),
  ];
  for (const database of databases) {
    try {
      await crashes(database);
    } finally {
      await database.close();
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; ` +
      `${RUNS} crashes of each kind per database, seed ${SEED}, ${seconds.toFixed(0)} s.\n`,
  );
  console.log('| run | killed after | after the restart | consistency | problems |');
  console.log('|---|---:|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  const failed = rows.filter((row) => row.some((cell) => cell.includes('**'))).length;
  console.log(`\n${failed} of ${rows.length} crashes lost or half-stored something.`);
}

await main();
