import { createHash, randomUUID } from 'node:crypto';
import { CONTENT_MEDIA_TYPES, mediaExtensionOf } from '@tsw/domain';
import type { Database, SqlExecutor } from '../database/database.js';

/** A file is stored in rows of a mebibyte: no statement carries more, and a download reads one at a time. */
const MEDIA_CHUNK_BYTES = 1024 * 1024;

export interface ContentMedia {
  readonly id: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly byteSize: number;
  readonly sha256: string;
  readonly sample: boolean;
  readonly uploadedAt: string;
  readonly uploadedBy: string;
}

const MEDIA_COLUMNS = `id, file_name as "fileName", content_type as "contentType", byte_size::float8 as "byteSize",
  sha256, sample, to_char(uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "uploadedAt",
  uploaded_by as "uploadedBy"`;

/**
 * Stores a file already checked (its name and first bytes: the domain's mediaFileProblem), in one short
 * transaction: the caller has the whole file before it starts, so a slow upload never holds the database.
 */
export async function insertContentMedia(
  database: Database,
  file: { fileName: string; chunks: readonly Buffer[]; username: string; sample?: boolean },
): Promise<ContentMedia> {
  const extension = mediaExtensionOf(file.fileName) ?? '';
  const contentType = CONTENT_MEDIA_TYPES[extension]?.contentType ?? 'application/octet-stream';
  const hash = createHash('sha256');
  let byteSize = 0;
  for (const chunk of file.chunks) {
    hash.update(chunk);
    byteSize += chunk.length;
  }
  const id = randomUUID();
  await database.transaction(async (transaction) => {
    await transaction.query(
      `insert into content_media (id, file_name, content_type, byte_size, sha256, sample, uploaded_by)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, file.fileName, contentType, byteSize, hash.digest('hex'), file.sample ?? false, file.username],
    );
    let position = 0;
    for (const chunk of rechunked(file.chunks)) {
      await transaction.query(
        'insert into content_media_chunk (media_id, position, data) values ($1, $2, $3)',
        [id, position++, chunk],
      );
    }
  });
  const media = await contentMedia(database, id);
  if (!media) throw new Error(`Media ${id} was not stored.`);
  return media;
}

/** The chunks as the table keeps them: a mebibyte each, the last one shorter. */
function* rechunked(chunks: readonly Buffer[]): Generator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for (const chunk of chunks) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    while (pendingBytes >= MEDIA_CHUNK_BYTES) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, MEDIA_CHUNK_BYTES);
      pending = [joined.subarray(MEDIA_CHUNK_BYTES)];
      pendingBytes = joined.length - MEDIA_CHUNK_BYTES;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored files with these ids, in one query; an id that is not a UUID finds nothing. */
export async function contentMediaByIds(
  database: SqlExecutor,
  ids: readonly string[],
): Promise<Map<string, ContentMedia>> {
  const wanted = [...new Set(ids)].filter((id) => UUID.test(id));
  if (wanted.length === 0) return new Map();
  const rows = await database.query<ContentMedia>(
    `select ${MEDIA_COLUMNS} from content_media where id = any($1::uuid[])`,
    [wanted],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function contentMedia(database: SqlExecutor, id: string): Promise<ContentMedia | undefined> {
  return (await contentMediaByIds(database, [id])).get(id);
}

export async function contentMediaList(database: SqlExecutor): Promise<ContentMedia[]> {
  return database.query<ContentMedia>(
    `select ${MEDIA_COLUMNS} from content_media order by uploaded_at desc, id`,
  );
}

/** The file's bytes, one stored chunk (one short query) at a time. */
export async function* contentMediaBytes(database: SqlExecutor, id: string): AsyncGenerator<Buffer> {
  for (let position = 0; ; position++) {
    const [row] = await database.query<{ data: Uint8Array }>(
      'select data from content_media_chunk where media_id = $1 and position = $2',
      [id, position],
    );
    if (!row) return;
    yield Buffer.from(row.data);
  }
}
