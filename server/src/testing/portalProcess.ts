import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The built server and import command, as `npm start` and `npm run import` run them (from src or dist alike). */
const SERVER_ENTRY = new URL('../../dist/main.js', import.meta.url).pathname;
const IMPORT_ENTRY = new URL('../../dist/cli/import.js', import.meta.url).pathname;
const USERS_ENTRY = new URL('../../dist/cli/users.js', import.meta.url).pathname;
const EXPORT_SITE_ENTRY = new URL('../../dist/cli/exportSite.js', import.meta.url).pathname;

/** How long a starting portal may take to answer /health (first start loads the sample data). */
const PORTAL_START_TIMEOUT_MS = 90_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

function runCommand(
  entry: string,
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  input?: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], { env, stdio: ['pipe', 'ignore', 'pipe'] });
    child.stdin.end(input ?? '');
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${entry} ${args.join(' ')} failed:\n${errors}`)),
    );
  });
}

/** Runs the import command to its end; rejects with its output when it fails. */
export function runImportCommand(env: NodeJS.ProcessEnv, args: readonly string[]): Promise<void> {
  return runCommand(IMPORT_ENTRY, env, args);
}

/**
 * The import command started and left running, its output piped: for a caller that follows its progress
 * or kills it mid-way (the crash-recovery benchmark).
 */
export function startImportCommand(env: NodeJS.ProcessEnv, args: readonly string[]): ChildProcess {
  return spawn(process.execPath, [IMPORT_ENTRY, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** `npm run export-site -- --out …`: the information site written as files, for a static host. */
export function runExportSiteCommand(env: NodeJS.ProcessEnv, outDirectory: string): Promise<void> {
  return runCommand(EXPORT_SITE_ENTRY, env, ['--out', outDirectory]);
}

/** `npm run users -- add …`: an account with the given roles and password. */
export function runAddUserCommand(
  env: NodeJS.ProcessEnv,
  user: { username: string; password: string; roles: readonly string[] },
): Promise<void> {
  return runCommand(
    USERS_ENTRY,
    env,
    [
      'add',
      '--username',
      user.username,
      '--email',
      `${user.username}@example.test`,
      '--first-name',
      user.username,
      '--last-name',
      'Tester',
      '--roles',
      user.roles.join(','),
      '--password-stdin',
    ],
    `${user.password}\n`,
  );
}

export interface PortalProcess {
  readonly url: string;
  readonly pid: number;
  /** What it has printed so far (its structured log). */
  output(): string;
  /** The server's peak resident memory so far, in MiB (Linux VmHWM). */
  peakMemoryMiB(): number;
  /** Stops it as an operator would (SIGTERM) and waits for it to exit; resolves with its exit code. */
  stop(): Promise<number | null>;
  /** Kills it at once (SIGKILL), as a crash or an out-of-memory kill would, and waits until it is gone. */
  kill(): Promise<void>;
}

/** How often a starting portal is asked for /health, unless the caller times the start more finely. */
const HEALTH_POLL_MS = 200;

/** The built portal in its own process on a free loopback port, once it answers /health. */
export async function startPortalProcess(
  env: NodeJS.ProcessEnv,
  options: {
    healthPollMs?: number;
    /** Options for Node itself that NODE_OPTIONS may not carry (`--cpu-prof`). */
    nodeArguments?: readonly string[];
  } = {},
): Promise<PortalProcess> {
  // A given PORT is kept: a restart on the same address keeps the issuer, so sign-ins survive it.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [...(options.nodeArguments ?? []), SERVER_ENTRY], {
    env: { PUBLIC_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + PORTAL_START_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The portal did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.healthPollMs ?? HEALTH_POLL_MS));
  }
  return {
    url,
    pid: child.pid as number,
    output: () => output,
    peakMemoryMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
