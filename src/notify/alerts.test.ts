/**
 * Alerts through the real server over the real sample API, on PGlite: a restaurant-group manager
 * adds a Slack channel and a signed webhook (the secret shown once, never again), sets a one-star
 * rule within their scope; a new one-star review in the sample (its knob) arrives once on each
 * channel (e-mail to a real SMTP server, Slack and the webhook to a loopback receiver that checks
 * the signature), whatever the rounds; a webhook answering 500 gets the alert once, after a retry,
 * and the delivery log says both; nothing reaches outside the person's scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertChannel, AlertRule, ChannelCreatedReply } from '../contract/alerts';
import type { Delivery, NotificationSettings } from '../contract/notifications';
import type { AuditEntry, SessionReply } from '../contract/people';
import { DEMO_PEOPLE } from '../people/open';
import { startSmtpServer, type TestSmtpServer } from '../people/smtp-testing';
import { browserCall, cookiePair, startProxy } from '../proxy/testing';
import { startSampleApi, TEST_TODAY, type TestSampleApi } from '../sample-api/testing';
import { clientScope } from '../web/entities/client/client-scope';
import { disputesQueries } from '../web/entities/dispute/disputes-queries';
import { summarizeDisputes } from '../web/entities/dispute/disputes-summary';
import { financeQueries } from '../web/entities/finance/finance-queries';
import { financeScope } from '../web/entities/finance/finance-scope';
import { addDays } from '../web/lib/calendar';
import { formatCents, toCents } from '../web/lib/format';
import { readFilters } from '../web/lib/url-state';
import { WIN_RATE_DAYS } from './alert-reader';
import { readAs } from './brief-reader';
import {
  asBrowser,
  mailHeader,
  mailHtml,
  mailText,
  newLowReview,
  startHookReceiver,
  type HookReceiver,
} from './mail-testing';

let sample: TestSampleApi;
let smtp: TestSmtpServer;
let hooks: HookReceiver;
let server: Awaited<ReturnType<typeof startProxy>>;
let now = new Date(`${TEST_TODAY}T08:00:00Z`);
let group: string;
let store: string;
let groupClient: string;
let otherClient: string;
let storeScope: { clientId: string; listingIds: string[] };
let slack: AlertChannel;
let webhook: AlertChannel;
let rule: AlertRule;

const RETRY_SECONDS = 120;
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

const call = (method: string, path: string, options: { body?: unknown; cookie?: string } = {}) =>
  browserCall(server.origin, method, path, options);

const signIn = async (who: { email: string; password: string }) => {
  const reply = await call('POST', '/api/session', { body: who });
  expect(reply.status, reply.text).toBe(200);
  const cookie = cookiePair(reply.setCookie);
  const session = (await call('GET', '/api/session', { cookie })).json<SessionReply>();
  return { cookie, scope: session.person.scope };
};

const round = async () => (await server.notifications()).tick();
const deliveries = async (cookie: string) =>
  (await call('GET', '/api/notifications/deliveries', { cookie })).json<{
    deliveries: Delivery[];
  }>().deliveries;
const mailsAbout = (text: string) =>
  smtp.received.filter(
    (mail) => mail.to.includes(DEMO_PEOPLE[1].email) && mailText(mail).includes(text),
  );
/** The mail's one-click unsubscribe link, from its `List-Unsubscribe` header. */
const unsubscribeOf = (mail: (typeof smtp.received)[number]) =>
  mailHeader(mail, 'List-Unsubscribe')?.slice(1, -1) ?? '';
const hooksAbout = (path: string, text: string) =>
  hooks.received.filter((one) => one.path === path && one.body.includes(text));

