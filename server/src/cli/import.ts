import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { isoDateClock } from '@tsw/domain';
import { configFromEnvironment } from '../config/config.js';
import { migrateDatabase } from '../database/migrate.js';
import { openDatabase } from '../database/openDatabase.js';
import { importDataSet } from '../importing/importDataSet.js';
import type { RejectedRow } from '../importing/importFileRows.js';
import { importCentralBankRates } from '../centralBankRates/centralBankRateImport.js';
import {
  CENTRAL_BANK_RATE_FORMATS,
  type CentralBankRateFormat,
} from '../centralBankRates/centralBankRateFormats.js';
import { IMPORT_FORMATS } from '../importing/importFormats.js';
import { ReferenceCache } from '../referenceService/referenceCache.js';
import { importGuideRulesCsv } from '../tradersGuide/guideRuleImport.js';
import { TradersGuideTables } from '../tradersGuide/tradersGuideLookups.js';
import { runCommandLine } from './commandLine.js';
import { importManifestCommand, MANIFEST_COMMAND_FORMATS } from './manifestImportCommand.js';
import { importHsHistory, HS_HISTORY_COLUMNS } from '../hsFinder/hsHistoryImport.js';
import { rebuildHsModel } from '../hsFinder/hsModelRebuild.js';
import type { Database } from '../database/database.js';
import type { Config } from '../config/config.js';
import { loadHsStructure } from '../tariff/hsStructure.js';
import {
  importTariffTexts,
  TARIFF_TEXTS_COLUMNS,
  TARIFF_TEXTS_FORMAT,
} from '../importing/tariffTextsImport.js';

/** The traders' guide's rules: not a reference entity, but the editors' CSV of rules (docs/importing.md). */
const TRADERS_GUIDE_FORMAT = 'traders-guide';
/** The HS code finder's history: past declarations (goods description → code) it learns from. */
const HS_HISTORY_FORMAT = 'hs-history';

const USAGE = `Load a full data set from a CSV file into a reference entity, as one validity period, or a
central bank's published rates.

  npm run import -- --format <format> --file <path> --valid-from <YYYY-MM-DD> [--entity <entity>] [--source <text>]
  npm run import -- --format exchange-rates --file <path>      (a history: each row's date starts its period)
  npm run import -- --format central-bank-rates --file <path> --source <publisher> [--quote-currency BDT]
  npm run import -- --format ecb-euro-rates --file <eurofxref-hist.csv>
  npm run import -- --format traders-guide --file <rules.csv> [--user <name>]
  npm run import -- --format hs-history --file <declarations.csv>
  npm run import -- --format tariff-texts --file <texts.csv> --valid-from <YYYY-MM-DD>
  npm run import -- --format asycuda-manifest --file <awmds.xml>   (cargo manifests, ASYCUDA World XML)
  npm run import -- --format manifest-csv --file <manifests.csv>   (cargo manifests, the CSV layout)

Formats:
${[...IMPORT_FORMATS.values()].map((format) => `  ${format.name.padEnd(18)} ${format.entity ?? '(--entity)'}: ${format.description}`).join('\n')}
${[...CENTRAL_BANK_RATE_FORMATS.values()].map((format) => `  ${format.name.padEnd(18)} ${format.description}`).join('\n')}
  ${TRADERS_GUIDE_FORMAT.padEnd(18)} the traders' guide's rules, as the editors' CSV import takes them
  ${TARIFF_TEXTS_FORMAT.padEnd(18)} commodity: national texts of lines in force (columns ${TARIFF_TEXTS_COLUMNS.join(', ')}; language en, fr, es, ar or bn)
  ${HS_HISTORY_FORMAT.padEnd(18)} past declarations (columns ${HS_HISTORY_COLUMNS.join(', ')}) the HS code finder learns from

Every row is checked first; any rejected row is listed with its line and nothing is stored. Otherwise
the data lands whole, and the entity's previous period ends the day before --valid-from.
Central-bank rates are never overwritten: a day already stored is skipped when the file says the same,
and stops the file when it says otherwise.
An import of the tariff (commodity) or of a history builds the HS code finder's model again; running
portals load it within seconds.
The database is the portal's (DATABASE_URL, or the embedded one in DATA_DIR, which must not be in use).`;

