import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, E2E, E2E_WORKERS } from './e2e/env';

export default defineConfig({
  testDir: 'e2e',
  // A journey's limit, not a budget: axe over a whole page in two colour schemes takes a while
  // on a busy two-core machine, and the CI's host has run the suite at half this one's speed.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // A file's tests run in order, in one worker; files are shared out between the workers, each
  // with its own servers (e2e/env.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E.port}`,
    // Recording a trace of every journey cost a quarter of the suite's time (people and reviews
    // specs: 153 s with it, 118 s without); a failure is traced when it is retried (CI retries
    // once; locally, `--trace on`).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: E2E.lanes.map(({ port, samplePort }) => ({
    command: 'node --import tsx scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/`,
    env: { E2E_PORT: String(port), E2E_SAMPLE_PORT: String(samplePort) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
  })),
});
