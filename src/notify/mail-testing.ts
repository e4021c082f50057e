/**
 * Test support for the brief and the alerts: a received message read as its text
 * (quoted-printable undone, UTF-8 decoded), its headers, the preview's brief read the browser's
 * way (over HTTP, with the person's session cookie) to compare it with; a loopback hook receiver
 * (Slack, and a webhook that checks signatures); the sample's low-review knob.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReceivedMail } from '../people/smtp-testing';
import { browserCall } from '../proxy/testing';
import type { Brief } from '../web/entities/brief/brief';
import { readBrief, type AnswerAs } from './brief-reader';

/** The whole message with quoted-printable soft breaks and escapes undone, as UTF-8. */
export const mailText = (mail: ReceivedMail) =>
  Buffer.from(
    mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's value (unfolded), from the message's head. */
export const mailHeader = (mail: ReceivedMail, name: string) => {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim() ?? null;
};

/** The HTML part of a message, decoded. */
export const mailHtml = (mail: ReceivedMail) => {
  const text = mailText(mail);
  const start = text.indexOf('<!doctype html>');
  const end = text.indexOf('</html>', start);
  return start < 0 ? null : text.slice(start, end + '</html>'.length);
};

/** The pages' requests answered the browser's way: over HTTP, with the person's cookie. */
export const asBrowser =
  (origin: string, cookie: string): AnswerAs =>
  async (path, body) => {
    const reply = await browserCall(origin, 'POST', path, { body, cookie });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.headers))
      if (typeof value === 'string') headers[name] = value;
    return { status: reply.status, body: reply.text, headers };
  };

/** Today's brief as the browser's preview reads it: the same code, over HTTP with the cookie. */
export const previewBrief = (origin: string, cookie: string, today: string): Promise<Brief> =>
  readBrief(asBrowser(origin, cookie), today);

/** One request a loopback hook receiver took: its body, headers, and what it answered. */
export interface HookRequest {
  path: string;
  body: string;
  json: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  /** For a webhook's path: whether the signature verified under the secret set for it. */
  verified: boolean | null;
}

/**
 * A loopback HTTP receiver playing Slack's incoming webhooks (`/slack/…`: `{text, blocks}` taken
 * with 200 `ok`) and a webhook endpoint (`/hook/…`: the signature checked with the secret a test
 * gives it, the way a receiver would, with the constant-time comparison). `failNext` sets the
 * statuses one path answers first, in order (a 500, then 200 for ever).
 */
export const startHookReceiver = async (port = 0) => {
  const received: HookRequest[] = [];
  const answers = new Map<string, number[]>();
  const secrets = new Map<string, string>();
  const verify = (path: string, headers: HookRequest['headers'], body: string) => {
    const secret = secrets.get(path);
    const timestamp = headers['x-dashboard-timestamp'];
    const given = headers['x-dashboard-signature'];
    if (!secret || typeof timestamp !== 'string' || typeof given !== 'string') return false;
    const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
    const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300;
    return (
      fresh &&
      given.length === expected.length &&
      timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    );
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      const status = answers.get(path)?.shift() ?? 200;
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        // Kept as text: the test sees it was not JSON.
      }
      received.push({
        path,
        body,
        json,
        headers: req.headers,
        status,
        verified: path.startsWith('/hook/') ? verify(path, req.headers, body) : null,
      });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** The statuses the endpoint at `path` answers next, in order (then 200). */
    failNext: (path: string, ...statuses: number[]) =>
      answers.set(path, [...(answers.get(path) ?? []), ...statuses]),
    /** The secret the endpoint at `path` verifies signatures with (shown once at creation). */
    setSecret: (path: string, secret: string) => secrets.set(path, secret),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
export type HookReceiver = Awaited<ReturnType<typeof startHookReceiver>>;

/** The sample's knob: the client's newest unanswered review rated 3+ gets `rating` stars now. */
export const newLowReview = async (
  sample: {
    admin: (
      method: string,
      path: string,
      body?: unknown,
    ) => Promise<{ status: number; text: string }>;
  },
  clientId: string,
  rating: 1 | 2,
) => {
  const reply = await sample.admin('POST', '/__sample/low-review', { clientId, rating });
  if (reply.status !== 200) throw new Error(`The sample did not add a low review: ${reply.text}`);
  return JSON.parse(reply.text) as {
    deliveryUUID: string;
    channel: string;
    rating: number;
    customer: string;
  };
};
