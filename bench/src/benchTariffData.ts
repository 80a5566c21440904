import { join } from 'node:path';
import { runImportCommand } from '@tsw/server/testing/portalProcess';

const SHARED = new URL('../../../shared/data/', import.meta.url).pathname;
/** The Bangladesh customs tariff 2025-26 the benchmarks search, from ../shared/data. */
export const BENCH_TARIFF = join(SHARED, 'bd-tariff/bd_customs_tariff_2025_26.csv');
/** The HS 2022 nomenclature, from ../shared/data. */
export const BENCH_NOMENCLATURE = join(SHARED, 'hs/hs2022_nomenclature.csv');

/**
 * Loads the HS nomenclature, then the tariff, into the database `env` names, with the import command an
 * administrator runs, so that the benchmarks search data loaded as in production.
 */
export async function importBenchTariff(env: NodeJS.ProcessEnv): Promise<void> {
  await runImportCommand(env, [
    '--format',
    'hs-nomenclature',
    '--file',
    BENCH_NOMENCLATURE,
    '--valid-from',
    '2022-01-01',
  ]);
  await runImportCommand(env, [
    '--format',
    'bd-tariff',
    '--file',
    BENCH_TARIFF,
    '--valid-from',
    '2025-07-01',
  ]);
}
