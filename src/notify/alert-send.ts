/**
 * An alert on each kind of channel: a short mail (HTML and plain text), a Slack incoming
 * webhook's message (`{text, blocks}`), and a generic webhook's signed JSON.
 *
 * A webhook's request is signed so its receiver knows it came from this dashboard, unchanged and
 * recently: `X-Dashboard-Timestamp` is the Unix time in seconds, `X-Dashboard-Signature` is
 * `sha256=` and the lowercase hex HMAC-SHA256, under the channel's secret, of the timestamp, a
 * dot, and the body's bytes exactly as sent. `X-Dashboard-Delivery` is the same for every attempt
 * of one alert: a receiver that keeps it sees a retried alert once.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { DELIVERY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../contract/alerts';
import { fetch } from 'undici';
import { escapeHtml } from '../people/mailer';
import { PrivateAddressError, privateHostOf, publicOnly } from './public-address';

/** What an alert says, kept on its job when its item was found. */
export interface AlertMessage {
  title: string;
  text: string;
  /** Relative to the dashboard's origin. */
  link: string;
  kind: string;
  item: string;
  ruleId: string | null;
  clientId: string | null;
  test?: boolean;
}

export const isAlertMessage = (value: unknown): value is AlertMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AlertMessage).title === 'string' &&
  typeof (value as AlertMessage).link === 'string';

/** A webhook's signing secret: 32 random bytes, shown to the person once. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** `sha256=<hex>` over `<timestamp>.<body>`. */
export const signature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** An address shown masked: its origin and the last 4 characters of the rest. */
export const maskedUrl = (value: string) => {
  const url = new URL(value);
  const rest = `${url.pathname}${url.search}`.replace(/\/+$/, '');
  return `${url.origin}/…${rest.slice(-4)}`;
};

const INK = '#1f2328';
const MUTED = '#59636e';
const LINK = '#0b5cad';

/**
 * The alert as a mail: light whatever the reader's theme, a plain-text part, an absolute link;
 * with `unsubscribe` (a rule's alert, not a channel's test), the link that turns e-mail off for
 * the rule, in both parts.
 */
export const alertMail = (message: AlertMessage, origin: string, unsubscribe?: string) => {
  const href = `${origin}${message.link}`;
  const subject = `${message.test ? 'Test alert' : 'Alert'}: ${message.title}`;
  const stop = unsubscribe
    ? `\nTo stop e-mails from this alert rule, unsubscribe: ${unsubscribe}\n`
    : '';
  const text = `${message.title}\n\n${message.text}\n\nOpen it: ${href}\n\nYou set this alert on the dashboard's Notifications page (${origin}/notifications).\n${stop}`;
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f6f8fa;color:${INK}">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f8fa"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #d1d9e0;border-radius:8px"><tr><td style="padding:20px 24px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:22px;color:${INK}">` +
    `<h1 style="margin:0 0 8px;font-size:19px;line-height:26px;color:${INK}">${escapeHtml(message.title)}</h1>` +
    `<p style="margin:0 0 16px;color:${INK}">${escapeHtml(message.text)}</p>` +
    `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="color:${LINK};font-weight:600">Open it on the dashboard</a></p>` +
    `<p style="margin:0;font-size:13px;color:${MUTED}">You set this alert on the dashboard’s <a href="${escapeHtml(`${origin}/notifications`)}" style="color:${LINK}">Notifications page</a>.` +
    (unsubscribe
      ? ` <a href="${escapeHtml(unsubscribe)}" style="color:${LINK}">Unsubscribe</a> from this rule’s e-mails.`
      : '') +
    `</p>` +
    `</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
};

/** Slack's mrkdwn escapes. */
const slackEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The alert as a Slack incoming webhook's message. */
export const slackMessage = (message: AlertMessage, origin: string) => {
  const href = `${origin}${message.link}`;
  const title = `${message.test ? 'Test alert' : 'Alert'}: ${message.title}`;
  return {
    text: `${title}: ${message.text} ${href}`,
    blocks: [
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: `*${slackEscape(title)}*\n${slackEscape(message.text)}\n<${href}|Open it on the dashboard>`,
        },
      },
    ],
  };
};

/** The alert as a generic webhook's JSON body. */
export const webhookBody = (message: AlertMessage, origin: string, deliveryId: string, at: Date) =>
  JSON.stringify({
    id: deliveryId,
    type: message.test ? 'test' : 'alert',
    at: at.toISOString(),
    alert: {
      kind: message.kind,
      rule: message.ruleId,
      item: message.item,
      client: message.clientId,
      title: message.title,
      text: message.text,
      link: `${origin}${message.link}`,
    },
  });

const TIMEOUT_MS = 10_000;

/** Where a channel may post: public addresses only, unless the server allows its own network. */
export interface PostOptions {
  allowPrivate: boolean;
}

/** Posts JSON; a reply other than 2xx is a failure named by its status. */
const post = async (
  what: string,
  url: string,
  body: string,
  headers: Record<string, string>,
  { allowPrivate }: PostOptions,
) => {
  const privateHost = allowPrivate ? null : privateHostOf(url);
  if (privateHost) throw new PrivateAddressError(privateHost);
  let reply: Awaited<ReturnType<typeof fetch>>;
  try {
    reply = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...(allowPrivate ? {} : { dispatcher: publicOnly }),
    });
  } catch (error) {
    // fetch's own words are "fetch failed": the reason is its cause's (ECONNREFUSED, a timeout).
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (cause instanceof PrivateAddressError) throw cause;
    const why =
      cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`${what} could not be reached: ${why}`, { cause: error });
  }
  // The answer's body is not read: a receiver could send without end.
  await reply.body?.cancel().catch(() => undefined);
  if (!reply.ok) throw new Error(`${what} answered ${reply.status}`);
};

export const postToSlack = (
  url: string,
  message: AlertMessage,
  origin: string,
  options: PostOptions,
) => post('Slack', url, JSON.stringify(slackMessage(message, origin)), {}, options);

export const postToWebhook = (
  url: string,
  secret: string,
  message: AlertMessage,
  origin: string,
  deliveryId: string,
  at: Date,
  options: PostOptions,
) => {
  const body = webhookBody(message, origin, deliveryId, at);
  // The wall clock, which the receiver compares it with (not the schedule's, which tests set).
  const timestamp = String(Math.floor(Date.now() / 1000));
  return post(
    'The webhook',
    url,
    body,
    {
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: signature(secret, timestamp, body),
      [DELIVERY_HEADER]: deliveryId,
    },
    options,
  );
};