beforeAll(async () => {
  [sample, smtp, hooks] = await Promise.all([
    startSampleApi(),
    startSmtpServer(),
    startHookReceiver(),
  ]);
  server = await startProxy(
    {
      ...sample.proxyConfig,
      demoPeople: true,
      smtpUrl: smtp.url,
      notifyTickSeconds: 0,
      // The receivers listen on loopback.
      webhookAllowPrivate: true,
      notifyRetrySeconds: RETRY_SECONDS,
    },
    { clock: () => now },
  );
  const signedIn = await signIn(DEMO_PEOPLE[1]);
  group = signedIn.cookie;
  if (signedIn.scope.kind !== 'clients') throw new Error('The group manager has clients');
  groupClient = signedIn.scope.clientIds[0] ?? '';
  const accounts = await signIn(DEMO_PEOPLE[0]);
  if (accounts.scope.kind !== 'clients') throw new Error('The account manager has clients');
  otherClient = accounts.scope.clientIds.find((id) => id !== groupClient) ?? '';
  expect(otherClient).not.toBe('');
  const storeManager = await signIn(DEMO_PEOPLE[2]);
  store = storeManager.cookie;
  if (storeManager.scope.kind !== 'stores') throw new Error('The store manager has stores');
  storeScope = storeManager.scope;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await hooks?.stop();
  await smtp?.stop();
  await sample?.close();
});

