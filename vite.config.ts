import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dashboardProxy } from './src/proxy/vite-plugin';

export default defineConfig({
  plugins: [react(), dashboardProxy()],
  // The manifest (dist/.vite, never served) lets `npm run size` hold each route's first-paint bytes.
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
  },
  server: { host: '127.0.0.1' },
});
