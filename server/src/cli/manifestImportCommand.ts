import { isoDateClock } from '@tsw/domain';
import { configFromEnvironment } from '../config/config.js';
import { migrateDatabase } from '../database/migrate.js';
import { openDatabase } from '../database/openDatabase.js';
import { importManifestFile, type ManifestFileFormat } from '../manifests/manifestImport.js';
import { ReferenceCache } from '../referenceService/referenceCache.js';

/** The import command's names of the manifest files: ASYCUDA World's XML and the portal's CSV layout. */
export const MANIFEST_COMMAND_FORMATS: ReadonlyMap<string, ManifestFileFormat> = new Map([
  ['asycuda-manifest', 'asycuda-xml'],
  ['manifest-csv', 'csv'],
]);

/** Problems listed in full up to this many; beyond, a count. */
const PROBLEMS_SHOWN = 50;

/**
 * Cargo manifests from a file: every manifest and bill of lading is checked against the reference data of
 * today first, and any problem refuses the whole file, listed by line. Progress goes to stderr.
 */
export async function importManifestCommand(filePath: string, format: ManifestFileFormat): Promise<number> {
  const config = configFromEnvironment(process.env);
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const cache = new ReferenceCache(database);
    await cache.refreshVersions();
    const interactive = process.stderr.isTTY;
    const outcome = await importManifestFile(database, cache, {
      filePath,
      format,
      today: isoDateClock(config.timeZone, Date.now)(),
      onProgress: ({ phase, billsOfLading, total }) => {
        const text = total
          ? `${phase} ${billsOfLading}/${total} bills of lading (${Math.round((billsOfLading / total) * 100)}%)`
          : `${phase} ${billsOfLading} bills of lading`;
        process.stderr.write(interactive ? `\r${text}   ` : `${text}\n`);
      },
    });
    if (interactive) process.stderr.write('\n');
    if (!outcome.landed) {
      console.error(`Nothing was imported: ${outcome.problemCount} problem(s).`);
      for (const found of outcome.problems.slice(0, PROBLEMS_SHOWN)) {
        console.error(`  line ${found.line}, ${found.path}: ${found.message}`);
      }
      if (outcome.problemCount > PROBLEMS_SHOWN) {
        console.error(`  … and ${outcome.problemCount - PROBLEMS_SHOWN} more`);
      }
      return 1;
    }
    console.log(`Imported ${outcome.manifests} manifest(s) with ${outcome.billsOfLading} bill(s) of lading.`);
    return 0;
  } finally {
    await database.close();
  }
}
