import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files at once: two on the 2-core machine, where one file's portal and Chromium keep about one core busy
 * (they wait on each other); with more cores, one file per two. Most files share the run's portal
 * (support/sharedPortalBroker.ts), so a second file adds a Chromium, not a portal and its site.
 */
const FILES_AT_ONCE = Math.min(availableParallelism(), Math.max(2, Math.floor(availableParallelism() / 2)));

export default defineConfig({
  // The test helpers' sources, as in ../vitest.config.ts (the portal itself runs from its build).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // One real first start, copied for each file's portal (support/portalTemplate.ts).
    globalSetup: ['e2e/support/portalTemplate.ts'],
    // One browser and one portal per file.
    fileParallelism: FILES_AT_ONCE > 1,
    maxWorkers: FILES_AT_ONCE,
    testTimeout: 60_000,
    // A screen waits on the built portal, which may share the machine with other work: a poll waits up to
    // 15 s (Vitest's default is 1 s) before it fails. It bounds a wait; no test measures speed.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
  },
});
