import type { SqlExecutor } from '../database/database.js';

/*
 * The HS code finder's model in the database (migration 0007): each build's bytes in chunks, and the newest
 * complete build's id, which every instance watches to load a model another one built.
 */

/** Small enough that no statement carries megabytes; a model of 30 MB is 30 statements. */
const MODEL_CHUNK_BYTES = 1024 * 1024;

/** What a build learned from, kept with it and named in the logs. */
export interface HsModelTrainedOn {
  readonly examples: Readonly<Record<string, number>>;
  readonly tariffVersion: string;
  readonly historyRows: number;
}

export interface StoredHsModelHead {
  readonly id: string;
  readonly version: string;
}

/** The newest complete build's id and version; undefined when no build is stored (the shipped one serves). */
export async function latestHsModelHead(database: SqlExecutor): Promise<StoredHsModelHead | undefined> {
  const [row] = await database.query<{ id: string; version: string }>(
    'select id::text as id, version from hs_model where complete order by id desc limit 1',
  );
  return row;
}

/** The bytes of a stored build, joined from its chunks. */
export async function storedHsModelBytes(database: SqlExecutor, id: string): Promise<Uint8Array> {
  const [head] = await database.query<{ chunks: number; byte_size: string }>(
    `select count(c.position)::integer as chunks, m.byte_size::text as byte_size
       from hs_model m left join hs_model_chunk c on c.model_id = m.id where m.id = $1 group by m.id`,
    [id],
  );
  if (!head) throw new Error(`the HS model ${id} is not stored`);
  const bytes = new Uint8Array(Number(head.byte_size));
  let offset = 0;
  // One chunk per statement: reading a model never holds the database for long.
  for (let position = 0; position < head.chunks; position += 1) {
    const [chunk] = await database.query<{ data: Uint8Array }>(
      'select data from hs_model_chunk where model_id = $1 and position = $2',
      [id, position],
    );
    if (!chunk) throw new Error(`the HS model ${id} lacks its chunk ${position}`);
    bytes.set(chunk.data, offset);
    offset += chunk.data.length;
  }
  if (offset !== bytes.length) throw new Error(`the HS model ${id} has ${offset} of ${bytes.length} bytes`);
  return bytes;
}

/** Stores a build, chunk by chunk, and only then marks it complete, so that no instance loads half of it. */
export async function storeHsModel(
  database: SqlExecutor,
  build: { version: string; bytes: Uint8Array; trainedOn: HsModelTrainedOn },
): Promise<StoredHsModelHead> {
  const [row] = await database.query<{ id: string }>(
    'insert into hs_model (version, byte_size, trained_on) values ($1, $2, $3) returning id::text as id',
    [build.version, build.bytes.length, JSON.stringify(build.trainedOn)],
  );
  const id = (row as { id: string }).id;
  for (
    let offset = 0, position = 0;
    offset < build.bytes.length;
    offset += MODEL_CHUNK_BYTES, position += 1
  ) {
    await database.query('insert into hs_model_chunk (model_id, position, data) values ($1, $2, $3)', [
      id,
      position,
      build.bytes.subarray(offset, offset + MODEL_CHUNK_BYTES),
    ]);
  }
  await database.query('update hs_model set complete = true where id = $1', [id]);
  // Older builds are no longer served; their chunks go with them.
  await database.query('delete from hs_model where id < $1', [id]);
  return { id, version: build.version };
}

/** A past declaration as the model learns from it. */
export interface HsHistoryDeclaration {
  readonly description: string;
  readonly code: string;
}

/** Rows written per statement when a history lands. */
const HISTORY_INSERT_ROWS = 5_000;

/**
 * Adds a batch of past declarations, in one transaction so that it lands whole or not at all; each statement
 * carries a few thousand rows, so that a history of millions does not wait on millions of round trips.
 */
export async function storeHsHistory(
  database: { transaction<Result>(work: (transaction: SqlExecutor) => Promise<Result>): Promise<Result> },
  batch: string,
  declarations: readonly HsHistoryDeclaration[],
): Promise<void> {
  await database.transaction(async (transaction) => {
    for (let start = 0; start < declarations.length; start += HISTORY_INSERT_ROWS) {
      const slice = declarations.slice(start, start + HISTORY_INSERT_ROWS);
      await transaction.query(
        `insert into hs_history_declaration (description, code, batch)
           select description, code, $3 from unnest($1::text[], $2::text[]) as row (description, code)`,
        [slice.map((row) => row.description), slice.map((row) => row.code), batch],
      );
    }
  });
}

/** Every past declaration, oldest first: what a build learns from. */
export async function storedHsHistory(database: SqlExecutor): Promise<HsHistoryDeclaration[]> {
  return database.query<HsHistoryDeclaration>(
    'select description, code from hs_history_declaration order by id',
  );
}
