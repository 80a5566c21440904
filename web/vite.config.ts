import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
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
});
