import { isDeepStrictEqual } from 'node:util';
import type { Database } from '@tsw/server/database/database';
import { runImportCommand, startImportCommand } from '@tsw/server/testing/portalProcess';
import { BENCH_TARIFF } from './benchTariffData.js';
import type { CrashDatabase } from './crashDatabases.js';

/** The Bangladesh tariff as a new budget year: a whole new period of 7,154 commodity records. */
const IMPORT_ARGS = ['--format', 'bd-tariff', '--file', BENCH_TARIFF, '--valid-from', '2026-07-01'];

/** What an import changes: the entity's records (counted and hashed whole), its import rows and version. */
export interface ImportFingerprint {
  readonly records: number;
  readonly recordsHash: string;
  readonly imports: number;
  readonly entityVersion: number;
}

export async function importFingerprint(database: Database): Promise<ImportFingerprint> {
  const [records] = await database.query<{ records: number; hash: string | null }>(
    `select count(*)::int as records,
       md5(string_agg(record_key || '|' || valid_from || '|' || coalesce(valid_to::text, '-') || '|' || fields::text,
         E'\\n' order by record_key, valid_from)) as hash
     from reference_record where entity = 'commodity'`,
  );
  const [imports] = await database.query<{ imports: number }>(
    `select count(*)::int as imports from reference_import where entity = 'commodity'`,
  );
  const [version] = await database.query<{ version: string }>(
    `select version::text from reference_entity_version where entity = 'commodity'`,
  );
  return {
    records: records?.records ?? 0,
    recordsHash: records?.hash ?? '',
    imports: imports?.imports ?? 0,
    entityVersion: Number(version?.version ?? 0),
  };
}

async function fingerprintOf(database: CrashDatabase, copy: string): Promise<ImportFingerprint> {
  const opened = await database.open(copy);
  try {
    return await importFingerprint(opened);
  } finally {
    await opened.close();
  }
}

export interface ImportReference {
  readonly before: ImportFingerprint;
  readonly after: ImportFingerprint;
  /**
   * When the clean import printed its first progress (the database open, the file being read) and when it
   * exited, from its start: the window kill moments are drawn in.
   */
  readonly firstProgressMs: number;
  readonly milliseconds: number;
}

/** The baseline's fingerprint, and that of a clean import run to its end on a copy of it. */
export async function importReference(database: CrashDatabase): Promise<ImportReference> {
  await database.copyBaseline('reference');
  try {
    const before = await fingerprintOf(database, 'reference');
    const started = performance.now();
    const child = startImportCommand(database.commandEnv('reference'), IMPORT_ARGS);
    let firstProgressMs = 0;
    child.stdout?.resume();
    child.stderr?.once('data', () => (firstProgressMs = performance.now() - started));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`The clean import failed (exit ${String(code)}).`);
    const milliseconds = performance.now() - started;
    return { before, after: await fingerprintOf(database, 'reference'), firstProgressMs, milliseconds };
  } finally {
    await database.dropCopy('reference');
  }
}

/** How far the command had got when it was killed, from what it prints. */
type ImportPhase = 'starting' | 'reading' | 'storing' | 'model rebuild' | 'finished';

function killImportAt(env: NodeJS.ProcessEnv, killAfterMs: number): Promise<ImportPhase> {
  const child = startImportCommand(env, IMPORT_ARGS);
  let phase: ImportPhase = 'starting';
  const follow = (chunk: Buffer) => {
    const text = chunk.toString();
    if (/^Imported /m.test(text)) phase = 'model rebuild';
    else if (/^storing /m.test(text)) phase = 'storing';
    else if (/^reading /m.test(text) && phase === 'starting') phase = 'reading';
  };
  child.stdout?.on('data', follow);
  child.stderr?.on('data', follow);
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(signal === 'SIGKILL' ? phase : code === 0 ? 'finished' : 'starting');
    }),
  );
}

export interface ImportCrashOutcome {
  readonly killAfterMs: number;
  readonly phase: ImportPhase;
  /** Whether the database opened after the kill (PGlite: its data directory recovered). */
  readonly opened: boolean;
  /** What the entity held after the kill: the previous data, the new data, or something else (a failure). */
  readonly held: 'previous' | 'new' | 'neither';
  /** Whether a following import ran to its end and left exactly the clean import's records. */
  readonly followingImport: boolean;
  readonly problem?: string;
}

/** One crash: the import killed `killAfterMs` after it started, then the database checked and imported into. */
export async function importCrash(
  database: CrashDatabase,
  reference: ImportReference,
  copy: string,
  killAfterMs: number,
): Promise<ImportCrashOutcome> {
  await database.copyBaseline(copy);
  try {
    const phase = await killImportAt(database.commandEnv(copy), killAfterMs);
    let found: ImportFingerprint;
    try {
      found = await fingerprintOf(database, copy);
    } catch (error) {
      const problem = `the database did not open: ${(error as Error).message}`;
      return { killAfterMs, phase, opened: false, held: 'neither', followingImport: false, problem };
    }
    const held = isDeepStrictEqual(found, reference.before)
      ? 'previous'
      : isDeepStrictEqual(found, reference.after)
        ? 'new'
        : 'neither';
    const problem = held === 'neither' ? `found ${JSON.stringify(found)}` : undefined;
    try {
      await runImportCommand(database.commandEnv(copy), IMPORT_ARGS);
      const following = await fingerprintOf(database, copy);
      const followingImport =
        following.records === reference.after.records &&
        following.recordsHash === reference.after.recordsHash;
      return { killAfterMs, phase, opened: true, held, followingImport, ...(problem ? { problem } : {}) };
    } catch (error) {
      const failed = `the following import failed: ${(error as Error).message.slice(0, 300)}`;
      return { killAfterMs, phase, opened: true, held, followingImport: false, problem: problem ?? failed };
    }
  } finally {
    await database.dropCopy(copy);
  }
}
