import type { CargoManifest, CargoVessel } from '@tsw/domain';
import type { Database, SqlExecutor } from '../database/database.js';

/** Rows per insert statement: one bound jsonb parameter each, well under any message size limit. */
const INSERT_BATCH_ROWS = 2_000;

export interface CargoLoad {
  readonly fileName: string;
  readonly format: 'asycuda-xml' | 'csv' | 'generated';
  readonly sample: boolean;
  readonly vessels: readonly CargoVessel[];
  readonly manifests: readonly CargoManifest[];
  /** Told after each batch stored, for a large file's progress. */
  readonly onProgress?: (stored: { manifests: number; billsOfLading: number }) => void;
}

/** A manifest already registered: its office, year and number, and its place in the file. */
export interface CargoRegistrationConflict {
  readonly index: number;
  readonly customsOfficeCode: string;
  readonly registrationYear: number;
  readonly registrationNumber: number;
}

export type CargoStoreOutcome =
  | {
      readonly ok: true;
      readonly importId: number;
      readonly manifests: number;
      readonly billsOfLading: number;
    }
  | { readonly ok: false; readonly conflicts: readonly CargoRegistrationConflict[] };

async function inBatches<Row>(rows: readonly Row[], write: (batch: readonly Row[]) => Promise<void>) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
    await write(rows.slice(start, start + INSERT_BATCH_ROWS));
  }
}

/** Vessels are kept up to date: a file names where a ship is now, so its position and status move on. */
async function storeVessels(transaction: SqlExecutor, vessels: readonly CargoVessel[], sample: boolean) {
  await inBatches(vessels, (batch) =>
    transaction
      .query(
        `insert into vessel (imo_number, name, type, flag_country_code, registration_number, registration_date,
           mmsi, call_sign, previous_port, next_port, atd, ata, status, sample)
         select v."imoNumber", v."name", v."type", v."flagCountryCode", v."registrationNumber",
                v."registrationDate", v."mmsi", v."callSign", v."previousPort", v."nextPort", v."atd", v."ata",
                v."status", $2
           from jsonb_to_recordset($1::jsonb) as v("imoNumber" text, "name" text, "type" text,
                "flagCountryCode" text, "registrationNumber" text, "registrationDate" date, "mmsi" text,
                "callSign" text, "previousPort" text, "nextPort" text, "atd" timestamptz, "ata" timestamptz,
                "status" text)
         on conflict (imo_number) do update set name = excluded.name, type = excluded.type,
           flag_country_code = excluded.flag_country_code, mmsi = excluded.mmsi, call_sign = excluded.call_sign,
           previous_port = excluded.previous_port, next_port = excluded.next_port, atd = excluded.atd,
           ata = excluded.ata, status = excluded.status`,
        [JSON.stringify(batch), sample],
      )
      .then(() => undefined),
  );
}

const registrationKey = (office: string, year: number, number: number) => `${office}/${year}/${number}`;

/**
 * Stores a file's vessels and manifests, with their bills of lading and containers, whole or not at all,
 * in one transaction. A manifest registered already (same office, year and number) stops the whole file.
 */
