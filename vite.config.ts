import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dashboardProxy } from './src/proxy/vite-plugin';

export default defineConfig({
  plugins: [react(), dashboardProxy()],
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: { host: '127.0.0.1' },
});
