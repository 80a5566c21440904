import { randomUUID } from 'node:crypto';
import {
  CONTENT_FIELDS,
  type ContentDraft,
  type ContentItem,
  type ContentKind,
  type ContentStatus,
  type ContentTranslation,
} from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';

/** The fields of a draft besides its kind, slug and texts, as kept in `content_item.fields`. */
type StoredFields = Pick<ContentDraft, 'date' | 'category' | 'order' | 'link' | 'number' | 'mediaId'>;

interface ContentRow {
  id: string;
  kind: ContentKind;
  slug: string;
  status: ContentStatus;
  fields: StoredFields;
  translations: Record<string, ContentTranslation>;
  sample: boolean;
  version: number;
  published_at: string | null;
  updated_at: string;
  updated_by: string;
}

const ITEM_COLUMNS = `id, kind, slug, status, fields, translations, sample, version,
  to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at, updated_by`;

function itemOfRow(row: ContentRow): ContentItem {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    status: row.status,
    ...row.fields,
    translations: row.translations,
    sample: row.sample,
    version: row.version,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

function storedFieldsOf(draft: ContentDraft): StoredFields {
  const fields: Record<string, string | number> = {};
  for (const name of CONTENT_FIELDS) {
    const value = draft[name];
    if (value !== undefined && value !== '') fields[name] = value;
  }
  return fields;
}

/** Texts as stored: languages without a title are left out, blank parts dropped. */
function storedTranslationsOf(draft: ContentDraft): Record<string, ContentTranslation> {
  const stored: Record<string, ContentTranslation> = {};
  for (const [language, text] of Object.entries(draft.translations)) {
    if (!text || text.title.trim() === '') continue;
    stored[language] = {
      title: text.title.trim(),
      ...(text.summary?.trim() ? { summary: text.summary.trim() } : {}),
      ...(text.body?.trim() ? { body: text.body } : {}),
    };
  }
  return stored;
}

export async function contentItems(
  database: SqlExecutor,
  filter: { kind?: ContentKind | undefined; status?: ContentStatus | undefined } = {},
): Promise<ContentItem[]> {
  const rows = await database.query<ContentRow>(
    `select ${ITEM_COLUMNS} from content_item
      where ($1::text is null or kind = $1) and ($2::text is null or status = $2)
      order by kind, slug`,
    [filter.kind ?? null, filter.status ?? null],
  );
  return rows.map(itemOfRow);
}

export async function contentItem(database: SqlExecutor, id: string): Promise<ContentItem | undefined> {
  const [row] = await database.query<ContentRow>(`select ${ITEM_COLUMNS} from content_item where id = $1`, [
    id,
  ]);
  return row ? itemOfRow(row) : undefined;
}

export async function isContentSlugTaken(
  database: SqlExecutor,
  kind: string,
  slug: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await database.query(
    'select 1 from content_item where kind = $1 and slug = $2 and ($3::uuid is null or id <> $3)',
    [kind, slug, exceptId],
  );
  return rows.length > 0;
}

type ContentAction = 'create' | 'update' | 'publish' | 'unpublish';

async function recordChange(
  transaction: SqlExecutor,
  id: string,
  action: ContentAction,
  username: string,
): Promise<ContentItem> {
  const item = await contentItem(transaction, id);
  if (!item) throw new Error(`Content item ${id} vanished inside its own transaction.`);
  await transaction.query(
    'insert into content_change (item_id, action, username, item) values ($1, $2, $3, $4)',
    [id, action, username, JSON.stringify(item)],
  );
  await transaction.query('update content_version set version = version + 1, changed_at = now()');
  return item;
}

/** Stores a new item (a draft unless `status` says otherwise); call inside a transaction. */
export async function insertContentItem(
  transaction: SqlExecutor,
  draft: ContentDraft,
  options: { username: string; sample?: boolean; status?: ContentStatus },
): Promise<ContentItem> {
  const id = randomUUID();
  const status = options.status ?? 'draft';
  await transaction.query(
    `insert into content_item (id, kind, slug, status, fields, translations, sample, created_by, updated_by, published_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8, case when $4 = 'published' then now() end)`,
    [
      id,
      draft.kind,
      draft.slug,
      status,
      JSON.stringify(storedFieldsOf(draft)),
      JSON.stringify(storedTranslationsOf(draft)),
      options.sample ?? false,
      options.username,
    ],
  );
  return recordChange(transaction, id, status === 'published' ? 'publish' : 'create', options.username);
}

/**
 * Replaces an item's fields and texts if it is still at `version`; undefined when another save came first.
 * A published item stays published: its page is regenerated with the new text.
 */
export async function updateContentItem(
  transaction: SqlExecutor,
  id: string,
  draft: ContentDraft,
  options: { username: string; version: number },
): Promise<ContentItem | undefined> {
  const rows = await transaction.query(
    `update content_item set slug = $3, fields = $4, translations = $5, version = version + 1,
        updated_at = now(), updated_by = $6
      where id = $1 and version = $2 returning id`,
    [
      id,
      options.version,
      draft.slug,
      JSON.stringify(storedFieldsOf(draft)),
      JSON.stringify(storedTranslationsOf(draft)),
      options.username,
    ],
  );
  return rows.length > 0 ? recordChange(transaction, id, 'update', options.username) : undefined;
}

/** Publishes or withdraws an item still at `version`; undefined when another save came first. */
export async function setContentStatus(
  transaction: SqlExecutor,
  id: string,
  status: ContentStatus,
  options: { username: string; version: number },
): Promise<ContentItem | undefined> {
  const rows = await transaction.query(
    `update content_item set status = $3, version = version + 1, updated_at = now(), updated_by = $4,
        published_at = case when $3 = 'published' then now() else published_at end
      where id = $1 and version = $2 returning id`,
    [id, options.version, status, options.username],
  );
  if (rows.length === 0) return undefined;
  return recordChange(transaction, id, status === 'published' ? 'publish' : 'unpublish', options.username);
}

export interface ContentChange {
  readonly action: ContentAction;
  readonly username: string;
  readonly changedAt: string;
  readonly version: number;
}

export async function contentChanges(database: SqlExecutor, id: string): Promise<ContentChange[]> {
  return database.query<ContentChange>(
    `select action, username, (item->>'version')::int as version,
        to_char(changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "changedAt"
       from content_change where item_id = $1 order by id desc`,
    [id],
  );
}

/** The change counter of all content; a cache compares it to know when to rebuild. */
export async function contentVersion(database: SqlExecutor): Promise<string> {
  const [row] = await database.query<{ version: string }>(
    'select version::text as version from content_version',
  );
  return row?.version ?? '0';
}

export async function isContentEmpty(database: SqlExecutor): Promise<boolean> {
  const rows = await database.query('select 1 from content_item limit 1');
  return rows.length === 0;
}
