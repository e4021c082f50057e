import { execFile } from 'node:child_process';
import { STATUS_CODES } from 'node:http';
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSampleApi, type TestSampleApi } from '../sample-api/testing';
import { ConfigError, proxyConfigFromEnv, proxyConfigSchema } from './config';
import { createProductionServer } from './server';
import { endlessBody, TEST_SECRET } from './testing';

let sample: TestSampleApi;
let app: ReturnType<typeof createProductionServer>;
let origin: string;
let dist: string;
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  sample = await startSampleApi();
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Dashboard</title><div id="root"></div>',
  );
  // Route pages, as `scripts/route-pages.ts` writes them.
  mkdirSync(join(dist, 'pages', 'finance'), { recursive: true });
  for (const route of ['index', 'portfolio', 'listings', 'finance', 'finance/statement']) {
    writeFileSync(
      join(dist, 'pages', `${route}.html`),
      `<!doctype html><title>Dashboard</title><div id="root"><h1>page ${route}</h1></div>`,
    );
  }
  writeFileSync(join(dist, 'assets', 'app-3f9a1c.js'), bundle);
  writeFileSync(join(dist, 'assets', 'app-3f9a1c.js.gz'), gzipSync(bundle));
  const config = proxyConfigSchema.parse({
    ...sample.proxyConfig,
    dataDir: 'memory://',
    sessionSecret: TEST_SECRET,
    logLevel: 'silent',
  });
  app = createProductionServer({ config, distDir: dist });
  origin = await app.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await app.close();
  await sample.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  request(`${origin}${path}`, { headers });

describe('the production server', () => {
  it('serves the app with a strict Content-Security-Policy and security headers', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(await res.body.text()).toContain('<div id="root">');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year and sends them compressed', async () => {
    const res = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    await res.body.dump();
  });

  it('falls back to the app for deep links, uncached', async () => {
    const res = await get('/finance?client=abc&from=2026-10-01');
    expect(res.statusCode).toBe(200);
    expect(await res.body.text()).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("answers a route's address with that route's page, and any other with index.html", async () => {
    const pageOf = async (path: string) => {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      return (/<h1>([^<]*)/.exec(await res.body.text()) ?? [])[1] ?? 'index.html';
    };
    expect(await pageOf('/listings')).toBe('page listings');
    expect(await pageOf('/listings/?client=abc')).toBe('page listings');
    expect(await pageOf('/finance')).toBe('page finance');
    expect(await pageOf('/finance/statement?month=2026-10')).toBe('page finance/statement');
    expect(await pageOf('/')).toBe('page index');
    expect(await pageOf('/reviews')).toBe('index.html');
    expect(await pageOf('/listings/unknown')).toBe('index.html');
  });

  it('answers a missing asset with a 404, not the app cached for a year', async () => {
    for (const path of ['/assets/missing', '/assets/missing.js', '/assets/nested/none']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(String(res.headers['cache-control'])).not.toContain('immutable');
      await res.body.dump();
    }
  });

  it('reads X-Forwarded-Proto one way: a list by its first entry, for HSTS as for the cookie', async () => {
    const behind = createProductionServer({
      config: proxyConfigSchema.parse({
        ...sample.proxyConfig,
        dataDir: 'memory://',
        sessionSecret: TEST_SECRET,
        trustProxy: true,
      }),
      distDir: dist,
    });
    const at = await behind.listen(0, '127.0.0.1');
    try {
      const res = await request(`${at}/api/session`, {
        method: 'POST',
        headers: {
          'x-forwarded-proto': 'https, http',
          'x-dashboard-request': '1',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          email: sample.api.config.email,
          password: sample.api.config.password,
        }),
      });
      await res.body.dump();
      expect(String(res.headers['set-cookie'])).toMatch(/^__Host-dash_session=/);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behind.close();
    }
  });

  it('does not log a client that abandons its upload as a failure', async () => {
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const { hostname, port } = new URL(origin);
      const socket = connect(Number(port), hostname);
      await new Promise<void>((resolve) => socket.on('connect', resolve));
      socket.write(
        `POST /api/session HTTP/1.1\r\nhost: ${hostname}:${port}\r\nx-dashboard-request: 1\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"email":`,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      console.error = original;
    }
    expect(logged).toEqual([]);
  });

  it('serves /api through the proxy, with the same headers', async () => {
    const res = await request(`${origin}/api/session`, { headers: { 'x-dashboard-request': '1' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-security-policy']).toBeDefined();
    await res.body.dump();
  });
});

describe('production configuration', () => {
  it('refuses to start without SESSION_SECRET and UPSTREAM_URL, naming them', () => {
    expect(() => proxyConfigFromEnv({}, { production: true })).toThrow(ConfigError);
    expect(() => proxyConfigFromEnv({}, { production: true })).toThrow(
      /SESSION_SECRET[\s\S]*UPSTREAM_URL/,
    );
    expect(() =>
      proxyConfigFromEnv(
        { SESSION_SECRET: 'short', UPSTREAM_URL: 'http://x.test', PARTNER_API_KEY: 'k' },
        { production: true },
      ),
    ).toThrow(/at least 32/);
  });

  it('`npm run serve` exits with the reason when settings are missing', async () => {
    const run = promisify(execFile);
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/proxy/main.ts'], {
      env,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('SESSION_SECRET');
    expect(failure?.stderr).toContain('UPSTREAM_URL');
  });

  it('makes up a secret in development, with a warning', () => {
    const config = proxyConfigFromEnv(
      { UPSTREAM_URL: 'http://127.0.0.1:1', PARTNER_API_KEY: 'k' },
      { production: false },
    );
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });
});

describe('the production server, given a body it does not read', () => {
  it.each([
    ['POST / (405)', 'POST', '/', 405],
    ['a missing asset (404)', 'GET', '/assets/missing-0000.js', 404],
    ['the app page', 'GET', '/portfolio', 200],
    ['an operation without the CSRF header (403)', 'POST', '/api/ops/getRestaurantDetails', 403],
  ] as const)(
    '%s: answers, then closes the connection rather than drain it',
    async (_, method, path, status) => {
      const started = Date.now();
      const sent = await endlessBody(origin, method, path, {});
      expect(sent.status).toBe(`HTTP/1.1 ${status} ${STATUS_CODES[status]}`);
      expect(sent.closed).toBe(true);
      // What the kernel's buffers hold, not gigabytes.
      expect(sent.sent).toBeLessThan(64 * 1024 * 1024);
      expect(Date.now() - started).toBeLessThan(2500);
    },
  );
});

describe('the production server, for its operators', () => {
  it('answers /healthz and /readyz without a session or the CSRF header', async () => {
    const health = await get('/healthz');
    expect(health.statusCode).toBe(200);
    expect(await health.body.json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(await ready.body.json()).toMatchObject({ status: 'ready', database: 'ok' });
  });
});
