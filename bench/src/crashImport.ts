import type { ChildProcess } from 'node:child_process';
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

/**
 * HS code finder models marked complete whose chunks do not add up to them: the import builds the model
 * again after its commit, chunk by chunk, and marks it complete last, so a kill must leave none.
 */
async function brokenHsModels(database: Database): Promise<number> {
  const [row] = await database.query<{ broken: number }>(
    `select count(*)::int as broken from hs_model m where complete and byte_size <>
       (select coalesce(sum(length(data)), 0) from hs_model_chunk c where c.model_id = m.id)`,
  );
  return row?.broken ?? 0;
}

async function fingerprintOf(database: CrashDatabase, copy: string): Promise<ImportFingerprint> {
  const opened = await database.open(copy);
  try {
    return await importFingerprint(opened);
  } finally {
    await opened.close();
  }
}

/** How far the command had got, from what it prints: its transaction is open while it is storing. */
type ImportPhase = 'starting' | 'reading' | 'storing' | 'model rebuild' | 'finished';
/** The phases a kill is aimed at: the import's transaction, and the model built again after its commit. */
export type KilledPhase = 'storing' | 'model rebuild';

/**
 * The import command run with its phases followed: `reached` is called with each phase as the command's
 * output first shows it. Resolves with the phase it was in when it exited, or 'finished'.
 */
function followImport(
  env: NodeJS.ProcessEnv,
  reached: (phase: ImportPhase, child: ChildProcess) => void,
): Promise<ImportPhase> {
  const child = startImportCommand(env, IMPORT_ARGS);
  let phase: ImportPhase = 'starting';
  const follow = (chunk: Buffer) => {
    const text = chunk.toString();
    const next = /^Imported /m.test(text)
      ? 'model rebuild'
      : /^storing /m.test(text) && phase !== 'model rebuild'
        ? 'storing'
        : /^reading /m.test(text) && phase === 'starting'
          ? 'reading'
          : phase;
    if (next !== phase) reached(next, child);
    phase = next;
  };
  child.stdout?.on('data', follow);
  child.stderr?.on('data', follow);
  return new Promise((resolve) => child.on('exit', (code) => resolve(code === 0 ? 'finished' : phase)));
}

export interface ImportReference {
  readonly before: ImportFingerprint;
  readonly after: ImportFingerprint;
  /** How long each phase a kill is aimed at lasted in the clean import: kill moments are drawn within. */
  readonly phaseMs: Readonly<Record<KilledPhase, number>>;
  readonly milliseconds: number;
}

/** The baseline's fingerprint, and that of a clean import run to its end on a copy of it. */
export async function importReference(database: CrashDatabase): Promise<ImportReference> {
  await database.copyBaseline('reference');
  try {
    const before = await fingerprintOf(database, 'reference');
    const started = performance.now();
    const reachedAt = new Map<ImportPhase, number>();
    const ended = await followImport(database.commandEnv('reference'), (phase) =>
      reachedAt.set(phase, performance.now() - started),
    );
    if (ended !== 'finished') throw new Error(`The clean import failed while ${ended}.`);
    const milliseconds = performance.now() - started;
    const at = (phase: ImportPhase) => reachedAt.get(phase) ?? milliseconds;
    return {
      before,
      after: await fingerprintOf(database, 'reference'),
      phaseMs: {
        storing: at('model rebuild') - at('storing'),
        'model rebuild': milliseconds - at('model rebuild'),
      },
      milliseconds,
    };
  } finally {
    await database.dropCopy('reference');
  }
}

/** Kills the command `delayMs` after it reached `aimedAt`; resolves with the phase it was in then. */
function killImportIn(env: NodeJS.ProcessEnv, aimedAt: KilledPhase, delayMs: number): Promise<ImportPhase> {
  let timer: NodeJS.Timeout | undefined;
  const phase = followImport(env, (reached, child) => {
    if (reached === aimedAt) timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
  });
  return phase.finally(() => clearTimeout(timer));
}

export interface ImportCrashOutcome {
  readonly aimedAt: KilledPhase;
  /** How long after the command reached `aimedAt` it was killed. */
  readonly killAfterMs: number;
  /** The phase it was in when killed: load can make it differ from the one aimed at. */
  readonly phase: ImportPhase;
  /** Whether the database opened after the kill (PGlite: its data directory recovered). */
  readonly opened: boolean;
  /** What the entity held after the kill: the previous data, the new data, or something else (a failure). */
  readonly held: 'previous' | 'new' | 'neither';
  /** HS code finder models marked complete but not whole (see brokenHsModels). */
  readonly brokenModels: number;
  /** Whether a following import ran to its end and left exactly the clean import's records. */
  readonly followingImport: boolean;
  readonly problem?: string;
}

/**
 * One crash: the import killed `killAfterMs` into the phase `aimedAt`, then the database checked and
 * imported into again.
 */
export async function importCrash(
  database: CrashDatabase,
  reference: ImportReference,
  copy: string,
  kill: { aimedAt: KilledPhase; killAfterMs: number },
): Promise<ImportCrashOutcome> {
  const { aimedAt, killAfterMs } = kill;
  await database.copyBaseline(copy);
  try {
    const phase = await killImportIn(database.commandEnv(copy), aimedAt, killAfterMs);
    let found: ImportFingerprint;
    let brokenModels: number;
    try {
      const opened = await database.open(copy);
      try {
        found = await importFingerprint(opened);
        brokenModels = await brokenHsModels(opened);
      } finally {
        await opened.close();
      }
    } catch (error) {
      const problem = `the database did not open: ${(error as Error).message}`;
      return {
        aimedAt,
        killAfterMs,
        phase,
        opened: false,
        held: 'neither',
        brokenModels: 0,
        followingImport: false,
        problem,
      };
    }
    const held = isDeepStrictEqual(found, reference.before)
      ? 'previous'
      : isDeepStrictEqual(found, reference.after)
        ? 'new'
        : 'neither';
    const heldProblem = held === 'neither' ? `found ${JSON.stringify(found)}` : undefined;
    let followingImport = false;
    let followingFailure: string | undefined;
    try {
      await runImportCommand(database.commandEnv(copy), IMPORT_ARGS);
      const following = await fingerprintOf(database, copy);
      followingImport =
        following.records === reference.after.records &&
        following.recordsHash === reference.after.recordsHash;
    } catch (error) {
      followingFailure = `the following import failed: ${(error as Error).message.slice(0, 300)}`;
    }
    const problem = heldProblem ?? followingFailure;
    return {
      aimedAt,
      killAfterMs,
      phase,
      opened: true,
      held,
      brokenModels,
      followingImport,
      ...(problem ? { problem } : {}),
    };
  } finally {
    await database.dropCopy(copy);
  }
}
