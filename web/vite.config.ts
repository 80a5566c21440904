import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The domain package is used from its TypeScript sources.
    conditions: ['source'],
  },
  server: {
    // In development the API runs on its own port (npm run portal).
    proxy: {
      '/api': 'http://localhost:3000',
      '/rimm-server': 'http://localhost:3000',
      '/health': 'http://localhost:3000',
    },
  },
});
