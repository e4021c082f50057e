import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dashboardProxy } from './src/proxy/vite-plugin';

export default defineConfig({
  plugins: [react(), dashboardProxy()],
  // The manifest (dist/.vite, never served) lets `npm run size` hold each route's first-paint bytes.
  build: {
    target: 'es2022',
    // No preload links for a chunk's imports: the browser finds them as it reads each chunk, all
    // in parallel over the HTTP/2 edge. The links cost more than they saved: in index.html they
    // competed with the first paint (FCP 1.7 -> 1.5 s without), and added on each import() (one
    // per file, 30 to 80 a page) they were 200+ ms of main thread on a slow phone. Lighthouse,
    // same runs: /listings 0.77-0.91 -> 0.88-0.94, /reviews 0.68-0.72 -> 0.76-0.82. CSS of a
    // lazy chunk still loads with it.
    modulePreload: false,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
  },
  server: { host: '127.0.0.1' },
});
