import { entityDefinition, recordKey, type IsoDate, type ReferenceRecord } from '@tsw/domain';
import type { Database } from '../database/database.js';
import { replaceReferencePeriod } from '../referenceService/referenceStore.js';

/** Stores records of one entity as a period, as an import would. */
export async function storePeriod(
  database: Database,
  entity: string,
  validFrom: string,
  records: readonly ReferenceRecord[],
): Promise<void> {
  const definition = entityDefinition(entity);
  if (!definition) throw new Error(`no entity ${entity}`);
  await database.transaction((transaction) =>
    replaceReferencePeriod(transaction, {
      entity,
      validFrom: validFrom as IsoDate,
      records: records.map((fields) => ({ key: recordKey(definition, fields), fields })),
      source: 'test fixture',
      sample: false,
    }),
  );
}

/** A few real tariff lines, in two budget years, and reference records with sub-entities. */
export async function storeReferenceFixtures(database: Database): Promise<void> {
  const line = (code: string, description: string, cd: string, tti: string, extra: ReferenceRecord = {}) => ({
    code,
    description,
    hsCode: code.slice(0, 6),
    pr1: code.slice(6),
    chapterCode: code.slice(0, 2),
    headingCode: code.slice(0, 4),
    supplementaryUnit1Code: 'NAR',
    tax01: cd,
    tax08: tti,
    ...extra,
  });
  await storePeriod(database, 'commodity', '2024-07-01', [
    line('01012100', 'Pure-bred breeding horses', '5.00', '10.00'),
    line('85044010', 'Chargers for cellular phones', '25.00', '89.32'),
    line('85171300', 'Smartphones', '25.00', '58.60', { descriptionTranslated: 'স্মার্টফোন' }),
  ]);
  await storePeriod(database, 'commodity', '2025-07-01', [
    line('01012100', 'Pure-bred breeding horses', '1.00', '6.00'),
    line('01012900', 'Other horses', '5.00', '10.00'),
    line('85044010', 'Chargers for cellular phones', '15.00', '61.80'),
    line('85171300', 'Smartphones', '25.00', '58.60', { descriptionTranslated: 'স্মার্টফোন' }),
  ]);
  await storePeriod(database, 'bank', '2020-01-01', [
    {
      code: 'SON',
      description: 'Sonali Bank PLC',
      descriptionTranslated: 'সোনালী ব্যাংক পিএলসি',
      address1: 'Motijheel C/A, Dhaka',
    },
    {
      code: 'JAN',
      description: 'Janata Bank PLC',
      descriptionTranslated: 'জনতা ব্যাংক পিএলসি',
      address1: null,
    },
  ]);
  await storePeriod(database, 'bankBranches', '2020-01-01', [
    { parentCode: 'SON', code: '0001', description: 'Local Office, Motijheel' },
    { parentCode: 'SON', code: '0002', description: 'Agrabad, Chattogram' },
    { parentCode: 'JAN', code: '0001', description: 'Local Office, Dilkusha' },
  ]);
  await storePeriod(database, 'extendedProcedure', '2020-01-01', [
    { code: '4000', requestedProcedureCode: '40', previousProcedureCode: '00', description: 'Home use' },
    {
      code: '4071',
      requestedProcedureCode: '40',
      previousProcedureCode: '71',
      description: 'Home use from warehouse',
    },
    {
      code: '1000',
      requestedProcedureCode: '10',
      previousProcedureCode: '00',
      description: 'Permanent export',
    },
  ]);
  await storePeriod(database, 'modelOfDeclaration', '2020-01-01', [
    { code: 'IM', generalProcedureCode: '7', flow: '1', description: 'Import to warehouse' },
    { code: 'IM', generalProcedureCode: '4', flow: '1', description: 'Import for home use' },
    { code: 'EX', generalProcedureCode: '1', flow: '0', description: 'Permanent export' },
  ]);
  await storePeriod(database, 'sro', '2025-06-01', [
    {
      code: 'SRO-119',
      sroNumber: '119-Ain/2025',
      sroCode: '119',
      cp3Code: '101',
      description: 'Capital machinery',
      path: '/sro/119.pdf',
    },
  ]);
}
