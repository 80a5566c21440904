import { resolve } from 'node:path';
import Type, { type Static } from 'typebox';
import Value from 'typebox/value';

/**
 * Every setting the server reads from its environment, with its default. The README's configuration
 * table is this list; `configFromEnvironment` refuses to start on any bad value and names each one.
 */
export const CONFIG_SCHEMA = Type.Object({
  PORT: Type.Integer({
    minimum: 1,
    maximum: 65535,
    default: 3000,
    description: 'Port for the API and the web front end.',
  }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'Address to listen on.' }),
  DATA_DIR: Type.String({
    minLength: 1,
    default: './data',
    description: 'Directory of the embedded database (PGlite), created on first start.',
  }),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      description: 'postgres://… to use a PostgreSQL server instead of the embedded database.',
    }),
  ),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    default: 'info',
    description: 'Structured (JSON) log level: fatal, error, warn, info, debug, trace or silent.',
  }),
  TIME_ZONE: Type.String({
    minLength: 1,
    default: 'Asia/Dhaka',
    description: "The administration's time zone: it decides what 'today' is for dated reference data.",
  }),
  SAMPLE_DATA: Type.Enum(['true', 'false'], {
    default: 'true',
    description: 'Load the sample data on first start, when the database holds no reference data.',
  }),
  WEB_DIST: Type.String({
    minLength: 1,
    default: './web/dist',
    description: 'The built web front end served at /.',
  }),
  REFERENCE_REFRESH_MS: Type.Integer({
    minimum: 100,
    maximum: 3_600_000,
    default: 5000,
    description: 'How often an instance checks for reference data changed by another instance.',
  }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({
    minimum: 0,
    maximum: 600_000,
    default: 10_000,
    description: 'How long a stop waits for requests in flight.',
  }),
});

export type RawConfig = Static<typeof CONFIG_SCHEMA>;

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDirectory: string;
  readonly databaseUrl: string | undefined;
  readonly logLevel: string;
  readonly timeZone: string;
  readonly loadSampleData: boolean;
  readonly webDirectory: string;
  readonly referenceRefreshMs: number;
  readonly shutdownTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The portal cannot start: fix these environment variables.\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
}

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Reads and checks the configuration; throws a ConfigError naming every bad variable. */
export function configFromEnvironment(environment: NodeJS.ProcessEnv): Config {
  const names = Object.keys(CONFIG_SCHEMA.properties);
  const input: Record<string, unknown> = {};
  for (const name of names) {
    const value = environment[name];
    if (value !== undefined && value !== '') input[name] = value;
  }
  const converted = Value.Convert(CONFIG_SCHEMA, Value.Default(CONFIG_SCHEMA, input));
  const problems: string[] = [];
  // One line per variable, however many rules it breaks.
  for (const [name, schema] of Object.entries(CONFIG_SCHEMA.properties)) {
    const value = (converted as Record<string, unknown>)[name];
    const [error] = value === undefined ? [] : [...Value.Errors(schema, value)];
    if (error) {
      problems.push(
        `${name}=${JSON.stringify(input[name])}: ${error.message}. ${(schema as { description?: string }).description ?? ''}`.trim(),
      );
    }
  }
  const raw = converted as RawConfig;
  if (problems.length === 0 && !validTimeZone(raw.TIME_ZONE)) {
    problems.push(
      `TIME_ZONE=${JSON.stringify(raw.TIME_ZONE)}: not a time zone known to this system (e.g. Asia/Dhaka).`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDirectory: resolve(raw.DATA_DIR),
    databaseUrl: raw.DATABASE_URL,
    logLevel: raw.LOG_LEVEL,
    timeZone: raw.TIME_ZONE,
    loadSampleData: raw.SAMPLE_DATA === 'true',
    webDirectory: resolve(raw.WEB_DIST),
    referenceRefreshMs: raw.REFERENCE_REFRESH_MS,
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
  };
}