/** Rejected rows listed in full up to this many; beyond, a count. */
const REJECTED_ROWS_SHOWN = 50;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      format: { type: 'string' },
      file: { type: 'string' },
      'valid-from': { type: 'string' },
      entity: { type: 'string' },
      source: { type: 'string' },
      'quote-currency': { type: 'string' },
      user: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.format || !values.file) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const centralBankFormat = CENTRAL_BANK_RATE_FORMATS.get(values.format);
  if (centralBankFormat) {
    return importCentralBankFile(centralBankFormat, {
      filePath: values.file,
      ...(values.source ? { source: values.source } : {}),
      ...(values['quote-currency'] ? { quoteCurrency: values['quote-currency'] } : {}),
    });
  }
  if (values.format === TRADERS_GUIDE_FORMAT) {
    return importTradersGuideFile(values.file, values.user ?? 'import-command');
  }
  if (values.format === HS_HISTORY_FORMAT) return importHsHistoryFile(values.file);
  if (values.format === TARIFF_TEXTS_FORMAT) return importTariffTextsFile(values.file, values['valid-from']);
  const manifestFormat = MANIFEST_COMMAND_FORMATS.get(values.format);
  if (manifestFormat) return importManifestCommand(values.file, manifestFormat);
  const format = IMPORT_FORMATS.get(values.format);
  if (!format) {
    console.error(`Unknown format '${values.format}'.\n\n${USAGE}`);
    return 2;
  }
  if (!format.periodColumn && !values['valid-from']) {
    console.error(`The ${format.name} format needs --valid-from.\n\n${USAGE}`);
    return 2;
  }
  const config = configFromEnvironment(process.env);
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const interactive = process.stderr.isTTY;
    const outcome = await importDataSet(database, {
      filePath: values.file,
      format,
      ...(values['valid-from'] ? { validFrom: values['valid-from'] } : {}),
      ...(values.entity ? { entity: values.entity } : {}),
      ...(values.source ? { source: values.source } : {}),
      onProgress: ({ phase, rows, total }) => {
        const text = total
          ? `${phase} ${rows}/${total} rows (${Math.round((rows / total) * 100)}%)`
          : `${phase} ${rows} rows`;
        process.stderr.write(interactive ? `\r${text}   ` : `${text}\n`);
      },
    });
    if (interactive) process.stderr.write('\n');
    if (!outcome.landed) {
      printRejectedRows(outcome.rejectedRows);
      return 1;
    }
    console.log(
      `Imported ${outcome.acceptedRows} ${outcome.entity} record(s) valid from ${outcome.validFrom}` +
        (outcome.periods > 1 ? ` in ${outcome.periods} periods` : '') +
        (outcome.skippedRows ? `; ${outcome.skippedRows} row(s) outside the data set skipped` : '') +
        (outcome.closedRecords
          ? `; ${outcome.closedRecords} record(s) of the previous period now end the day before`
          : '') +
        (outcome.replacedRecords
          ? `; ${outcome.replacedRecords} record(s) of the same period replaced`
          : '') +
        '.',
    );
    if (outcome.flaggedRows.length > 0) {
      console.error(
        `${outcome.flaggedRows.length} row(s) landed as written with text to check against the printed ` +
          'schedule (the HS text shown beside each line keeps its meaning):',
      );
      printRows(outcome.flaggedRows);
    }
    if (outcome.entity === 'commodity') await rebuildHsModelAfterImport(database, config);
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * Past declarations for the HS code finder: every row is checked against HS 2022 first, and one bad row
 * refuses the file; then the model is built again from the tariff, the shipped examples and every history.
 */
async function importHsHistoryFile(filePath: string): Promise<number> {
  const config = configFromEnvironment(process.env);
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const batch = `${basename(filePath)} ${new Date().toISOString()}`;
    const outcome = await importHsHistory(database, filePath, { structure: loadHsStructure(), batch });
    if (!outcome.landed) {
      console.error(`Nothing was imported: ${outcome.problems.length} problem(s).`);
      for (const found of outcome.problems.slice(0, REJECTED_ROWS_SHOWN)) {
        console.error(
          `  line ${found.line}${found.column ? `, column ${found.column}` : ''}: ${found.message}`,
        );
      }
      if (outcome.problems.length > REJECTED_ROWS_SHOWN) {
        console.error(`  … and ${outcome.problems.length - REJECTED_ROWS_SHOWN} more`);
      }
      return 1;
    }
    console.log(`Imported ${outcome.rows} past declaration(s) as the batch '${outcome.batch}'.`);
    await rebuildHsModelAfterImport(database, config);
    return 0;
  } finally {
    await database.close();
  }
}

