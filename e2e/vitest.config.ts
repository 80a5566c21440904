import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The test helpers' sources, as in ../vitest.config.ts (the portal itself runs from its build).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    // One browser and one portal per file; files run one after another on a 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
