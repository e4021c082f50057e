import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, E2E } from './e2e/env';

export default defineConfig({
  testDir: 'e2e',
  // axe over a whole page in two colour schemes takes a while on a busy two-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E.port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `http://127.0.0.1:${E2E.port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