async function importTariffTextsFile(filePath: string, validFrom: string | undefined): Promise<number> {
  if (!validFrom) {
    console.error(`The ${TARIFF_TEXTS_FORMAT} format needs --valid-from.\n\n${USAGE}`);
    return 2;
  }
  const database = await openDatabase(configFromEnvironment(process.env));
  try {
    await migrateDatabase(database);
    const outcome = await importTariffTexts(database, { filePath, validFrom });
    if (!outcome.landed) {
      printRejectedRows(outcome.rejectedRows);
      return 1;
    }
    console.log(
      `Imported ${outcome.acceptedRows} national text(s): the tariff's ${outcome.storedLines} lines valid ` +
        `from ${outcome.validFrom}, the others unchanged.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function rebuildHsModelAfterImport(database: Database, config: Config): Promise<void> {
  console.log("Building the HS code finder's model again…");
  const cache = new ReferenceCache(database);
  await cache.refreshVersions();
  const built = await rebuildHsModel(database, cache, isoDateClock(config.timeZone, Date.now)());
  const examples = Object.entries(built.trainedOn.examples)
    .map(([source, count]) => `${count} ${source}`)
    .join(', ');
  console.log(
    `Built the model ${built.version} in ${(built.milliseconds / 1000).toFixed(1)} s from ${examples}.`,
  );
}

async function importCentralBankFile(
  format: CentralBankRateFormat,
  options: { filePath: string; source?: string; quoteCurrency?: string },
): Promise<number> {
  const database = await openDatabase(configFromEnvironment(process.env));
  try {
    await migrateDatabase(database);
    const outcome = await importCentralBankRates(database, { ...options, format });
    if (!outcome.landed) {
      printRejectedRows(outcome.rejectedRows);
      return 1;
    }
    console.log(
      `Imported ${outcome.storedRows} central-bank rate(s) from ${outcome.firstDate} to ${outcome.lastDate}` +
        (outcome.unchangedRows ? `; ${outcome.unchangedRows} already stored alike, skipped` : '') +
        '.',
    );
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * The traders' guide's rules from an editors' CSV: rows without an id add rules, rows with one change (or
 * withdraw) that rule; any problem refuses the whole file. Running portals see the rules within seconds.
 */
async function importTradersGuideFile(filePath: string, username: string): Promise<number> {
  const database = await openDatabase(configFromEnvironment(process.env));
  try {
    await migrateDatabase(database);
    const cache = new ReferenceCache(database);
    await cache.refreshVersions();
    const lists = (await TradersGuideTables.of(cache)).ruleCodeLists();
    const outcome = await importGuideRulesCsv(database, filePath, { lists, username });
    if (!outcome.landed) {
      console.error(`Nothing was imported: ${outcome.problemCount} problem(s).`);
      for (const found of outcome.problems.slice(0, REJECTED_ROWS_SHOWN)) console.error(`  ${found.message}`);
      if (outcome.problemCount > REJECTED_ROWS_SHOWN) {
        console.error(`  … and ${outcome.problemCount - REJECTED_ROWS_SHOWN} more`);
      }
      return 1;
    }
    const { imported, created, updated, withdrawn } = outcome.counts;
    console.log(
      `Imported ${imported} rule(s) of the traders' guide: ${created} added, ${updated} changed` +
        (withdrawn ? ` (${withdrawn} withdrawn)` : '') +
        '.',
    );
    return 0;
  } finally {
    await database.close();
  }
}

function printRejectedRows(rejectedRows: readonly RejectedRow[]): void {
  console.error(`Nothing was imported: ${rejectedRows.length} row(s) rejected.`);
  printRows(rejectedRows);
}

/** Rows with a reason each (rejected, or flagged), the first REJECTED_ROWS_SHOWN in full. */
function printRows(rows: readonly RejectedRow[]): void {
  for (const row of rows.slice(0, REJECTED_ROWS_SHOWN)) console.error(`  line ${row.line}: ${row.reason}`);
  if (rows.length > REJECTED_ROWS_SHOWN) console.error(`  … and ${rows.length - REJECTED_ROWS_SHOWN} more`);
}

runCommandLine(main);
