import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files at once: one on the 2-core machine, where a file's portal and Chromium already keep both cores busy
 * (two files at a time took longer, and timed out); with more cores, one file per two.
 */
const FILES_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));

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
    // Files side by side cannot share the template's port (support/portal.ts).
    provide: { filesSideBySide: FILES_AT_ONCE > 1 },
    testTimeout: 60_000,
    // A screen waits on the built portal, which may share the machine with other work: a poll waits up to
    // 15 s (Vitest's default is 1 s) before it fails. It bounds a wait; no test measures speed.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
  },
});
