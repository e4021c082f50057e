/**
 * The reference the portfolio's timings are read against: the upstream requests the page made,
 * recorded as it made them, made again by a script straight to the sample API with the same
 * concurrency. What is left between the page's figure and this one is the page's own work (its
 * code arriving and running, the proxy, React), not the upstream's.
 *
 * Each recorded request waits for the one of the same client that answered last before the page
 * sent it (a next page of results waits for the one before; what the page sent together goes
 * together), and a client's requests wait for the client list, as the page's do. Clients run
 * `clientsAtOnce` at a time, in the order the page started them, each holding its place until
 * all its requests have answered, as the page's rows do.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Page, Request } from '@playwright/test';
import { Agent, request } from 'undici';
import { operations, type OperationDef, type OperationId } from '../src/contract/operations';

interface Recorded {
  id: OperationId;
  input: { query?: Record<string, unknown>; body?: unknown };
  /** The query string as the gateway received it (recorded at the gateway). */
  rawQuery?: string;
  client: string | null;
  sent: number;
  answered: number;
}

/** Records the `/api/ops/*` requests a page makes until `stop` is called. */
export const recordOperations = (page: Page) => {
  const recorded: Recorded[] = [];
  const pending = new Map<Request, Recorded>();
  const onRequest = (req: Request) => {
    const match = /\/api\/ops\/(\w+)$/.exec(new URL(req.url()).pathname);
    if (!match || !(match[1]! in operations)) return;
    const id = match[1] as OperationId;
    const def: OperationDef = operations[id];
    const input = (req.postDataJSON() ?? {}) as Recorded['input'];
    const client = def.clientParam ? String(input.query?.[def.clientParam] ?? '') : null;
    pending.set(req, { id, input, client, sent: performance.now(), answered: Number.NaN });
  };
  const onDone = (req: Request) => {
    const entry = pending.get(req);
    if (!entry) return;
    pending.delete(req);
    entry.answered = performance.now();
    recorded.push(entry);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return () => {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
    return recorded.sort((a, b) => a.sent - b.sent);
  };
};

/**
 * Records the operations the gateway (the sample's server) receives until `stop` is called: what
 * the page asked for, wherever its code ran (the portfolio's rows are read on the dashboard
 * server, so the browser sends one request for all of them). Replies the dashboard server kept
 * or shared are not seen here: record a run whose reads were not kept yet.
 */
export const recordUpstream = (server: Server) => {
  const recorded: Recorded[] = [];
  const byRoute = new Map<string, OperationId>(
    (Object.entries(operations) as [OperationId, OperationDef][]).map(([id, def]) => [
      `${def.method} ${def.path}`,
      id,
    ]),
  );
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sample.invalid');
    const id = byRoute.get(`${req.method ?? 'GET'} ${url.pathname}`);
    if (!id || id === 'signIn' || id === 'refreshToken') return;
    const def: OperationDef = operations[id];
    // The body as the sample's own handler reads it: listening here would start the stream
    // before the handler listens, and it would miss the body.
    const chunks: Buffer[] = [];
    const emit = req.emit.bind(req);
    req.emit = ((event: string | symbol, ...args: unknown[]) => {
      if (event === 'data') chunks.push(args[0] as Buffer);
      return emit(event, ...args);
    }) as typeof req.emit;
    const entry: Recorded = {
      id,
      input: {},
      rawQuery: url.search.replace(/^\?/, ''),
      client: def.clientParam ? (url.searchParams.get(def.clientParam) ?? '') : null,
      sent: performance.now(),
      answered: Number.NaN,
    };
    res.once('finish', () => {
      entry.answered = performance.now();
      const text = Buffer.concat(chunks).toString('utf8');
      entry.input = { body: text ? (JSON.parse(text) as unknown) : undefined };
      recorded.push(entry);
    });
  };
  server.on('request', onRequest);
  return () => {
    server.off('request', onRequest);
    return recorded.sort((a, b) => a.sent - b.sent);
  };
};

/** A token of the sample's account, as the proxy holds one for a signed-in person. */
export const upstreamToken = async (
  upstreamUrl: string,
  account: { apiKey: string; email: string; password: string },
) => {
  const reply = await request(`${upstreamUrl}${operations.signIn.path}`, {
    method: operations.signIn.method,
    headers: { 'x-api-key': account.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return ((await reply.body.json()) as { result: { token: string } }).result.token;
};

/**
 * Makes the recorded requests again, straight to the upstream. Returns, from its start, when the
 * first client's requests had all answered and when every client's had.
 */
export async function replayUpstream(
  recorded: readonly Recorded[],
  {
    upstreamUrl,
    apiKey,
    token,
    clientsAtOnce,
  }: {
    upstreamUrl: string;
    apiKey: string;
    token: string;
    clientsAtOnce: number;
  },
) {
  // Pooled keep-alive connections, as the proxy keeps them.
  const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 10_000 });
  const call = async ({ id, input, rawQuery }: Recorded) => {
    const def: OperationDef = operations[id];
    const qs =
      rawQuery ??
      new URLSearchParams(
        Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)]),
      ).toString();
    const payload = JSON.stringify(input.body ?? {});
    for (;;) {
      const reply = await request(`${upstreamUrl}${def.path}?${qs}`, {
        method: def.method,
        headers: {
          'x-api-key': apiKey,
          'content-type': 'application/json',
          ...(def.tokenHeader ? { [def.tokenHeader]: token } : {}),
        },
        body: payload,
        dispatcher,
      });
      await reply.body.dump();
      // The page waits out a 429's Retry-After; so does its reference.
      if (reply.statusCode !== 429) return;
      await new Promise((resolve) =>
        setTimeout(resolve, Number(reply.headers['retry-after'] ?? 1) * 1000),
      );
    }
  };

  const shared = recorded.filter((entry) => entry.client === null);
  const clients = [...new Set(recorded.flatMap((entry) => entry.client ?? []))];
  const started = performance.now();
  // What no client's requests can start without: the client list (and any other shared read).
  await Promise.all(shared.map(call));

  const runClient = async (client: string) => {
    const own = recorded.filter((entry) => entry.client === client);
    const done = new Map<Recorded, Promise<void>>();
    for (const entry of own) {
      const after = own
        .filter((other) => other.answered <= entry.sent)
        .sort((a, b) => b.answered - a.answered)[0];
      const before = after ? done.get(after) : undefined;
      done.set(
        entry,
        (before ?? Promise.resolve()).then(() => call(entry)),
      );
    }
    await Promise.all(done.values());
    return performance.now() - started;
  };

  const finished: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(clientsAtOnce, clients.length) }, async () => {
      while (next < clients.length) {
        const client = clients[next]!;
        next += 1;
        finished.push(await runClient(client));
      }
    }),
  );
  await dispatcher.close();
  return { first: Math.min(...finished), all: Math.max(...finished), requests: recorded.length };
}
