import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';

/** Extra time the supervisor gives workers beyond their own shutdown timeout before it kills them. */
const SUPERVISOR_GRACE_MS = 2000;
/**
 * A replacement waits this long after the first death, twice as long after each death that follows within
 * `RESTART_WINDOW_MS`, up to the maximum: a worker that crashes again at once does not spin.
 */
const RESTART_DELAY = { firstMs: 1000, maximumMs: 30_000 } as const;
const RESTART_WINDOW_MS = 60_000;

export interface WorkerSupervisorOptions {
  readonly workers: number;
  readonly shutdownTimeoutMs: number;
  readonly logLevel: string;
}

/**
 * With WORKERS above 1 this process does not serve: it runs the portal in that many worker processes
 * sharing the port (node:cluster hands each new connection to the next worker), so that one machine's
 * cores all answer requests. Each worker is the same stateless server that runs alone otherwise, as
 * several instances on one PostgreSQL are (decision 0001): its own memory caches, changes seen within
 * REFERENCE_REFRESH_MS, sessions and sign-in throttling in the database.
 *
 * The first worker starts alone, so that it migrates the database and loads the first data before the
 * others start. If it dies before it is ready, the portal cannot start, and everything stops. Later, a
 * worker that dies is replaced, after a delay that grows while deaths keep coming. SIGTERM or SIGINT stops
 * the workers gracefully, then this process.
 */
export function superviseWorkers(options: WorkerSupervisorOptions): void {
  const log = pino({ level: options.logLevel, name: 'supervisor' });
  let running = 0;
  let stopping = false;
  const ready = new WeakSet<Worker>();
  let readyCount = 0;
  let started = false;
  let recentDeaths: number[] = [];

  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    if (running === 0) process.exit(exitCode);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      log.error('workers still running after SHUTDOWN_TIMEOUT_MS; killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, options.shutdownTimeoutMs + SUPERVISOR_GRACE_MS).unref();
    process.exitCode = exitCode;
  };

  const fork = (): Worker => {
    const worker = cluster.fork();
    running++;
    worker.once('listening', () => {
      started = true;
      ready.add(worker);
      readyCount++;
      if (readyCount === options.workers) log.info({ workers: options.workers }, 'every worker is ready');
    });
    worker.once('exit', (code, signal) => {
      running--;
      if (ready.has(worker)) readyCount--;
      if (stopping) {
        if (running === 0) {
          log.info('every worker stopped');
          process.exit();
        }
        return;
      }
      const pid = worker.process.pid;
      if (!started) {
        log.fatal({ worker: pid, code, signal }, 'the first worker stopped before it was ready; stopping');
        stopAll(1);
        return;
      }
      const now = Date.now();
      recentDeaths = [...recentDeaths.filter((time) => now - time < RESTART_WINDOW_MS), now];
      const delayMs = Math.min(
        RESTART_DELAY.firstMs * 2 ** (recentDeaths.length - 1),
        RESTART_DELAY.maximumMs,
      );
      log.error({ worker: pid, code, signal, restartInMs: delayMs }, 'a worker stopped unexpectedly');
      // Not unref'd: with every worker gone, this timer is what keeps the supervisor alive.
      setTimeout(() => {
        if (!stopping) fork();
      }, delayMs);
    });
    return worker;
  };

  fork().once('listening', () => {
    if (stopping) return;
    for (let index = 1; index < options.workers; index++) fork();
  });
  process.once('SIGTERM', () => stopAll(0));
  process.once('SIGINT', () => stopAll(0));
}
