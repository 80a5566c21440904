import { Type, type Static } from 'typebox';
import type { ReportFormat } from '../documents/reportFormat.js';
import type { EntityDefinition } from './entityCatalog.js';
import { displayedCode, type ReferenceRecord } from './referenceRecord.js';

/*
 * Whole-table downloads of the reference service, written once: the server streams them at these
 * addresses (below the service's own, REFERENCE_DATA_URL), the reference-lists screen asks for them, and
 * both read the same columns.
 */

/** The files a table downloads as. */
export const REFERENCE_EXPORT_FORMATS = ['csv', 'xlsx'] as const satisfies readonly ReportFormat[];
export type ReferenceExportFormat = (typeof REFERENCE_EXPORT_FORMATS)[number];

/**
 * Below the reference service's address: `exports` lists every table with its record count on a date,
 * `exports/{entity}.{format}` is one table's file. A static first segment, so that Fastify takes it before
 * the lookup's `{entity}/*`.
 */
export const REFERENCE_EXPORTS_PATH = 'exports';

/** A table's file below the reference service's address (`exports/location.csv`). */
export function referenceExportPath(entity: string, format: ReferenceExportFormat): string {
  return `${REFERENCE_EXPORTS_PATH}/${entity}.${format}`;
}

/** The name a table's file is saved under: the table and the date its records are in force. */
export function referenceExportFileName(entity: string, date: string, format: ReferenceExportFormat): string {
  return `${entity}_${date}.${format}`;
}

/** The answer of `GET {referenceData}exports`: each table's records in force on the date. */
export const REFERENCE_EXPORTS_ANSWER = Type.Object({
  validityDate: Type.String({ description: 'The date the counts are of (YYYY-MM-DD).' }),
  tables: Type.Array(
    Type.Object({
      entity: Type.String(),
      parent: Type.Optional(Type.String({ description: 'For a sub-entity, the table its rows belong to.' })),
      recordCount: Type.Integer({
        minimum: 0,
        description: 'Records in force on the date: the rows of its files.',
      }),
    }),
  ),
});

export type ReferenceExportsAnswer = Static<typeof REFERENCE_EXPORTS_ANSWER>;

/**
 * A table's columns in a download: its default selection of fields, led by the code people read
 * (`displayedCode`: IM-4, 4000) where its code is in two parts. Headers are the fields' wire names, as the
 * API and the import read them.
 */
export function referenceExportColumns(definition: EntityDefinition): readonly string[] {
  return definition.partedCode ? ['displayedCode', ...definition.selectedFields] : definition.selectedFields;
}

/** One record's cells under `referenceExportColumns`. */
export function referenceExportRow(
  definition: EntityDefinition,
  columns: readonly string[],
  record: ReferenceRecord,
): (string | null)[] {
  return columns.map((column) =>
    column === 'displayedCode' && definition.partedCode
      ? displayedCode(definition, record)
      : (record[column] ?? null),
  );
}
