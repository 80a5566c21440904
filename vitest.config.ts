import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests run the TypeScript sources of workspace packages, not their built output (a stale domain/dist
  // would otherwise pass unseen). Node-side tests resolve through Vite's server environment, whose
  // conditions are ssr.resolve's; the top-level ones reach only the browser environment.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // PGlite starts a WebAssembly PostgreSQL per test file; a 2-core machine runs two at a time. With more
    // cores, half of them: scripts/test.sh runs the PostgreSQL run of the database tests beside this one.
    maxWorkers: Math.max(2, Math.ceil(availableParallelism() / 2)),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'domain/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'web/tools/**/*.test.ts',
            'web/shared/**/*.test.ts',
            'web/buildSteps/**/*.test.ts',
            'web/site/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Test files share their worker's loaded modules rather than each loading the server (Fastify, the
          // identity provider, pdfkit) anew: that loading was two fifths of the suite's CPU. Tests restore what
          // they change (timers, globals) after themselves, and no test mocks a module.
          isolate: false,
          // The MCP SDK's client reads eventsource-parser, whose `source` condition names TypeScript files:
          // Vite transforms them rather than Node loading them as they are.
          server: { deps: { inline: ['@modelcontextprotocol/sdk', 'eventsource-parser'] } },
        },
      },
      {
        extends: true,
        test: {
          // One screen rendered in a DOM (happy-dom), its requests answered by the real server in process
          // (docs/development.md).
          name: 'screens',
          include: ['web/tools/**/*.screen.test.tsx'],
          environment: 'happy-dom',
          globalSetup: ['server/src/testing/screenTestPortal.ts'],
          setupFiles: ['web/tools/testing/screenSetup.ts'],
        },
      },
    ],
  },
});
