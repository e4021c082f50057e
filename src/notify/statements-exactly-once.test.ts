/**
 * Each scheduled statement sent once across instances, on a real PostgreSQL started here: two
 * servers racing for the same due statement on the 1st; an instance that claimed it and died
 * (its lease passes, another sends it once, the dead one can no longer end it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '../contract/notifications';
import { DEMO_PEOPLE } from '../people/open';
import type { TestSmtpServer } from '../people/smtp-testing';
import type { PeopleStore } from '../people/store-types';
import { browserCall, cookiePair, startProxy } from '../proxy/testing';
import { attachmentsOf } from './statement-testing';
import { startTwoInstances } from './instances-testing';

let instances: Awaited<ReturnType<typeof startTwoInstances>>;
let smtp: TestSmtpServer;
let one: Awaited<ReturnType<typeof startProxy>>;
let two: Awaited<ReturnType<typeof startProxy>>;
let store: PeopleStore;
let now = new Date('2026-10-20T09:00:00Z');
let cookie = '';
const LEASE_SECONDS = 120;
const WHO = DEMO_PEOPLE[0];

const deliveries = async () =>
  (await browserCall(one.origin, 'GET', '/api/notifications/deliveries', { cookie })).json<{
    deliveries: Delivery[];
  }>().deliveries;

beforeAll(async () => {
  instances = await startTwoInstances(() => now, {
    notifyLeaseSeconds: LEASE_SECONDS,
    readCacheSeconds: 60,
  });
  ({ smtp, one, two } = instances);
  store = await instances.openStore();
  const signedIn = await browserCall(one.origin, 'POST', '/api/session', { body: WHO });
  expect(signedIn.status, signedIn.text).toBe(200);
  cookie = cookiePair(signedIn.setCookie);
  const created = await browserCall(two.origin, 'POST', '/api/notifications/statements', {
    cookie,
    body: { allClients: true, clientIds: [], day: 1, recipients: ['books@client.example'] },
  });
  expect(created.status, created.text).toBe(201);
}, 120_000);
afterAll(async () => {
  await store?.close();
  await instances?.close();
});

describe('two instances, one PostgreSQL', () => {
  it('race for the same statement on the 1st: it is sent once, with every client of the person', async () => {
    now = new Date('2026-11-01T00:00:00Z');
    const [first, second] = await Promise.all([one.notifications(), two.notifications()]);
    await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
    expect(smtp.received).toHaveLength(1);
    const files = [...attachmentsOf(smtp.received[0]!).keys()].sort();
    expect(files).toEqual([
      'statements-2026-10-01-to-2026-10-31.pdf',
      'statements-2026-10-01-to-2026-10-31.zip',
    ]);
    expect(await deliveries()).toEqual([
      expect.objectContaining({ kind: 'statement', outcome: 'sent', attempt: 1 }),
    ]);
  }, 120_000);

  it('an instance killed holding it: another sends it once its lease has passed, once', async () => {
    now = new Date('2026-12-01T00:00:00Z');
    const [first, second] = await Promise.all([one.notifications(), two.notifications()]);
    await first.schedule();
    const dead = await store.claimJobs('dead-instance', now, LEASE_SECONDS * 1000, 10);
    expect(dead.map((job) => job.kind)).toEqual(['statement']);
    await Promise.all([first.tick(), second.tick()]);
    expect(smtp.received, 'held under the dead one’s lease').toHaveLength(1);
    now = new Date(now.getTime() + (LEASE_SECONDS + 1) * 1000);
    await Promise.all([first.tick(), second.tick(), first.tick()]);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]?.raw).toContain('statements-2026-11-01-to-2026-11-30.pdf');
    expect(await store.finishJob(dead[0]!, 'dead-instance', now, { outcome: 'sent' })).toBe(false);
    expect((await deliveries()).filter((line) => line.forDate === '2026-12-01')).toEqual([
      expect.objectContaining({ outcome: 'sent', attempt: 2 }),
    ]);
  }, 120_000);
});
