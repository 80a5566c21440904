import type { Database } from './database.js';
import { openPgliteDatabase } from './pgliteDatabase.js';
import { openPostgresDatabase } from './postgresDatabase.js';

/** A PostgreSQL server when a URL is given, else the embedded database in the data directory. */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDirectory: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgresDatabase(options.databaseUrl)
    : openPgliteDatabase(options.dataDirectory);
}
