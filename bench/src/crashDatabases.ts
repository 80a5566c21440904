import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '@tsw/server/database/database';
import { openDatabase } from '@tsw/server/database/openDatabase';
import type { PortalProcess } from '@tsw/server/testing/portalProcess';
import { startProductionPortal } from './productionPortal.js';

/**
 * One of the two databases the portal runs on, as the crash-recovery benchmark uses it: a baseline loaded
 * once by a first start of the portal, and throw-away copies of it, one per crash, each reached by the
 * portal, the import command and the benchmark's own reads alike.
 */
export interface CrashDatabase {
  readonly name: string;
  /** The portal's first start on an empty database: the baseline every copy starts from. */
  loadBaseline(): Promise<void>;
  /** A fresh copy of the baseline, named `copy`. */
  copyBaseline(copy: string): Promise<void>;
  /** The portal's data directory for `copy` (besides PGlite's files, the pages it keeps for its next start). */
  dataDirectory(copy: string): string;
  /** The environment the import command needs to work on `copy` (or on the baseline). */
  commandEnv(copy: string): NodeJS.ProcessEnv;
  startPortal(copy: string): Promise<PortalProcess>;
  /** The copy opened as the portal opens it (PGlite: the recovery after a crash runs here). */
  open(copy: string): Promise<Database>;
  dropCopy(copy: string): Promise<void>;
  /** Removes the baseline and every file left. */
  close(): Promise<void>;
}

const BASELINE = 'baseline';

/** The embedded database: each copy is a data directory, copied file by file from the baseline's. */
export function embeddedCrashDatabase(root: string): CrashDatabase {
  const directory = (copy: string) => join(root, copy);
  return {
    name: 'embedded (PGlite)',
    dataDirectory: directory,
    async loadBaseline() {
      await (await startProductionPortal(directory(BASELINE))).stop();
    },
    async copyBaseline(copy) {
      cpSync(directory(BASELINE), directory(copy), { recursive: true });
    },
    commandEnv: (copy) => ({ ...process.env, DATA_DIR: directory(copy), DATABASE_URL: '' }),
    startPortal: (copy) => startProductionPortal(directory(copy)),
    open: (copy) => openDatabase({ dataDirectory: directory(copy) }),
    async dropCopy(copy) {
      rmSync(directory(copy), { recursive: true, force: true });
    },
    async close() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL server (`serverUrl` names its maintenance database): the baseline is a database of its
 * own, and each copy a database created from it as a template.
 */
export function postgresCrashDatabase(root: string, serverUrl: string): CrashDatabase {
  const databaseName = (copy: string) => `crash_${copy.replaceAll('-', '_')}`;
  const urlOf = (copy: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName(copy)}`;
    return url.toString();
  };
  const administer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  // The portal keeps the pages it drew in a data directory even when its database is a server.
  const dataDirectory = (copy: string) => {
    mkdirSync(join(root, copy), { recursive: true });
    return join(root, copy);
  };
  return {
    name: 'PostgreSQL',
    dataDirectory,
    async loadBaseline() {
      await administer(`create database ${databaseName(BASELINE)}`);
      await (await startProductionPortal(dataDirectory(BASELINE), { databaseUrl: urlOf(BASELINE) })).stop();
    },
    async copyBaseline(copy) {
      await administer(`create database ${databaseName(copy)} template ${databaseName(BASELINE)}`);
      cpSync(dataDirectory(BASELINE), dataDirectory(copy), { recursive: true });
    },
    commandEnv: (copy) => ({ ...process.env, DATA_DIR: dataDirectory(copy), DATABASE_URL: urlOf(copy) }),
    startPortal: (copy) => startProductionPortal(dataDirectory(copy), { databaseUrl: urlOf(copy) }),
    open: (copy) => openDatabase({ databaseUrl: urlOf(copy), dataDirectory: dataDirectory(copy) }),
    async dropCopy(copy) {
      // A killed client's session may still be ending on the server: force it out.
      await administer(`drop database if exists ${databaseName(copy)} with (force)`);
      rmSync(join(root, copy), { recursive: true, force: true });
    },
    async close() {
      await administer(`drop database if exists ${databaseName(BASELINE)} with (force)`);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
