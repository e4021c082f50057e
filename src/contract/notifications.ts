/**
 * Notifications: the morning brief a person receives by e-mail, on their schedule, and its
 * delivery log (issue 39). The server's own browser-facing interface, like `people.ts`: these
 * requests never go upstream. Every body is checked by the server against these schemas before
 * anything happens; the page's form uses the same ones.
 *
 * | request | meaning |
 * | --- | --- |
 * | `GET /api/notifications/settings` | the person's brief settings (defaults until first saved) |
 * | `PUT /api/notifications/settings` `briefSettingsBody` | saves them (audit log: `notifications.settings`) |
 * | `POST /api/notifications/test` `testSendBody` | sends today's brief now, once per `key` |
 * | `GET /api/notifications/deliveries` | the person's delivery log, newest first |
 * | `GET /api/unsubscribe?t=…` | a small page asking to confirm (no session: the link is signed) |
 * | `POST /api/unsubscribe?t=…` | one-click unsubscribe (RFC 8058): the brief is turned off |
 */
import * as z from 'zod/mini';
import './zod-locale';

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const clockTime = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM (24-hour)'));

/** Whether the runtime knows `name` as an IANA time zone (`Europe/Paris`, `UTC`). */
export const isTimeZone = (name: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

const timeZone = z
  .string()
  .check(z.refine(isTimeZone, 'must be an IANA time zone, such as America/New_York'));

export const quietHours = z.object({ from: clockTime, to: clockTime });
export type QuietHours = z.infer<typeof quietHours>;

/** What a person chooses about their brief. */
export const briefSettingsBody = z.strictObject({
  /** The brief is mailed on the chosen days. */
  enabled: z.boolean(),
  /** The time of day it is sent, in `timeZone`. */
  time: clockTime,
  timeZone,
  days: z
    .array(z.int().check(z.gte(1, 'must be a weekday from 1 (Monday) to 7 (Sunday)'), z.lte(7)))
    .check(z.minLength(1, 'choose at least one day'), z.maxLength(7)),
  /** Nothing is sent between `from` and `to` (across midnight when `to` is earlier): held until `to`. */
  quietHours: z.nullable(quietHours),
  /** Pause all: nothing is sent while set; the settings are kept. */
  paused: z.boolean(),
});
export type BriefSettings = z.infer<typeof briefSettingsBody>;

export const notificationSettings = z.object({
  brief: briefSettingsBody,
  /** The e-mail channel: the person's own account address. */
  email: z.string(),
  /** Whether the server can send mail at all (`SMTP_URL` is set). */
  mailConfigured: z.boolean(),
  /** When the settings were last saved; null: the defaults, never saved. */
  updatedAt: z.nullable(z.string()),
  /** When the last scheduled brief was sent: its new low reviews are those since (null: none yet). */
  lastBriefAt: z.optional(z.nullable(z.string())),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** A "send a test" click: its key, made once per click, so a repeated request sends once. */
export const testSendBody = z.strictObject({
  key: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8 to 64 letters, digits or -')),
});

export const DELIVERY_KINDS = ['brief', 'test', 'alert', 'statement'] as const;
export const DELIVERY_OUTCOMES = ['sent', 'failed', 'retrying', 'skipped'] as const;

/** One line of the delivery log: an attempt to deliver, and how it ended. */
export const delivery = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(DELIVERY_KINDS),
  channel: z.enum(['email', 'slack', 'webhook']),
  /** A Slack or webhook channel's name (null for e-mail, or a channel since removed). */
  channelName: z.nullable(z.string()),
  /** An alert's title ("1-star review from …"); null for a brief. */
  title: z.nullable(z.string()),
  /** The brief's date (the person's local date it was for). */
  forDate: z.string(),
  outcome: z.enum(DELIVERY_OUTCOMES),
  /** Why it failed or was skipped. */
  detail: z.nullable(z.string()),
  attempt: z.number(),
  /** A failure that will be tried again: when. */
  retryAt: z.nullable(z.string()),
});
export type Delivery = z.infer<typeof delivery>;

export const deliveriesReply = z.object({ deliveries: z.array(delivery) });

export const testSendReply = z.object({
  /** `pending`: another instance took the send; the delivery log will say how it ended. */
  outcome: z.enum(['sent', 'failed', 'pending']),
  detail: z.nullable(z.string()),
});
export type TestSendReply = z.infer<typeof testSendReply>;
