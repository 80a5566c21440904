import cluster from 'node:cluster';
import { isoDateClock } from '@tsw/domain';
import { buildApp } from './app.js';
import { siteStoreIn } from './site/siteStore.js';
import { superviseWorkers } from './cluster/workerSupervisor.js';
import { configFromEnvironment, ConfigError, type Config } from './config/config.js';
import type { Database } from './database/database.js';
import { migrateDatabase } from './database/migrate.js';
import { openDatabase } from './database/openDatabase.js';
import { ReferenceCache } from './referenceService/referenceCache.js';
import { loadReferenceDataIfEmpty } from './shippedData/firstStartLoad.js';
import { loadCentralBankSampleIfEmpty } from './centralBankRates/centralBankRateSample.js';
import { loadManifestSampleIfEmpty } from './manifests/manifestSampleLoad.js';
import {
  createSampleUsersIfNone,
  replacePublishedSamplePasswords,
  samplePasswordsArePublishable,
  writeSampleAccountsFile,
} from './sampleData/sampleUsers.js';
import { loadContentSampleIfEmpty } from './content/contentSample.js';
import { loadGuideRulesIfEmpty } from './tradersGuide/guideRulesShipped.js';

async function main(): Promise<void> {
  let config;
  try {
    config = configFromEnvironment(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  if (config.workers > 1 && cluster.isPrimary) {
    superviseWorkers(config);
    return;
  }
  const today = isoDateClock(config.timeZone, Date.now);
  const database = await openDatabase(config);
  await migrateDatabase(database);
  await loadReferenceDataIfEmpty(database, today(), {
    real: config.loadReferenceData,
    sample: config.loadSampleData,
  });
  if (config.loadSampleData) {
    await loadCentralBankSampleIfEmpty(database, today());
    await loadContentSampleIfEmpty(database, { country: config.country });
  }
  if (config.identity.embedded) await startSampleAccounts(database, config);

  const cache = new ReferenceCache(database);
  await cache.start(config.referenceRefreshMs, database);
  if (config.loadReferenceData || config.loadSampleData) await loadGuideRulesIfEmpty(database, cache);
  if (config.loadSampleData) await loadManifestSampleIfEmpty(database, cache, today());
  const app = await buildApp({
    database,
    cache,
    today,
    webDirectory: config.webDirectory,
    siteStore: siteStoreIn(config.dataDirectory),
    portal: config,
    identity: config.identity,
    tariffSynonymsFile: config.tariffSynonymsFile,
    logger: { level: config.logLevel },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    const deadline = setTimeout(() => {
      app.log.error('requests still in flight after SHUTDOWN_TIMEOUT_MS; stopping anyway');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    await app.close();
    await cache.stop();
    await database.close();
    app.log.info('stopped');
    // A worker's channel to its supervisor would keep it alive.
    if (cluster.isWorker) process.exit(0);
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDirectory: config.databaseUrl ? undefined : config.dataDirectory },
    `portal ready on http://localhost:${config.port}/ (API documentation at /docs)`,
  );
}

/**
 * The sample accounts: created on first start with sample data, with their published passwords only while the
 * portal is reachable from this machine alone. On an address others reach, new ones get random passwords,
 * and any still on a published password (a database first started locally) gets one, kept in a file of
 * DATA_DIR that only this system user reads (the output names the file, not the passwords).
 */
async function startSampleAccounts(database: Database, config: Config): Promise<void> {
  const publishable = samplePasswordsArePublishable(config.identity.publicUrl);
  const created = config.loadSampleData
    ? await createSampleUsersIfNone(database, config.identity.clientId, { publishedPasswords: publishable })
    : [];
  if (publishable) return;
  const told = [...created, ...(await replacePublishedSamplePasswords(database))];
  if (told.length === 0) return;
  const notice = await writeSampleAccountsFile(told, {
    publicUrl: config.identity.publicUrl,
    directory: config.dataDirectory,
    now: new Date(),
  });
  process.stdout.write(notice);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