describe('channels', () => {
  it('start with the account’s own address', async () => {
    const reply = await call('GET', '/api/notifications/channels', { cookie: group });
    expect(reply.json<{ channels: AlertChannel[] }>().channels).toEqual([
      { id: 'email', kind: 'email', name: 'E-mail', hint: DEMO_PEOPLE[1].email, createdAt: null },
    ]);
  });

  it('add Slack and a webhook, whose secret is given once and never again', async () => {
    const slackUrl = `${hooks.origin}/slack/T000/B000/secret-slack-path`;
    const added = await call('POST', '/api/notifications/channels', {
      cookie: group,
      body: { kind: 'slack', name: 'Ops room', url: slackUrl },
    });
    expect(added.status, added.text).toBe(201);
    const slackReply = added.json<ChannelCreatedReply>();
    expect(slackReply.secret).toBeNull();
    slack = slackReply.channel;
    expect(slack.hint).not.toContain('secret-slack-path');

    const hookUrl = `${hooks.origin}/hook/one`;
    const hook = await call('POST', '/api/notifications/channels', {
      cookie: group,
      body: { kind: 'webhook', name: 'Our ticketing', url: hookUrl },
    });
    expect(hook.status, hook.text).toBe(201);
    const hookReply = hook.json<ChannelCreatedReply>();
    expect(hookReply.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    webhook = hookReply.channel;
    hooks.setSecret('/hook/one', hookReply.secret ?? '');

    const listed = await call('GET', '/api/notifications/channels', { cookie: group });
    expect(listed.json<{ channels: AlertChannel[] }>().channels.map((one) => one.name)).toEqual([
      'E-mail',
      'Ops room',
      'Our ticketing',
    ]);
    expect(listed.text).not.toContain('secret-slack-path');
    expect(listed.text).not.toContain(hookReply.secret);
    expect(listed.text).not.toContain('/hook/one');
    const audit = await call('GET', '/api/audit?action=notifications.channel', { cookie: group });
    expect(audit.json<{ entries: AuditEntry[] }>().entries).toHaveLength(2);
    expect(audit.text).not.toContain(hookReply.secret);
    expect(audit.text).not.toContain('secret-slack-path');
  });

  it('refuse what is not a web address, naming the field', async () => {
    const reply = await call('POST', '/api/notifications/channels', {
      cookie: group,
      body: { kind: 'slack', name: '', url: 'hooks.slack.com' },
    });
    expect(reply.status).toBe(400);
    const fields = reply.json<{ error: { fields: { path: string }[] } }>().error.fields;
    expect(fields.map((field) => field.path).sort()).toEqual(['name', 'url']);
  });

  it('refuse an address on the server’s own network where the server keeps alerts off it (the default)', async () => {
    const guarded = await startProxy({
      ...sample.proxyConfig,
      demoPeople: true,
      notifyTickSeconds: 0,
    });
    try {
      const signedIn = await browserCall(guarded.origin, 'POST', '/api/session', {
        body: DEMO_PEOPLE[1],
      });
      const cookie = cookiePair(signedIn.setCookie);
      const reply = await browserCall(guarded.origin, 'POST', '/api/notifications/channels', {
        cookie,
        body: { kind: 'slack', name: 'Inside', url: `${hooks.origin}/slack/T1/B1/inside` },
      });
      expect(reply.status).toBe(400);
      const refusal = reply.json<{ message: string; error: { fields: { path: string }[] } }>();
      expect(refusal.message).toContain('127.0.0.1');
      expect(refusal.error.fields.map((field) => field.path)).toEqual(['url']);
      const listed = await browserCall(guarded.origin, 'GET', '/api/notifications/channels', {
        cookie,
      });
      expect(listed.json<{ channels: AlertChannel[] }>().channels.map((one) => one.id)).toEqual([
        'email',
      ]);
      expect(hooks.received.filter((one) => one.path.includes('inside'))).toEqual([]);
    } finally {
      await guarded.close();
    }
  });

  it('send a test once per click, however often the click’s request comes', async () => {
    const body = { key: 'click-0000000001' };
    const path = `/api/notifications/channels/${slack.id}/test`;
    const [first, second] = await Promise.all([
      call('POST', path, { cookie: group, body }),
      call('POST', path, { cookie: group, body }),
    ]);
    expect(first.json()).toMatchObject({ outcome: 'sent' });
    expect(second.json<{ outcome: string }>().outcome).toMatch(/sent|pending/);
    const tests = hooks.received.filter((one) => one.path.startsWith('/slack/'));
    expect(tests).toHaveLength(1);
    expect(tests[0]?.json).toMatchObject({ text: expect.stringContaining('Test alert') });
    expect(tests[0]?.json.blocks).toEqual([expect.objectContaining({ type: 'section' })]);
  });
});

describe('alert rules', () => {
  it('refuse thresholds out of range and clients or stores outside the scope', async () => {
    const bad = await call('POST', '/api/notifications/rules', {
      cookie: group,
      body: {
        condition: { kind: 'closing-disputes', minAmount: -5, withinDays: 30 },
        clientIds: [],
        listingIds: [],
        channelIds: [],
        enabled: true,
      },
    });
    expect(bad.status).toBe(400);
    const fields = bad.json<{ error: { fields: { path: string; message: string }[] } }>().error
      .fields;
    expect(fields.map((field) => field.path).sort()).toEqual([
      'channelIds',
      'condition.minAmount',
      'condition.withinDays',
    ]);
    const outside = await call('POST', '/api/notifications/rules', {
      cookie: group,
      body: {
        condition: { kind: 'low-review', maxRating: 1 },
        clientIds: [otherClient],
        listingIds: [],
        channelIds: ['email'],
        enabled: true,
      },
    });
    expect(outside.status).toBe(400);
    expect(outside.text).toContain('not among your clients');
    const otherStore = await call('POST', '/api/notifications/rules', {
      cookie: store,
      body: {
        condition: { kind: 'low-review', maxRating: 1 },
        clientIds: [storeScope.clientId],
        listingIds: [...storeScope.listingIds, 'listing-not-mine'],
        channelIds: ['email'],
        enabled: true,
      },
    });
    expect(otherStore.status).toBe(400);
    expect(otherStore.text).toContain('not among your stores');
  });

  it('are saved, and each change is in the audit log', async () => {
    const reply = await call('POST', '/api/notifications/rules', {
      cookie: group,
      body: {
        condition: { kind: 'low-review', maxRating: 1 },
        clientIds: [],
        listingIds: [],
        channelIds: ['email', slack.id, webhook.id],
        enabled: true,
      },
    });
    expect(reply.status, reply.text).toBe(201);
    rule = reply.json<AlertRule>();
    const listed = await call('GET', '/api/notifications/rules', { cookie: group });
    expect(listed.json<{ rules: AlertRule[] }>().rules).toEqual([rule]);
    const audit = await call('GET', '/api/audit?action=notifications.rule', { cookie: group });
    expect(audit.json<{ entries: AuditEntry[] }>().entries[0]?.detail).toMatchObject({
      change: 'added',
      id: rule.id,
    });
  });

  it('lose a removed channel, which is refused while it is a rule’s only channel', async () => {
    const spare = (
      await call('POST', '/api/notifications/channels', {
        cookie: group,
        body: { kind: 'slack', name: 'Spare', url: `${hooks.origin}/slack/T9/B9/spare` },
      })
    ).json<ChannelCreatedReply>().channel;
    const body = {
      condition: { kind: 'closing-disputes', minAmount: 200, withinDays: 2 },
      clientIds: [],
      listingIds: [],
      channelIds: [spare.id],
      enabled: false,
    };
    const only = (
      await call('POST', '/api/notifications/rules', { cookie: group, body })
    ).json<AlertRule>();
    const path = `/api/notifications/channels/${spare.id}`;
    const refused = await call('DELETE', path, { cookie: group });
    expect(refused.status).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('only channel of an alert rule');
    const still = await call('GET', '/api/notifications/channels', { cookie: group });
    expect(still.json<{ channels: AlertChannel[] }>().channels.map((one) => one.id)).toContain(
      spare.id,
    );

    const rulePath = `/api/notifications/rules/${only.id}`;
    const widened = await call('PUT', rulePath, {
      cookie: group,
      body: { ...body, channelIds: ['email', spare.id] },
    });
    expect(widened.status, widened.text).toBe(200);
    expect((await call('DELETE', path, { cookie: group })).status).toBe(204);
    const rules = (await call('GET', '/api/notifications/rules', { cookie: group })).json<{
      rules: AlertRule[];
    }>().rules;
    expect(rules.find((one) => one.id === only.id)?.channelIds).toEqual(['email']);
    expect((await call('DELETE', rulePath, { cookie: group })).status).toBe(204);
  });
});

describe('a new one-star review', () => {
  let review: Awaited<ReturnType<typeof newLowReview>>;

  it('alerts nothing of what was there before the rule', async () => {
    const before = smtp.received.length;
    const hooksBefore = hooks.received.length;
    await round();
    expect(smtp.received.length).toBe(before);
    expect(hooks.received.length).toBe(hooksBefore);
  });

  it('arrives once on each channel, whatever the rounds, each linking to the review', async () => {
    review = await newLowReview(sample, groupClient, 1);
    // Another client's, outside the group manager's scope: never theirs.
    const outside = await newLowReview(sample, otherClient, 1);
    later(15);
    await Promise.all([round(), round()]);
    later(15);
    await round();
    later(15);
    await round();

    const mails = mailsAbout(review.deliveryUUID);
    expect(mails).toHaveLength(1);
    expect(mailText(mails[0]!)).toContain(`1-star review from ${review.customer}`);
    expect(mailText(mails[0]!)).toContain(`/reviews?client=${groupClient}`);

    const [slackMessage, ...moreSlack] = hooks.received.filter(
      (one) => one.path.startsWith('/slack/') && one.body.includes(review.customer),
    );
    expect(moreSlack).toHaveLength(0);
    expect(slackMessage?.json).toMatchObject({
      text: expect.stringContaining(review.customer),
    });

    const signed = hooksAbout('/hook/one', review.deliveryUUID);
    expect(signed).toHaveLength(1);
    expect(signed[0]?.verified).toBe(true);
    expect(signed[0]?.json).toMatchObject({
      type: 'alert',
      alert: {
        kind: 'low-review',
        rule: rule.id,
        item: `review:${review.channel}:${review.deliveryUUID}`,
        client: groupClient,
        link: expect.stringContaining(`review=${review.deliveryUUID}`),
      },
    });

    expect(mailsAbout(outside.deliveryUUID)).toHaveLength(0);
    expect(hooks.received.filter((one) => one.body.includes(outside.deliveryUUID))).toHaveLength(0);

    const log = (await deliveries(group)).filter((one) => one.kind === 'alert');
    expect(log.map((one) => [one.channel, one.outcome]).sort()).toEqual([
      ['email', 'sent'],
      ['slack', 'sent'],
      ['webhook', 'sent'],
    ]);
    expect(log.find((one) => one.channel === 'slack')?.channelName).toBe('Ops room');
  });

  it('to a webhook answering 500 arrives once, after a retry, the log saying both', async () => {
    hooks.failNext('/hook/one', 500);
    const next = await newLowReview(sample, groupClient, 1);
    later(15);
    await round();
    const refused = hooksAbout('/hook/one', next.deliveryUUID);
    expect(refused.map((one) => one.status)).toEqual([500]);
    const retrying = (await deliveries(group)).find(
      (one) => one.channel === 'webhook' && one.outcome === 'retrying',
    );
    expect(retrying?.detail).toBe('The webhook answered 500');
    expect(retrying?.retryAt).toBe(new Date(now.getTime() + RETRY_SECONDS * 1000).toISOString());
    // Rounds before the retry's time send nothing more.
    await round();
    expect(hooksAbout('/hook/one', next.deliveryUUID)).toHaveLength(1);
    later(RETRY_SECONDS / 60);
    await round();
    later(15);
    await round();
    const all = hooksAbout('/hook/one', next.deliveryUUID);
    expect(all.map((one) => one.status)).toEqual([500, 200]);
    expect(all.every((one) => one.verified)).toBe(true);
    // The same delivery id on both attempts: a receiver that keeps it sees the alert once.
    expect(new Set(all.map((one) => one.headers['x-dashboard-delivery'])).size).toBe(1);
    const webhookLog = (await deliveries(group)).filter(
      (one) => one.channel === 'webhook' && one.kind === 'alert',
    );
    expect(webhookLog.slice(0, 2).map((one) => one.outcome)).toEqual(['sent', 'retrying']);
    expect(mailsAbout(next.deliveryUUID)).toHaveLength(1);
  });

  it('mails each alert with its rule’s one-click unsubscribe, in the headers and both parts', () => {
    const [mail] = mailsAbout(review.deliveryUUID);
    const link = unsubscribeOf(mail!);
    expect(link).toMatch(new RegExp(`^${server.origin}/api/unsubscribe\\?t=`));
    expect(mailHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mailText(mail!)).toContain(`unsubscribe: ${link}`);
    expect(mailHtml(mail!)).toContain(`href="${link}"`);
  });

  it('asks to confirm when the link is opened, changing nothing; a forged link is refused', async () => {
    const link = unsubscribeOf(mailsAbout(review.deliveryUUID)[0]!);
    const page = await browserCall('', 'GET', link, { headers: {} });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop e-mails from this alert?');
    expect(page.text).toContain(DEMO_PEOPLE[1].email);
    // Signed for this rule: another rule's id under its signature, or a made-up signature, fails.
    const otherRule = link.replace(rule.id, '00000000-0000-4000-8000-000000000000');
    const forged = link.replace(/\.[^.]+$/, '.forged-signature');
    for (const bad of [otherRule, forged]) {
      const refused = await browserCall('', 'POST', bad, { headers: {} });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('This link does not work');
    }
    const rules = await call('GET', '/api/notifications/rules', { cookie: group });
    expect(rules.json<{ rules: AlertRule[] }>().rules).toEqual([
      expect.objectContaining({
        id: rule.id,
        enabled: true,
        channelIds: ['email', slack.id, webhook.id],
      }),
    ]);
  });

  it('turns e-mail off for that rule with the mail client’s one-click POST: the next alert comes on its other channels, no mail', async () => {
    const link = unsubscribeOf(mailsAbout(review.deliveryUUID)[0]!);
    // As a mail client posts it (RFC 8058): no session, no app header, a form body.
    const { request } = await import('undici');
    const reply = await request(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(reply.statusCode).toBe(200);
    expect(await reply.body.text()).toContain('You are unsubscribed');
    const [changed] = (await call('GET', '/api/notifications/rules', { cookie: group })).json<{
      rules: AlertRule[];
    }>().rules;
    expect(changed).toMatchObject({
      id: rule.id,
      enabled: true,
      channelIds: [slack.id, webhook.id],
    });
    rule = changed!;
    const audit = await call('GET', '/api/audit?action=notifications.rule-unsubscribe', {
      cookie: group,
    });
    expect(audit.json<{ entries: AuditEntry[] }>().entries).toEqual([
      expect.objectContaining({
        outcome: 'ok',
        detail: expect.objectContaining({ rule: rule.id }),
      }),
    ]);

    const next = await newLowReview(sample, groupClient, 1);
    later(15);
    await round();
    later(15);
    await round();
    expect(mailsAbout(next.deliveryUUID)).toHaveLength(0);
    expect(
      hooks.received.filter(
        (one) => one.path.startsWith('/slack/') && one.body.includes(next.customer),
      ),
    ).toHaveLength(1);
    expect(hooksAbout('/hook/one', next.deliveryUUID)).toHaveLength(1);
  });

  it('stops once the rule is removed', async () => {
    const removed = await call('DELETE', `/api/notifications/rules/${rule.id}`, { cookie: group });
    expect(removed.status).toBe(204);
    const after = await newLowReview(sample, groupClient, 1);
    later(15);
    await round();
    expect(mailsAbout(after.deliveryUUID)).toHaveLength(0);
    expect(hooks.received.filter((one) => one.body.includes(after.deliveryUUID))).toHaveLength(0);
    const audit = await call('GET', '/api/audit?action=notifications.rule', { cookie: group });
    expect(audit.json<{ entries: AuditEntry[] }>().entries[0]?.detail).toMatchObject({
      change: 'removed',
    });
  });
});

describe('disputes closing soon', () => {
  it('alert each order once by e-mail, linking to that dispute on the desk', async () => {
    const reply = await call('POST', '/api/notifications/rules', {
      cookie: group,
      body: {
        condition: { kind: 'closing-disputes', minAmount: 0, withinDays: 3 },
        clientIds: [groupClient],
        listingIds: [],
        channelIds: ['email'],
        enabled: true,
      },
    });
    expect(reply.status, reply.text).toBe(201);
    const before = smtp.received.length;
    later(15);
    await round();
    later(15);
    await round();
    const mails = smtp.received.slice(before).map(mailText);
    expect(mails.length).toBeGreaterThan(0);
    for (const text of mails) {
      expect(text).toContain('Dispute of $');
      expect(text).toMatch(/\/disputes\?client=[^ ]*dispute=/);
    }
    const ids = mails.map((text) => /dispute=([0-9a-f-]{36})/.exec(text)?.[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('turns the rule off from its mail when e-mail is its only channel, keeping e-mail as its channel; once however often', async () => {
    const mail = smtp.received.findLast((one) => mailText(one).includes('Dispute of $'))!;
    const { request } = await import('undici');
    const audited = async () =>
      (
        await call('GET', '/api/audit?action=notifications.rule-unsubscribe', { cookie: group })
      ).json<{ entries: AuditEntry[] }>().entries.length;
    const before = await audited();
    for (let click = 0; click < 2; click++) {
      const reply = await request(unsubscribeOf(mail), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(reply.statusCode).toBe(200);
      expect(await reply.body.text()).toContain('You are unsubscribed');
    }
    const rules = (await call('GET', '/api/notifications/rules', { cookie: group })).json<{
      rules: AlertRule[];
    }>().rules;
    expect(rules.find((one) => one.condition.kind === 'closing-disputes')).toMatchObject({
      enabled: false,
      channelIds: ['email'],
    });
    expect(await audited()).toBe(before + 1);
  });
});

describe('a falling win rate', () => {
  it('alerts once a week with the disputes page’s own rate, linking to those 4 weeks', async () => {
    const reply = await call('POST', '/api/notifications/rules', {
      cookie: group,
      body: {
        condition: { kind: 'win-rate', belowPercent: 100 },
        clientIds: [groupClient],
        listingIds: [],
        channelIds: ['email'],
        enabled: true,
      },
    });
    expect(reply.status, reply.text).toBe(201);
    // The disputes page's figure, read the browser's way for the same 4 weeks.
    const from = addDays(TEST_TODAY, 1 - WIN_RATE_DAYS);
    const { winRate } = await readAs(
      asBrowser(server.origin, group),
      async (queryClient, details) => {
        const scope = clientScope(
          details,
          readFilters(new URLSearchParams({ client: groupClient }), TEST_TODAY),
        )!;
        const { orders } = await queryClient.fetchQuery(
          disputesQueries.range({ ...scope, from, to: TEST_TODAY }),
        );
        return summarizeDisputes(orders);
      },
    );
    expect(winRate).not.toBeNull();
    const before = smtp.received.length;
    later(15);
    await round();
    later(15);
    await round();
    const mails = smtp.received.slice(before).map(mailText);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(
      `Dispute win rate ${Math.round(winRate! * 1000) / 10} % over 4 weeks`,
    );
    expect(mails[0]).toContain(`/disputes?client=${groupClient}&from=${from}&to=${TEST_TODAY}`);
  });
});

describe('short payouts', () => {
  it('alert each store paid short of the finance page’s estimate once, linking to its table', async () => {
    const reply = await call('POST', '/api/notifications/rules', {
      cookie: group,
      body: {
        condition: { kind: 'short-payout', shortAmount: 0, shortPercent: null },
        clientIds: [groupClient],
        listingIds: [],
        channelIds: ['email'],
        enabled: true,
      },
    });
    expect(reply.status, reply.text).toBe(201);
    // The finance page's table, read the browser's way: every store paid under its estimate.
    const short = await readAs(asBrowser(server.origin, group), async (queryClient, details) => {
      const scope = clientScope(
        details,
        readFilters(new URLSearchParams({ client: groupClient }), TEST_TODAY),
      )!;
      const table = await queryClient.fetchQuery(
        financeQueries.estimateVsActual(financeScope(scope)),
      );
      return table.storeWise.filter((row) => toCents(row.difference.total.total) < 0);
    });
    expect(short.length).toBeGreaterThan(0);
    const before = smtp.received.length;
    later(15);
    await round();
    later(15);
    await round();
    const mails = smtp.received.slice(before).map(mailText);
    expect(mails).toHaveLength(short.length);
    for (const row of short) {
      const shortBy = formatCents(-toCents(row.difference.total.total));
      const mail = mails.find((text) => text.includes(`listings=${row.store}`));
      expect(mail).toContain(`payout ${shortBy} short of the estimate`);
      expect(mail).toContain('#finance-estimate');
    }
  });
});

describe('viewing as someone else', () => {
  it('changes no brief, rule, channel or scheduled statement: every write is refused as read-only', async () => {
    const owner = (
      await signIn({ email: sample.api.config.email, password: sample.api.config.password })
    ).cookie;
    const gina = (await call('GET', '/api/session', { cookie: group })).json<SessionReply>();
    const viewed = await call('POST', '/api/view-as', {
      cookie: owner,
      body: { personId: gina.person.id },
    });
    expect(viewed.status, viewed.text).toBe(200);
    // What the owner, viewing as the group manager, reads: her settings, rules, channels, statements.
    const reads = [
      '/api/notifications/settings',
      '/api/notifications/rules',
      '/api/notifications/channels',
      '/api/notifications/statements',
    ];
    const readAll = () =>
      Promise.all(reads.map(async (path) => (await call('GET', path, { cookie: owner })).text));
    const before = await readAll();
    const theirRule = (await call('GET', '/api/notifications/rules', { cookie: group })).json<{
      rules: AlertRule[];
    }>().rules[0];
    const ruleId = theirRule?.id ?? '00000000-0000-4000-8000-000000000000';
    const theirChannel = (await call('GET', '/api/notifications/channels', { cookie: group }))
      .json<{ channels: AlertChannel[] }>()
      .channels.find((channel) => channel.id !== 'email');
    const channelId = theirChannel?.id ?? '00000000-0000-4000-8000-000000000000';
    const settings = (
      await call('GET', '/api/notifications/settings', { cookie: group })
    ).json<NotificationSettings>();
    // Bodies the routes take (each would change something): only the viewing stops them.
    const writes: [string, string, unknown][] = [
      ['PUT', '/api/notifications/settings', { ...settings.brief, paused: !settings.brief.paused }],
      ['POST', '/api/notifications/test', { key: 'viewing-as-test-1' }],
      [
        'POST',
        '/api/notifications/rules',
        {
          condition: { kind: 'low-review', maxRating: 1 },
          clientIds: [],
          listingIds: [],
          channelIds: ['email'],
          enabled: true,
        },
      ],
      [
        'PUT',
        `/api/notifications/rules/${ruleId}`,
        {
          condition: theirRule?.condition ?? { kind: 'low-review', maxRating: 2 },
          clientIds: theirRule?.clientIds ?? [],
          listingIds: theirRule?.listingIds ?? [],
          channelIds: theirRule?.channelIds ?? ['email'],
          enabled: !(theirRule?.enabled ?? true),
        },
      ],
      ['DELETE', `/api/notifications/rules/${ruleId}`, undefined],
      [
        'POST',
        '/api/notifications/channels',
        { kind: 'slack', name: 'Ops', url: 'https://hooks.slack.com/services/T/B/X' },
      ],
      ['DELETE', `/api/notifications/channels/${channelId}`, undefined],
      [
        'POST',
        '/api/notifications/statements',
        { allClients: true, clientIds: [], day: 3, recipients: ['books@group.example'] },
      ],
      ['DELETE', '/api/notifications/statements/00000000-0000-4000-8000-000000000000', undefined],
    ];
    for (const [method, path, body] of writes) {
      const reply = await call(method, path, { cookie: owner, body });
      expect(reply.status, `${method} ${path}: ${reply.text}`).toBe(403);
      expect(reply.json<{ error: { code: string } }>().error.code).toBe('READ_ONLY');
    }
    expect(await readAll()).toEqual(before);
    expect((await call('DELETE', '/api/view-as', { cookie: owner })).status).toBe(204);
  });
});
