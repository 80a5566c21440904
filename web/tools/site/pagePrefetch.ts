import { isbot } from 'isbot';
import { SITE_LOADING } from '../../shared/config/siteLimits';

export interface PrefetchQueue {
  /** Asks for a page's data; a page asked for before is not fetched again. */
  add(path: string): void;
  /** Drops what is waiting; batches already under way finish. */
  stop(): void;
}

/**
 * The prefetch: pages are fetched a batch at a time (4), each batch after the last has finished and a
 * pause (3 s) has passed, so that links scrolled past do not crowd out what the reader asks for.
 */
export function createPrefetchQueue(
  fetchPage: (path: string) => Promise<unknown>,
  options: { batch?: number; pauseMs?: number } = {},
): PrefetchQueue {
  const batch = options.batch ?? SITE_LOADING.prefetchBatch;
  const pauseMs = options.pauseMs ?? SITE_LOADING.prefetchPauseMs;
  const waiting: string[] = [];
  const asked = new Set<string>();
  let running = false;
  let stopped = false;

  const run = async () => {
    while (waiting.length > 0 && !stopped) {
      const paths = waiting.splice(0, batch);
      await Promise.allSettled(paths.map((path) => fetchPage(path)));
      if (waiting.length > 0 && !stopped) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    running = false;
  };

  return {
    add(path) {
      if (stopped || asked.has(path)) return;
      asked.add(path);
      waiting.push(path);
      if (running) return;
      // Links that come into view together are fetched together: the batch starts after this task.
      running = true;
      setTimeout(() => void run(), 0);
    },
    stop() {
      stopped = true;
      waiting.length = 0;
    },
  };
}

/** What the browser says of itself that prefetching reads. */
export interface PrefetchConditions {
  readonly userAgent: string;
  readonly connection?: { readonly saveData?: boolean; readonly effectiveType?: string };
}

/** No prefetch on a slow connection (2g, slow-2g), when the reader saves data, or for a bot. */
export function prefetchAllowed(conditions: PrefetchConditions): boolean {
  const { connection, userAgent } = conditions;
  if (connection?.saveData) return false;
  if (connection?.effectiveType?.includes('2g')) return false;
  return !isbot(userAgent);
}
