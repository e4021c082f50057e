/**
 * The reference page's build (`bench/reference-page.ts` runs it): Vite's production defaults, none
 * of the app's chunking or import swaps, so it stands for the stack as anyone would ship it.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const REFERENCE_OUT_DIR = fileURLToPath(new URL('../results/reference', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  // Mantine's stylesheets are plain CSS: the app's PostCSS setup is for its own CSS modules.
  css: { postcss: { plugins: [] } },
  // Source maps as the app's build has them, for reading a profile of the page.
  build: { outDir: REFERENCE_OUT_DIR, emptyOutDir: true, target: 'es2022', sourcemap: true },
});
