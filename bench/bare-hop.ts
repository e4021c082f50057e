/**
 * The reference the proxy is measured against: the least a same-origin hop can do. It takes the
 * browser's `POST /api/ops/{id}` and forwards it upstream as the contract's GET-with-body, with
 * the partner key and a fixed token, over the same kind of pooled undici connections, and passes
 * the reply's bytes back. No session, no CSRF check, no validation, no error handling: what is
 * left of the proxy's cost once its own work is taken away (one more HTTP hop on this machine).
 * Settings from the environment: PORT, UPSTREAM_URL, PARTNER_API_KEY, UPSTREAM_TOKEN.
 */
import { createServer } from 'node:http';
import { Agent, request } from 'undici';
import { operations, type OperationDef, type OperationId } from '../src/contract/operations';

const base = String(process.env.UPSTREAM_URL);
const apiKey = String(process.env.PARTNER_API_KEY);
const token = String(process.env.UPSTREAM_TOKEN);
const dispatcher = new Agent({ connections: 64, pipelining: 1, keepAliveTimeout: 10_000 });

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const id = (req.url ?? '').split('/').at(-1) as OperationId;
    const def = operations[id] as OperationDef;
    const { query = {}, body } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const payload = Buffer.from(JSON.stringify(body ?? {}));
    const headers: Record<string, string> = {
      'x-api-key': apiKey,
      'content-type': 'application/json',
      'content-length': String(payload.length),
    };
    if (def.tokenHeader) headers[def.tokenHeader] = token;
    request(`${base}${def.path}?${qs.toString()}`, {
      method: def.method,
      headers,
      body: payload,
      dispatcher,
      reset: false,
    })
      .then(async (reply) => {
        const bytes = Buffer.from(await reply.body.arrayBuffer());
        res.writeHead(reply.statusCode, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(bytes.length),
        });
        res.end(bytes);
      })
      .catch(() => res.writeHead(502).end());
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
