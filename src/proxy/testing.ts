/** Test support: the real proxy handler on a loopback port, and a browser-like caller. */
import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { proxyConfigSchema, type ProxyConfigInput } from './config';
import { createProxyHandler, type ProxyHandlerOptions } from './handler';

export const TEST_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export const startProxy = async (
  input: Partial<ProxyConfigInput> & { upstreamUrl: string; partnerApiKey: string },
  options: ProxyHandlerOptions = {},
) => {
  const config = proxyConfigSchema.parse({
    sessionSecret: TEST_SECRET,
    dataDir: 'memory://',
    // Every read asks the gateway, whose counts the tests read; the kept replies' own tests
    // turn them on.
    readCacheSeconds: 0,
    // The request log only where a test reads it.
    ...(options.logDestination ? {} : { logLevel: 'silent' }),
    ...input,
  });
  const proxy = createProxyHandler(config, options);
  // The database open and migrated before the first request, as the servers do at start.
  await proxy.ready().catch(() => undefined);
  const server = createServer((req, res) => proxy.handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    config,
    metricsUrl: proxy.metricsUrl,
    /** The morning brief's scheduler and worker: a test runs its rounds (`tick()`) itself. */
    notifications: proxy.notifications,
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

/**
 * Invites `person` as the inviter (their cookie) and accepts the link with `password`, as the
 * browser does: the new person's cookie, the link's token and their id.
 */
export const invitePerson = async (
  origin: string,
  inviter: string,
  person: { email: string; name: string; role: string; scope: unknown },
  password: string,
) => {
  const invited = await browserCall(origin, 'POST', '/api/team/invitations', {
    body: person,
    cookie: inviter,
  });
  if (invited.status !== 200) throw new Error(`invitation: ${invited.status} ${invited.text}`);
  const token = invited.json<{ link: string }>().link.split('/').pop() ?? '';
  const accepted = await browserCall(origin, 'POST', `/api/links/${token}`, {
    body: { password },
  });
  if (accepted.status !== 200) throw new Error(`acceptance: ${accepted.status} ${accepted.text}`);
  return {
    cookie: cookiePair(accepted.setCookie),
    token,
    id: invited.json<{ person: { id: string } }>().person.id,
  };
};

/**
 * Sends a request whose chunked body never ends, as fast as the connection takes it, and
 * reports the answer's status line, whether the server closed the connection, and how much
 * of the body it took before it did.
 */
export const endlessBody = (
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
) =>
  new Promise<{ status: string; closed: boolean; sent: number }>((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const socket = connect(Number(port), hostname);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const frame = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    ]);
    let sent = 0;
    let answer = '';
    let stopped = false;
    const finish = (closed: boolean) => {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: answer.split('\r\n')[0] ?? '', closed, sent });
    };
    const timer = setTimeout(() => finish(false), 3000);
    const pump = () => {
      while (!stopped && !socket.destroyed) {
        sent += frame.length;
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
    };
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      const lines = Object.entries({
        host: `${hostname}:${port}`,
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        ...headers,
      }).map(([name, value]) => `${name}: ${value}`);
      socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      pump();
    });
    socket.on('timeout', () => reject(new Error('timeout')));
  });
