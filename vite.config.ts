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
    // Small shared chunks are folded into the chunks that import them: a page loads about a third
    // as many files. Served over HTTP/1.1, each file is a round trip on one of six connections;
    // on a slow phone network the count, more than the bytes, held the first paint back
    // (Lighthouse /listings 0.74 → 0.82, for 4% more bytes). The chunks' exports are internal.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // zod is shared by the shell and every page: one copy, in its own chunk.
          experimentalInlineCommonChunks: {
            maxSize: 40_000,
            exclude: /node_modules\/zod\//,
          },
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
});