export async function storeCargo(database: Database, load: CargoLoad): Promise<CargoStoreOutcome> {
  return database.transaction(async (transaction) => {
    // One import at a time, so that two files cannot both find a registration number free.
    await transaction.query('lock table manifest_import in exclusive mode');
    const keys = load.manifests.map((manifest) => [
      manifest.customsOfficeCode,
      manifest.registrationYear,
      manifest.registrationNumber,
    ]);
    const taken = await transaction.query<{ office: string; year: number; number: number }>(
      `select customs_office_code as office, registration_year as year, registration_number as number
         from manifest join jsonb_to_recordset($1::jsonb) as k(office text, year integer, number integer)
           on customs_office_code = k.office and registration_year = k.year and registration_number = k.number`,
      [JSON.stringify(keys.map(([office, year, number]) => ({ office, year, number })))],
    );
    if (taken.length > 0) {
      const takenKeys = new Set(taken.map((row) => registrationKey(row.office, row.year, row.number)));
      return {
        ok: false,
        conflicts: load.manifests.flatMap((manifest, index) =>
          takenKeys.has(
            registrationKey(
              manifest.customsOfficeCode,
              manifest.registrationYear,
              manifest.registrationNumber,
            ),
          )
            ? [
                {
                  index,
                  customsOfficeCode: manifest.customsOfficeCode,
                  registrationYear: manifest.registrationYear,
                  registrationNumber: manifest.registrationNumber,
                },
              ]
            : [],
        ),
      };
    }
    await storeVessels(transaction, load.vessels, load.sample);
    const [imported] = await transaction.query<{ id: number }>(
      `insert into manifest_import (file_name, format, manifest_count, sample) values ($1, $2, $3, $4)
       returning id::integer`,
      [load.fileName, load.format, load.manifests.length, load.sample],
    );
    const importId = imported?.id ?? 0;
    let storedManifests = 0;
    let storedBills = 0;
    await inBatches(load.manifests, async (batch) => {
      const ids = await transaction.query<{ id: number }>(
        `insert into manifest (import_id, voyage_number, rotation_number, customs_office_code, mode_of_transport,
           place_of_departure, place_of_destination, departure_date, expected_arrival_date, arrival_date,
           registration_year, registration_number, registration_date, carrier_code, carrier_name, transport_name,
           vessel_imo_number, bill_of_lading_count, container_count, sample)
         select $2, m."voyageNumber", m."rotationNumber", m."customsOfficeCode", m."modeOfTransport",
                m."placeOfDeparture", m."placeOfDestination", m."departureDate", m."expectedArrivalDate",
                m."arrivalDate", m."registrationYear", m."registrationNumber", m."registrationDate",
                m."carrierCode", m."carrierName", m."transportName", m."vesselImoNumber", m."bills",
                m."containers", $3
           from jsonb_to_recordset($1::jsonb) as m("voyageNumber" text, "rotationNumber" text,
                "customsOfficeCode" text, "modeOfTransport" text, "placeOfDeparture" text,
                "placeOfDestination" text, "departureDate" date, "expectedArrivalDate" date, "arrivalDate" date,
                "registrationYear" integer, "registrationNumber" integer, "registrationDate" date,
                "carrierCode" text, "carrierName" text, "transportName" text, "vesselImoNumber" text,
                "bills" integer, "containers" integer, "position" integer)
          order by m."position"
         returning id::integer`,
        [
          JSON.stringify(
            batch.map(({ billsOfLading, ...manifest }, position) => ({
              ...manifest,
              position,
              bills: billsOfLading.length,
              containers: billsOfLading.reduce((sum, bill) => sum + bill.containers.length, 0),
            })),
          ),
          importId,
          load.sample,
        ],
      );
      // Identity values follow the insert's order: the ids are given to the rows in `position` order.
      const sortedIds = ids.map((row) => row.id).sort((left, right) => left - right);
      const bills = batch.flatMap((manifest, index) =>
        manifest.billsOfLading.map((bill) => ({ ...bill, manifestId: sortedIds[index] })),
      );
      await inBatches(bills, async (billBatch) => {
        const billIds = await transaction.query<{ id: number }>(
          `insert into bill_of_lading (manifest_id, line_number, number, consignor, consignee, notify_party,
             package_count, package_type_code, gross_mass_kg, goods_description, hs_code, place_of_loading,
             place_of_unloading)
           select b."manifestId", b."lineNumber", b."number", b."consignor", b."consignee", b."notifyParty",
                  b."packageCount", b."packageTypeCode", b."grossMassKg", b."goodsDescription", b."hsCode",
                  b."placeOfLoading", b."placeOfUnloading"
             from jsonb_to_recordset($1::jsonb) as b("manifestId" bigint, "lineNumber" integer,
                  "number" text, "consignor" text, "consignee" text, "notifyParty" text, "packageCount" integer,
                  "packageTypeCode" text, "grossMassKg" numeric, "goodsDescription" text, "hsCode" text,
                  "placeOfLoading" text, "placeOfUnloading" text, "position" integer)
            order by b."position"
           returning id::integer`,
          [
            JSON.stringify(
              billBatch.map(({ containers: _containers, ...bill }, position) => ({ ...bill, position })),
            ),
          ],
        );
        const sortedBillIds = billIds.map((row) => row.id).sort((left, right) => left - right);
        const containers = billBatch.flatMap((bill, index) =>
          bill.containers.map((container) => ({ ...container, billId: sortedBillIds[index] })),
        );
        if (containers.length > 0) {
          await transaction.query(
            `insert into manifest_container (bill_of_lading_id, number, type_code, seal_number, is_full)
             select c."billId", c."number", c."typeCode", c."sealNumber", c."full"
               from jsonb_to_recordset($1::jsonb) as c("billId" bigint, "number" text, "typeCode" text,
                    "sealNumber" text, "full" boolean)`,
            [JSON.stringify(containers)],
          );
        }
        storedBills += billBatch.length;
      });
      storedManifests += batch.length;
      load.onProgress?.({ manifests: storedManifests, billsOfLading: storedBills });
    });
    // The planner's statistics, renewed for the rows just stored: PGlite runs no autovacuum, and a search
    // planned on a table it believes empty reads it whole.
    await transaction.query('analyze manifest, vessel');
    return { ok: true, importId, manifests: storedManifests, billsOfLading: storedBills };
  });
}
