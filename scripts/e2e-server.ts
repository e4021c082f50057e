/**
 * The end-to-end tests' servers: the sample API (small, "today" pinned, quick processing) and the
 * production server over the built app, both on loopback. Started and stopped by Playwright; a
 * spec that needs more data starts its own pair on other ports (`E2E_SCALE`, see e2e/servers.ts).
 */
import { fileURLToPath } from 'node:url';
import { OIDC_CALLBACK_PATH } from '../src/people/oidc';
import { proxyConfigSchema } from '../src/proxy/config';
import { createProductionServer } from '../src/proxy/server';
import { SAMPLE_DEFAULTS, sampleConfigScale } from '../src/sample-api/config';
import { createSampleApi } from '../src/sample-api/server';
import { E2E } from '../e2e/env';

/**
 * E2E_SAMPLE_URL: a sample API already running (the spec's), shared by several servers; this
 * process then runs the production server alone, and killing it leaves the sample up.
 */
const sharedSample = process.env.E2E_SAMPLE_URL;
const sample = sharedSample
  ? null
  : createSampleApi({
      scale: sampleConfigScale.parse(process.env.E2E_SCALE ?? 'small'),
      today: E2E.today,
      processingMs: 1500,
      apiKey: E2E.apiKey,
    });
await sample?.listen(E2E.samplePort, '127.0.0.1');
const partner = sample
  ? { email: sample.config.email, password: sample.config.password }
  : { email: SAMPLE_DEFAULTS.email, password: SAMPLE_DEFAULTS.password };
/** The server's own address: the sign-on callback comes back to it. */
const origin = `http://127.0.0.1:${E2E.port}`;
/**
 * A spec's OpenID Connect provider, started by the spec (src/people/oidc-testing.ts) on loopback,
 * so over http: E2E_OIDC_ISSUER, E2E_OIDC_CLIENT_ID and E2E_OIDC_CLIENT_SECRET. Unset: no single
 * sign-on, as in the suite's servers.
 */
const oidc = process.env.E2E_OIDC_ISSUER
  ? {
      issuer: process.env.E2E_OIDC_ISSUER,
      clientId: process.env.E2E_OIDC_CLIENT_ID ?? '',
      ...(process.env.E2E_OIDC_CLIENT_SECRET
        ? { clientSecret: process.env.E2E_OIDC_CLIENT_SECRET }
        : {}),
      redirectUri: `${origin}${OIDC_CALLBACK_PATH}`,
      allowHttp: true,
    }
  : undefined;
const app = createProductionServer({
  config: proxyConfigSchema.parse({
    upstreamUrl: sharedSample ?? `http://127.0.0.1:${E2E.samplePort}`,
    partnerApiKey: E2E.apiKey,
    // Long enough for the slow-gateway journeys (3 s). A spec's own servers may wait less
    // (E2E_UPSTREAM_TIMEOUT_MS): the timeout journeys then wait seconds, not twice 6 s.
    upstreamTimeoutMs: Number(process.env.E2E_UPSTREAM_TIMEOUT_MS ?? 6000),
    sessionSecret: 'e2e-session-secret-e2e-session-secret-0000',
    demoAccount: partner,
    // People: the sample's account is the partner connection and its demo sign-in the first
    // owner's; one person for each preset; the database in memory, fresh for every run.
    partnerCredential: partner,
    firstOwner: { ...partner, name: 'Demo Owner' },
    demoPeople: true,
    // E2E_DATABASE_URL: a PostgreSQL the spec started, shared by its servers (the jobs' instances).
    ...(process.env.E2E_DATABASE_URL
      ? { databaseUrl: process.env.E2E_DATABASE_URL }
      : { dataDir: 'memory://' }),
    // The suite's servers read afresh: its specs change the sample behind the server's back
    // (fault switches, counts). A spec's own servers may keep replies (E2E_READ_CACHE_SECONDS).
    readCacheSeconds: Number(process.env.E2E_READ_CACHE_SECONDS ?? 0),
    // A line per request would bury the test report; warnings and errors still show.
    logLevel: 'warn',
    ...(oidc ? { oidc, publicUrl: origin } : {}),
    // A spec's mail (E2E_SMTP_URL) and test clock (E2E_CLOCK_FILE): the scheduler looks for due
    // briefs every second, so moving the clock is answered at once.
    ...(process.env.E2E_SMTP_URL
      ? // Its alerts' receivers listen on loopback.
        { smtpUrl: process.env.E2E_SMTP_URL, notifyTickSeconds: 1, webhookAllowPrivate: true }
      : { notifyTickSeconds: 0 }),
    ...(process.env.E2E_CLOCK_FILE ? { clockFile: process.env.E2E_CLOCK_FILE } : {}),
    // How long a claimed job is held (E2E_NOTIFY_LEASE_SECONDS): an instance killed holding it
    // is replaced once the clock has passed it.
    ...(process.env.E2E_NOTIFY_LEASE_SECONDS
      ? { notifyLeaseSeconds: Number(process.env.E2E_NOTIFY_LEASE_SECONDS) }
      : {}),
  }),
  // E2E_DIST: a build elsewhere, so two checkouts' test runs do not share one dist/.
  distDir: process.env.E2E_DIST ?? fileURLToPath(new URL('../dist', import.meta.url)),
});
await app.ready();
console.log(`e2e servers ready on ${await app.listen(E2E.port, '127.0.0.1')}`);
const stop = () => void Promise.all([app.close(), sample?.close()]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
