import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const SERVER_ENTRY = new URL('../../server/dist/main.js', import.meta.url).pathname;
const IMPORT_ENTRY = new URL('../../server/dist/cli/import.js', import.meta.url).pathname;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function run(entry: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [entry, ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${entry} exited with ${code}`))));
  });
}

export function importInto(
  env: NodeJS.ProcessEnv,
  format: string,
  file: string,
  validFrom: string,
): Promise<void> {
  return run(IMPORT_ENTRY, ['--format', format, '--file', file, '--valid-from', validFrom], env);
}

export interface RunningPortal {
  readonly url: string;
  /** The server's peak resident memory so far, in MiB (Linux VmHWM). */
  peakMemoryMiB(): number;
  stop(): Promise<void>;
}

export async function startPortal(env: NodeJS.ProcessEnv): Promise<RunningPortal> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SAMPLE_DATA: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    peakMemoryMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kib / 1024);
    },
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
