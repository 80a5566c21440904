import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The tools' chunks in the browser (issue 40). Left to itself the bundler cuts the frame into some eighty
 * files of 1–3 KB; on a phone's HTTP/1.1 connection (six at a time, each a round trip) their number costs
 * more than their bytes. So the framework every screen runs on (React, React Router, i18next, TanStack
 * Query) is one chunk. (Grouping Mantine's pieces too was tried: fewer files, but each screen then loaded
 * pieces of others, 26 KB more in all.)
 */
const TOOLS_CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query))[\\/]/,
    priority: 20,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: TOOLS_CHUNK_GROUPS } } } },
  // The country prerendered pages name; the server's COUNTRY at run time takes over in the browser.
  define: { 'import.meta.env.VITE_PORTAL_COUNTRY': JSON.stringify(process.env.COUNTRY ?? 'BD') },
  // The domain package is used from its TypeScript sources, in the browser build and in prerendering.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: {
    noExternal: ['@tsw/domain'],
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  },
  server: {
    // In development the API runs on its own port (npm run portal).
    proxy: Object.fromEntries(
      ['/api', '/rimm-server', '/health', '/docs', '/portal-config.json'].map((path) => [
        path,
        'http://localhost:3000',
      ]),
    ),
  },
}));
