/**
 * How many browsers run the tests at once. Each has a pair of servers of its own (the sample API
 * and the production server), so what one test writes (a reply, a raise) is never read by a test
 * running beside it.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/**
 * A worker's servers are this many ports above the first worker's (`E2E_LANE_PORTS`, default 100);
 * the ports of a spec's own servers (e2e/servers.ts) scale with it, so a lane keeps to its span.
 */
export const LANE_PORTS = Number(process.env.E2E_LANE_PORTS ?? 100);
const firstPort = Number(process.env.E2E_PORT ?? 4317);
const firstSamplePort = Number(process.env.E2E_SAMPLE_PORT ?? 4318);
/** Playwright numbers its workers 0, 1, … in each worker's environment; elsewhere, the first. */
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** Where the end-to-end servers listen (this worker's pair), and the sample data they use. */
export const E2E = {
  port: firstPort + lane * LANE_PORTS,
  samplePort: firstSamplePort + lane * LANE_PORTS,
  /** The servers of every worker, for the runner that starts them. */
  lanes: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    port: firstPort + index * LANE_PORTS,
    samplePort: firstSamplePort + index * LANE_PORTS,
  })),
  apiKey: 'e2e-partner-key',
  today: '2026-11-18',
  email: 'demo@partner.example',
  password: 'demo-password',
};
export const chromiumPath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** How the tests and the bench start Chromium here: no sandbox as root, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
