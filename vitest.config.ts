import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Tests run the TypeScript sources of workspace packages, not their built output.
    conditions: ['source'],
  },
  test: {
    include: ['domain/src/**/*.test.ts', 'server/src/**/*.test.ts', 'web/app/**/*.test.ts'],
    // PGlite starts a WebAssembly PostgreSQL per test file; a 2-core machine runs two at a time.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
