/**
 * Each alert sent once across instances, on a real PostgreSQL started here: two servers check
 * the same person's one-star rule in the same rounds, again and again, and a new one-star review
 * in the sample arrives once by e-mail and once on Slack.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AlertRule, ChannelCreatedReply } from '../contract/alerts';
import type { SessionReply } from '../contract/people';
import { DEMO_PEOPLE } from '../people/open';
import type { TestSmtpServer } from '../people/smtp-testing';
import { browserCall, cookiePair, startProxy } from '../proxy/testing';
import { TEST_TODAY, type TestSampleApi } from '../sample-api/testing';
import { mailText, newLowReview, startHookReceiver, type HookReceiver } from './mail-testing';
import { startTwoInstances } from './instances-testing';

let sample: TestSampleApi;
let instances: Awaited<ReturnType<typeof startTwoInstances>>;
let smtp: TestSmtpServer;
let hooks: HookReceiver;
let one: Awaited<ReturnType<typeof startProxy>>;
let two: Awaited<ReturnType<typeof startProxy>>;
let now = new Date(`${TEST_TODAY}T09:00:00Z`);

beforeAll(async () => {
  [instances, hooks] = await Promise.all([
    // The receivers listen on loopback.
    startTwoInstances(() => now, { webhookAllowPrivate: true }),
    startHookReceiver(),
  ]);
  ({ sample, smtp, one, two } = instances);
}, 120_000);
afterAll(async () => {
  await hooks?.stop();
  await instances?.close();
});

it('two instances checking the same rule send each alert once per channel', async () => {
  const signedIn = await browserCall(one.origin, 'POST', '/api/session', { body: DEMO_PEOPLE[1] });
  const cookie = cookiePair(signedIn.setCookie);
  const session = (
    await browserCall(one.origin, 'GET', '/api/session', { cookie })
  ).json<SessionReply>();
  if (session.person.scope.kind !== 'clients') throw new Error('The group manager has clients');
  const client = session.person.scope.clientIds[0] ?? '';
  const slack = await browserCall(two.origin, 'POST', '/api/notifications/channels', {
    cookie,
    body: { kind: 'slack', name: 'Ops room', url: `${hooks.origin}/slack/T1/B1/x` },
  });
  expect(slack.status, slack.text).toBe(201);
  const rule = await browserCall(one.origin, 'POST', '/api/notifications/rules', {
    cookie,
    body: {
      condition: { kind: 'low-review', maxRating: 2 },
      clientIds: [client],
      listingIds: [],
      channelIds: ['email', slack.json<ChannelCreatedReply>().channel.id],
      enabled: true,
    },
  });
  expect(rule.status, rule.text).toBe(201);
  expect(rule.json<AlertRule>().condition).toEqual({ kind: 'low-review', maxRating: 2 });

  const [first, second] = [await one.notifications(), await two.notifications()];
  await Promise.all([first.tick(), second.tick()]);
  const review = await newLowReview(sample, client, 2);
  for (let round = 0; round < 3; round++) {
    now = new Date(now.getTime() + 15 * 60_000);
    await Promise.all([first.tick(), second.tick(), first.tick()]);
  }
  const mails = smtp.received.filter((mail) => mailText(mail).includes(review.deliveryUUID));
  expect(mails).toHaveLength(1);
  expect(mailText(mails[0]!)).toContain(`2-star review from ${review.customer}`);
  const posts = hooks.received.filter((post) => post.body.includes(review.customer));
  expect(posts).toHaveLength(1);
  expect(posts[0]?.path).toBe('/slack/T1/B1/x');
});
