import { entityDefinition, isoDateDayBefore, type IsoDate, type ReferenceRecord } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';

/** Rows per insert statement: one bound jsonb parameter each, well under any message size limit. */
const INSERT_BATCH_ROWS = 1_000;

export interface StoredRecord {
  readonly key: string;
  readonly fields: ReferenceRecord;
}

/** Every record of an entity, all periods, with its validity as `validFromDate` / `validToDate`. */
export async function referenceRecordsOfEntity(
  database: SqlExecutor,
  entity: string,
): Promise<ReferenceRecord[]> {
  const rows = await database.query<{ fields: Record<string, string | null>; vf: string; vt: string | null }>(
    `select fields, valid_from::text as vf, valid_to::text as vt
       from reference_record where entity = $1 order by record_key, valid_from`,
    [entity],
  );
  // jsonb keeps keys in its own order; records are given in the catalog's (code first).
  const fieldOrder = Object.keys(entityDefinition(entity)?.fields ?? {});
  return rows.map((row) => {
    const record: Record<string, string | null> = {};
    for (const field of fieldOrder) if (field in row.fields) record[field] = row.fields[field] ?? null;
    return { ...record, ...row.fields, validFromDate: row.vf, validToDate: row.vt };
  });
}

/** The change counter of each entity that has data; a cache compares it to know when to rebuild. */
export async function referenceEntityVersions(database: SqlExecutor): Promise<Map<string, string>> {
  const rows = await database.query<{ entity: string; version: string }>(
    'select entity, version::text as version from reference_entity_version',
  );
  return new Map(rows.map((row) => [row.entity, row.version]));
}

export interface PeriodReplacement {
  readonly entity: string;
  readonly validFrom: IsoDate;
  readonly records: readonly StoredRecord[];
  readonly source: string;
  readonly sample: boolean;
  readonly onProgress?: (storedRows: number) => void;
}

export interface PeriodReplacementOutcome {
  /** Records of earlier periods that were open on `validFrom` and now end the day before. */
  readonly closedRecords: number;
  /** Records of the same period loaded before, replaced by this load. */
  readonly replacedRecords: number;
  /** Set when a later period already exists: the new one ends the day before it starts. */
  readonly validTo: IsoDate | null;
}

/**
 * Loads a full data set of one entity as the period starting `validFrom`, inside the caller's
 * transaction. Earlier periods are closed, not overwritten, so that a search as of a past date still
 * finds what was valid then; a second load of the same period replaces it.
 */
export async function replaceReferencePeriod(
  transaction: SqlExecutor,
  replacement: PeriodReplacement,
): Promise<PeriodReplacementOutcome> {
  const { entity, validFrom } = replacement;
  const [next] = await transaction.query<{ start: string | null }>(
    'select min(valid_from)::text as start from reference_record where entity = $1 and valid_from > $2',
    [entity, validFrom],
  );
  const validTo = next?.start ? isoDateDayBefore(next.start as IsoDate) : null;
  const replaced = await transaction.query(
    'delete from reference_record where entity = $1 and valid_from = $2 returning id',
    [entity, validFrom],
  );
  const closed = await transaction.query(
    `update reference_record set valid_to = $3
      where entity = $1 and valid_from < $2 and (valid_to is null or valid_to >= $2)
      returning id`,
    [entity, validFrom, isoDateDayBefore(validFrom)],
  );
  for (let start = 0; start < replacement.records.length; start += INSERT_BATCH_ROWS) {
    const batch = replacement.records.slice(start, start + INSERT_BATCH_ROWS);
    await transaction.query(
      `insert into reference_record (entity, record_key, valid_from, valid_to, fields)
       select $1, row.key, $2, $3, row.fields
         from jsonb_to_recordset($4::jsonb) as row(key text, fields jsonb)`,
      [entity, validFrom, validTo, JSON.stringify(batch)],
    );
    replacement.onProgress?.(start + batch.length);
  }
  await transaction.query(
    `insert into reference_entity_version (entity) values ($1)
     on conflict (entity) do update set version = reference_entity_version.version + 1, changed_at = now()`,
    [entity],
  );
  await transaction.query(
    `insert into reference_import (entity, source, valid_from, row_count, sample)
     values ($1, $2, $3, $4, $5)`,
    [entity, replacement.source, validFrom, replacement.records.length, replacement.sample],
  );
  return { closedRecords: closed.length, replacedRecords: replaced.length, validTo };
}

export interface DataSetSummary {
  readonly entity: string;
  readonly source: string;
  readonly validFrom: string;
  readonly rowCount: number;
  readonly sample: boolean;
  readonly importedAt: string;
}

/**
 * Per entity, the data set of the period in force on `date` (the latest loaded of the latest period that has
 * begun); an entity whose periods all lie ahead shows its first. A tariff imported before its budget year
 * starts is not yet the one in force.
 */
export async function dataSetsInForce(database: SqlExecutor, date: IsoDate): Promise<DataSetSummary[]> {
  return database.query<DataSetSummary>(
    `select distinct on (entity) entity, source, valid_from::text as "validFrom", row_count as "rowCount",
            sample, imported_at::text as "importedAt"
       from reference_import
      order by entity, (valid_from <= $1) desc,
               case when valid_from <= $1 then valid_from end desc nulls last,
               valid_from asc, imported_at desc, id desc`,
    [date],
  );
}
