import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    // Each test file in a process of its own (vitest's default, held here): the calendar's tests
    // set the process's time zone, which a worker thread could not.
    pool: 'forks',
    // Both cores (vitest leaves one to itself by default): most files wait on servers, databases
    // and jsdom's rendering by turns, and two at once took 22% less time on the two-core machine,
    // under load (web project: 194 s → 151 s).
    maxWorkers: 2,
    // Some projects have no test files yet; remove once both have tests.
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/{contract,sample-api,proxy,people,notify}/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          // A file's servers start in its hooks: the embedded database's first start takes
          // seconds on a busy two-core machine.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // One process per worker for all its files: React, Mantine and jsdom's page load once,
          // not once per file (our own modules still load afresh for each file: the setup file).
          // Measured on the two-core machine: the web project 126 s → 41 s, the same load.
          isolate: false,
          // Whole-app route tests render the app in jsdom: seconds on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
