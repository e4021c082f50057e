/**
 * Each brief sent once across instances, on a real PostgreSQL started here: two servers racing
 * for the same due briefs; an instance that claimed a brief and died (its lease passes, another
 * sends it, the dead one can no longer end it); an SMTP server that is down at 07:00 (retried
 * with backoff, then sent once, the delivery log saying both).
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '../contract/notifications';
import { DEMO_PEOPLE } from '../people/open';
import { startSmtpServer, type TestSmtpServer } from '../people/smtp-testing';
import type { PeopleStore } from '../people/store-types';
import { browserCall, cookiePair, startProxy } from '../proxy/testing';
import { formatCents } from '../web/lib/format';
import { mailText, previewBrief } from './mail-testing';
import { TEST_TODAY } from '../sample-api/testing';
import { startTwoInstances } from './instances-testing';

let instances: Awaited<ReturnType<typeof startTwoInstances>>;
let smtp: TestSmtpServer;
let one: Awaited<ReturnType<typeof startProxy>>;
let two: Awaited<ReturnType<typeof startProxy>>;
let store: PeopleStore;
let now = new Date(`${TEST_TODAY}T06:00:00Z`);
const cookies = new Map<string, string>();

const LEASE_SECONDS = 120;
const BRIEF = {
  enabled: true,
  time: '07:00',
  timeZone: 'UTC',
  days: [1, 2, 3, 4, 5, 6, 7],
  quietHours: null,
  paused: false,
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
const deliveriesOf = async (email: string) =>
  (
    await browserCall(one.origin, 'GET', '/api/notifications/deliveries', {
      cookie: cookies.get(email) ?? '',
    })
  ).json<{ deliveries: Delivery[] }>().deliveries;

beforeAll(async () => {
  instances = await startTwoInstances(() => now, {
    notifyLeaseSeconds: LEASE_SECONDS,
    readCacheSeconds: 60,
  });
  ({ smtp, one, two } = instances);
  store = await instances.openStore();
  // Three people with a 07:00 brief, saved at 06:00.
  for (const who of DEMO_PEOPLE.slice(0, 3)) {
    const signedIn = await browserCall(one.origin, 'POST', '/api/session', { body: who });
    expect(signedIn.status, signedIn.text).toBe(200);
    cookies.set(who.email, cookiePair(signedIn.setCookie));
    const saved = await browserCall(two.origin, 'PUT', '/api/notifications/settings', {
      body: BRIEF,
      cookie: cookies.get(who.email) ?? '',
    });
    expect(saved.status, saved.text).toBe(200);
  }
}, 90_000);
afterAll(async () => {
  await store?.close();
  await instances?.close();
});

describe('two instances, one PostgreSQL', () => {
  it('race for the same due briefs at 07:00: each person’s is sent once', async () => {
    now = new Date(`${TEST_TODAY}T07:00:00Z`);
    const [first, second] = await Promise.all([one.notifications(), two.notifications()]);
    await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
    for (const who of DEMO_PEOPLE.slice(0, 3)) {
      expect(mailsTo(who.email), who.email).toHaveLength(1);
      expect(await deliveriesOf(who.email)).toEqual([
        expect.objectContaining({ outcome: 'sent', attempt: 1, forDate: TEST_TODAY }),
      ]);
    }
    expect(mailsTo(DEMO_PEOPLE[3].email)).toHaveLength(0);
    // Each over their own scope (two clients, one, two stores of one): the figures of their preview.
    for (const who of DEMO_PEOPLE.slice(0, 3)) {
      const preview = await previewBrief(one.origin, cookies.get(who.email) ?? '', TEST_TODAY);
      const text = mailText(mailsTo(who.email)[0]!);
      expect(text, who.email).toContain(
        `MONEY LEFT ON THE TABLE: ${formatCents(preview.totals.moneyLeftCents)}`,
      );
      expect(text, who.email).toContain(`${preview.clients.length} client`);
      const named = new Set([...text.matchAll(/client=([\w-]+)/g)].map((match) => match[1]));
      // Only their own clients are named (the server's scope, default deny, as for the browser).
      const own = new Set(preview.clients.map((client) => client.clientId));
      expect(named.size, who.email).toBeGreaterThan(0);
      for (const id of named) expect(own.has(id ?? ''), `${who.email}: ${id}`).toBe(true);
    }
  }, 90_000);

  it('an instance killed holding a brief: another sends it once its lease has passed, once', async () => {
    const day = '2026-11-19';
    now = new Date(`${day}T07:00:00Z`);
    const [first, second] = await Promise.all([one.notifications(), two.notifications()]);
    await first.schedule();
    // A third instance claims every due brief and dies before sending any.
    const dead = await store.claimJobs('dead-instance', now, LEASE_SECONDS * 1000, 10);
    expect(dead).toHaveLength(3);
    const sentBefore = smtp.received.length;
    await Promise.all([first.tick(), second.tick()]);
    expect(smtp.received.length, 'held under the dead one’s lease').toBe(sentBefore);
    now = new Date(now.getTime() + (LEASE_SECONDS + 1) * 1000);
    await Promise.all([first.tick(), second.tick()]);
    for (const who of DEMO_PEOPLE.slice(0, 3)) {
      const mails = mailsTo(who.email).filter((mail) => mail.raw.includes('Nov 19, 2026'));
      expect(mails, who.email).toHaveLength(1);
    }
    // The dead instance, were it to come back, ends nothing: its lease is gone.
    expect(await store.finishJob(dead[0]!, 'dead-instance', now, { outcome: 'sent' })).toBe(false);
    const log = await deliveriesOf(DEMO_PEOPLE[0].email);
    expect(log.filter((line) => line.forDate === day)).toEqual([
      expect.objectContaining({ outcome: 'sent', attempt: 2 }),
    ]);
  }, 90_000);
});

describe('SMTP down at 07:00', () => {
  it('is retried with backoff, then the brief is sent once, and the log says both', async () => {
    const port = await freePort();
    const down = await startProxy(
      {
        ...one.config,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        notifyRetrySeconds: 300,
      },
      { clock: () => now },
    );
    let later: TestSmtpServer | null = null;
    try {
      const day = '2026-11-20';
      now = new Date(`${day}T07:00:00Z`);
      const worker = await down.notifications();
      await worker.tick();
      const who = DEMO_PEOPLE[1].email;
      const failed = (await deliveriesOf(who)).filter((line) => line.forDate === day);
      expect(failed).toEqual([
        expect.objectContaining({
          outcome: 'retrying',
          attempt: 1,
          retryAt: `${day}T07:05:00.000Z`,
          detail: expect.stringMatching(/^SMTP: /) as unknown,
        }),
      ]);
      // Not yet due again: nothing is tried before 07:05.
      now = new Date(`${day}T07:04:00Z`);
      await worker.tick();
      expect((await deliveriesOf(who)).filter((line) => line.forDate === day)).toHaveLength(1);
      later = await startSmtpServer({ port });
      now = new Date(`${day}T07:05:00Z`);
      await worker.tick();
      await worker.tick();
      expect(later.received.filter((mail) => mail.to.includes(who))).toHaveLength(1);
      const log = (await deliveriesOf(who)).filter((line) => line.forDate === day);
      expect(log.map((line) => [line.outcome, line.attempt])).toEqual([
        ['sent', 2],
        ['retrying', 1],
      ]);
    } finally {
      await down.close();
      await later?.stop();
    }
  }, 90_000);
});
