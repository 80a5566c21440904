import type { BillOfLadingRecord, ManifestRecord, SearchRequest, VesselRecord } from '@tsw/domain';
import { VESSEL_LATEST_MANIFESTS } from '@tsw/domain';
import type { SqlExecutor } from '../database/database.js';
import { cargoSearchSql, type CargoTable } from './cargoSearchSql.js';
import { everyColumn, MANIFEST_TABLE, VESSEL_TABLE } from './cargoTables.js';

/**
 * A page of a search and the count of every match, as `{resultList, totalCount}`. Two statements: the page
 * stops at its last row in the order's index, and the count reads only the filters' columns; one statement
 * counting beside the rows (`count(*) over ()`) would draw every matching row in full first.
 */
export async function cargoSearch(
  database: SqlExecutor,
  table: CargoTable,
  request: SearchRequest,
): Promise<{ resultList: Record<string, unknown>[]; totalCount: number }> {
  const { where, orderBy, select, parameters } = cargoSearchSql(table, request);
  const count = parameters.length;
  const [resultList, [total]] = await Promise.all([
    database.query<Record<string, unknown>>(
      `select ${select} from ${table.from} where ${where} order by ${orderBy}
        limit $${count + 1} offset $${count + 2}`,
      [...parameters, request.max, request.offset],
    ),
    database.query<{ total: number }>(
      `select count(*)::integer as total from ${table.from} where ${where}`,
      parameters,
    ),
  ]);
  return { resultList, totalCount: total?.total ?? 0 };
}

export async function manifestById(database: SqlExecutor, id: number): Promise<ManifestRecord | undefined> {
  const [manifest] = await database.query<ManifestRecord>(
    `select ${everyColumn(MANIFEST_TABLE)} from manifest m where m.id = $1`,
    [id],
  );
  return manifest;
}

/** A manifest's bills of lading in line order, each with its containers. */
export async function billsOfLadingOf(
  database: SqlExecutor,
  manifestId: number,
): Promise<BillOfLadingRecord[]> {
  return database.query<BillOfLadingRecord>(
    `select b.line_number as "lineNumber", b.number, b.consignor, b.consignee, b.notify_party as "notifyParty",
            b.package_count as "packageCount", b.package_type_code as "packageTypeCode",
            b.gross_mass_kg::text as "grossMassKg", b.goods_description as "goodsDescription",
            b.hs_code as "hsCode", b.place_of_loading as "placeOfLoading",
            b.place_of_unloading as "placeOfUnloading",
            coalesce((select jsonb_agg(jsonb_build_object('number', c.number, 'typeCode', c.type_code,
                        'sealNumber', c.seal_number, 'full', c.is_full) order by c.id)
                        from manifest_container c where c.bill_of_lading_id = b.id), '[]'::jsonb) as containers
       from bill_of_lading b where b.manifest_id = $1 order by b.line_number`,
    [manifestId],
  );
}

export async function vesselByImoNumber(
  database: SqlExecutor,
  imoNumber: string,
): Promise<VesselRecord | undefined> {
  const [vessel] = await database.query<VesselRecord>(
    `select ${everyColumn(VESSEL_TABLE)} from vessel v where v.imo_number = $1`,
    [imoNumber],
  );
  return vessel;
}

/** A vessel's latest manifests: the newest departures first. */
export async function latestManifestsOf(database: SqlExecutor, imoNumber: string): Promise<ManifestRecord[]> {
  return database.query<ManifestRecord>(
    `select ${everyColumn(MANIFEST_TABLE)} from manifest m where m.vessel_imo_number = $1
      order by m.departure_date desc, m.id desc limit $2`,
    [imoNumber, VESSEL_LATEST_MANIFESTS],
  );
}
