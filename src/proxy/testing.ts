/** Test support: the real proxy handler on a loopback port, and a browser-like caller. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { proxyConfigSchema, type ProxyConfigInput } from './config';
import { createProxyHandler } from './handler';

export const TEST_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export const startProxy = async (
  input: Partial<ProxyConfigInput> & { upstreamUrl: string; partnerApiKey: string },
) => {
  const config = proxyConfigSchema.parse({
    sessionSecret: TEST_SECRET,
    dataDir: 'memory://',
    ...input,
  });
  const proxy = createProxyHandler(config);
  // The database open and migrated before the first request, as the servers do at start.
  await proxy.ready().catch(() => undefined);
  const server = createServer((req, res) => proxy.handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    config,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await proxy.close();
    },
  };
};

export interface BrowserReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: <T = Record<string, unknown>>() => T;
  setCookie: string[];
}

/** Calls the proxy as the dashboard's pages do: same origin, the CSRF header, the cookie. */
export const browserCall = async (
  origin: string,
  method: string,
  path: string,
  {
    body,
    cookie,
    headers = {},
  }: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<BrowserReply> => {
  const res = await request(`${origin}${path}`, {
    method: method as 'POST',
    headers: {
      'x-dashboard-request': '1',
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.body.text();
  const raw = res.headers['set-cookie'];
  return {
    status: res.statusCode,
    headers: res.headers,
    text,
    json: <T>() => JSON.parse(text) as T,
    setCookie: raw === undefined ? [] : Array.isArray(raw) ? raw : [raw],
  };
};

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
export const cookiePair = (setCookie: string[]) => setCookie[0]?.split(';')[0] ?? '';
