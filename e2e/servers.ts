/**
 * A spec's own servers: the same script as the suite's (the real sample API and the production
 * server over the built app), on other loopback ports and at another scale, started by the spec
 * that needs them and stopped by it. The suite's servers hold the small sample; a journey that
 * needs dozens of orders open to a dispute, each raised once, runs against its own.
 */
import { spawn } from 'node:child_process';
import { E2E, LANE_PORTS } from './env';

export interface Servers {
  origin: string;
  sample: string;
  /** The process's id (the production server's, and the sample's unless shared). */
  pid: number;
  /** Kills the process at once (SIGKILL), as a machine dying would, and waits for its end. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
}

/** What a spec's servers may have besides the suite's. */
export interface ServerOptions {
  /**
   * The company's OpenID Connect provider (a test one, on loopback: http), for single sign-on;
   * the server's callback is its own origin's `/api/oidc/callback`.
   */
  oidc?: { issuer: string; clientId: string; clientSecret?: string };
  /** Mail: the SMTP server the brief goes to (a test one, on loopback). */
  smtpUrl?: string;
  /** The test clock: a file holding the instant the server's schedules take as now. */
  clockFile?: string;
  /**
   * How long the server waits for the gateway before answering 504 (the suite's: 6 s, long enough
   * for its slow-gateway journeys); a timeout journey on servers of its own waits less.
   */
  upstreamTimeoutMs?: number;
  /**
   * A sample API already running (`http://127.0.0.1:<port>`), shared: the process runs the
   * production server alone. Several servers over one sample and one `databaseUrl` are instances
   * of one deployment.
   */
  sampleUrl?: string;
  /** A PostgreSQL (`postgres://…`) instead of a database in memory: shared by instances. */
  databaseUrl?: string;
  /** How long a claimed notification job is held (`NOTIFY_LEASE_SECONDS`). */
  leaseSeconds?: number;
}

/**
 * How far above the worker's own servers a spec's pair listens: `offset` (10, 20, … below 100) in
 * a lane of 100 ports, scaled down in a narrower lane (`E2E_LANE_PORTS`).
 */
const shift = (offset: number) => Math.round((offset * LANE_PORTS) / 100);

/** The address of the server a spec's `startServers(…, offset)` starts, known before it starts. */
export const serverOrigin = (offset = 10) => `http://127.0.0.1:${E2E.port + shift(offset)}`;

export const startServers = async (
  scale: 'small' | 'default' | 'large',
  offset = 10,
  /** Seconds the server keeps read replies (the production default, 60, or 0: none). */
  readCacheSeconds = 0,
  options: ServerOptions = {},
): Promise<Servers> => {
  const port = E2E.port + shift(offset);
  const samplePort = E2E.samplePort + shift(offset);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    env: {
      ...process.env,
      // The ports below are this pair's own, not a worker's to be shifted again.
      TEST_PARALLEL_INDEX: undefined,
      E2E_PORT: String(port),
      E2E_SAMPLE_PORT: String(samplePort),
      E2E_SCALE: scale,
      E2E_READ_CACHE_SECONDS: String(readCacheSeconds),
      E2E_OIDC_ISSUER: options.oidc?.issuer,
      E2E_OIDC_CLIENT_ID: options.oidc?.clientId,
      E2E_OIDC_CLIENT_SECRET: options.oidc?.clientSecret,
      E2E_SMTP_URL: options.smtpUrl,
      E2E_CLOCK_FILE: options.clockFile,
      E2E_UPSTREAM_TIMEOUT_MS: options.upstreamTimeoutMs?.toString(),
      E2E_SAMPLE_URL: options.sampleUrl,
      E2E_DATABASE_URL: options.databaseUrl,
      E2E_NOTIFY_LEASE_SECONDS: options.leaseSeconds?.toString(),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the servers did not start in 60 s')), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('e2e servers ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the servers exited (${code}) before they were ready:\n${out}`));
    });
  });
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    origin: serverOrigin(offset),
    sample: options.sampleUrl ?? `http://127.0.0.1:${samplePort}`,
    pid: child.pid!,
    kill: async () => {
      if (!ended()) process.kill(child.pid!, 'SIGKILL');
      await exited;
    },
    stop: async () => {
      if (!ended()) child.kill('SIGTERM');
      await exited;
    },
  };
};
