/**
 * Alerts (issue 39): rules a person sets within their scope, checked on a schedule, each thing
 * alerted once on the channels the rule lists. The server's own browser-facing interface, like
 * `notifications.ts`: these requests never go upstream. The page's forms use the same schemas.
 *
 * | request | meaning |
 * | --- | --- |
 * | `GET /api/notifications/rules` | the person's alert rules |
 * | `POST /api/notifications/rules` `alertRuleBody` | adds one (audit log: `notifications.rule`) |
 * | `PUT /api/notifications/rules/<id>` `alertRuleBody` | changes one (audited) |
 * | `DELETE /api/notifications/rules/<id>` | removes one (audited) |
 * | `GET /api/notifications/channels` | the person's channels: e-mail, Slack, webhooks (masked) |
 * | `POST /api/notifications/channels` `channelBody` | adds one; a webhook's secret is in this reply only |
 * | `DELETE /api/notifications/channels/<id>` | removes one (audited) |
 * | `POST /api/notifications/channels/<id>/test` `testSendBody` | a test alert on it, once per key |
 */
import * as z from 'zod/mini';
import './zod-locale';

export const ALERT_KINDS = ['low-review', 'closing-disputes', 'short-payout', 'win-rate'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The account's own address: every person has this channel. */
export const EMAIL_CHANNEL = 'email';
export const CHANNEL_KINDS = ['email', 'slack', 'webhook'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

const ref = z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.regex(/^[^\s]+$/, 'must not contain spaces'));

/** A number; an empty field says so in words. */
const number = () => z.number({ error: 'enter a number' });

const dollars = (what: string) =>
  number().check(z.gte(0, `${what} must be 0 or more`), z.lte(1_000_000, `${what} is too large`));

/** What a rule watches for, and its thresholds. */
export const alertCondition = z.discriminatedUnion('kind', [
  /** A review rated `maxRating` stars or fewer (1 or 2), written after the rule's first check. */
  z.strictObject({
    kind: z.literal('low-review'),
    maxRating: z.union([z.literal(1), z.literal(2)]),
  }),
  /** An order open to a dispute worth more than `minAmount` dollars with `withinDays` or fewer left. */
  z.strictObject({
    kind: z.literal('closing-disputes'),
    minAmount: dollars('The amount'),
    withinDays: z.int().check(z.gte(0, 'must be 0 to 14 days'), z.lte(14, 'must be 0 to 14 days')),
  }),
  /** A store's payout short of its estimate by more than `shortAmount` dollars or `shortPercent` %. */
  z
    .strictObject({
      kind: z.literal('short-payout'),
      shortAmount: z.nullable(dollars('The amount')),
      shortPercent: z.nullable(
        number().check(z.gt(0, 'must be above 0 %'), z.lte(100, 'must be 100 % or less')),
      ),
    })
    .check(
      z.refine((value) => value.shortAmount !== null || value.shortPercent !== null, {
        message: 'give an amount, a percentage, or both',
        path: ['shortAmount'],
      }),
    ),
  /** The dispute win rate (approved over decided) of the last 4 weeks below `belowPercent` %. */
  z.strictObject({
    kind: z.literal('win-rate'),
    belowPercent: number().check(z.gt(0, 'must be above 0 %'), z.lte(100, 'must be 100 % or less')),
  }),
]);
export type AlertCondition = z.infer<typeof alertCondition>;

/** A rule as a person writes it. */
export const alertRuleBody = z.strictObject({
  condition: alertCondition,
  /** Some of the person's clients; empty: every client of their scope. */
  clientIds: z.array(ref).check(z.maxLength(1000)),
  /** Some stores (listings) of those clients; empty: every store. */
  listingIds: z.array(ref).check(z.maxLength(5000)),
  /** `email`, or the ids of the person's Slack and webhook channels. */
  channelIds: z.array(ref).check(z.minLength(1, 'choose at least one channel'), z.maxLength(20)),
  enabled: z.boolean(),
});
export type AlertRuleBody = z.infer<typeof alertRuleBody>;

export const alertRule = z.object({
  ...alertRuleBody.shape,
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Its first check: what was there then is known; what comes after is alerted (null: not yet). */
  watchingSince: z.nullable(z.string()),
});
export type AlertRule = z.infer<typeof alertRule>;
export const alertRulesReply = z.object({ rules: z.array(alertRule) });

const webAddress = z.string().check(
  z.maxLength(2000, 'is too long'),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be a web address starting with https:// (or http://)'),
);

const channelName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'give it a name'),
    z.maxLength(80, 'must be 80 characters or fewer'),
  );

/** A channel as a person adds it: where alerts are posted. */
export const channelBody = z.discriminatedUnion('kind', [
  /** A Slack incoming webhook (`https://hooks.slack.com/services/…`). */
  z.strictObject({ kind: z.literal('slack'), name: channelName, url: webAddress }),
  /** Any HTTPS endpoint: a JSON body signed with HMAC-SHA256 under a secret shown once. */
  z.strictObject({ kind: z.literal('webhook'), name: channelName, url: webAddress }),
]);
export type ChannelBody = z.infer<typeof channelBody>;

/** A channel as the browser sees it: never its address or secret, a masked hint only. */
export const alertChannel = z.object({
  id: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  name: z.string(),
  /** `https://hooks.slack.com/…Xy9z`; the account's address for e-mail. */
  hint: z.string(),
  createdAt: z.nullable(z.string()),
});
export type AlertChannel = z.infer<typeof alertChannel>;
export const alertChannelsReply = z.object({ channels: z.array(alertChannel) });

/** The reply to adding a channel: a webhook's signing secret, this once. */
export const channelCreatedReply = z.object({
  channel: alertChannel,
  secret: z.nullable(z.string()),
});
export type ChannelCreatedReply = z.infer<typeof channelCreatedReply>;

/** The signature's headers on a webhook's request (see docs/notifications.md). */
export const SIGNATURE_HEADER = 'x-dashboard-signature';
export const TIMESTAMP_HEADER = 'x-dashboard-timestamp';
export const DELIVERY_HEADER = 'x-dashboard-delivery';
