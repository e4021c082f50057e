/**
 * One alert round for 200 people (issue 39's budget, ≤ 60 s): 200 people of the default sample,
 * each a manager of one of its clients (round-robin), each with the four kinds of rule on e-mail,
 * checked in one round as the server runs it (`checkAlerts`: each person's reads through the
 * proxy as them, with the production defaults: kept replies 60 s, the upstream budget), then the
 * alerts found mailed to a real SMTP server on loopback. The sample keeps its production rate
 * limit, so the round also shows whether the gateway's limit held (no 429).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AlertRuleBody } from '../src/contract/alerts';
import { openPeopleStore } from '../src/people/db/open-store';
import { startSmtpServer } from '../src/people/smtp-testing';
import { startProxy, TEST_SECRET } from '../src/proxy/testing';
import { createSampleApi } from '../src/sample-api/server';
import { record } from './lib';

const PEOPLE = 200;
const BUDGET_SECONDS = 60;
const TODAY = '2026-11-18';

const RULES: AlertRuleBody['condition'][] = [
  { kind: 'low-review', maxRating: 2 },
  { kind: 'closing-disputes', minAmount: 20, withinDays: 3 },
  { kind: 'short-payout', shortAmount: 100, shortPercent: 10 },
  { kind: 'win-rate', belowPercent: 60 },
];

export const benchAlertRound = async () => {
  const sample = createSampleApi({ scale: 'default', today: TODAY });
  const upstream = await sample.listen(0, '127.0.0.1');
  const smtp = await startSmtpServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-alerts-'));
  let server: Awaited<ReturnType<typeof startProxy>> | null = null;
  try {
    // The people and their rules, written before the server opens the same database.
    const store = await openPeopleStore({ dataDir, encryptionKey: TEST_SECRET });
    await store.migrate();
    const clients = sample.store.ledger.clients.map((client) => client.clientId);
    const at = new Date(`${TODAY}T06:00:00Z`);
    for (let i = 0; i < PEOPLE; i++) {
      const person = await store.createPerson({
        email: `alerts-${i}@partner.example`,
        name: `Alert Person ${i}`,
        role: 'manager',
        scope: { kind: 'clients', clientIds: [clients[i % clients.length]!] },
        status: 'active',
      });
      for (const condition of RULES)
        await store.saveAlertRule(
          person.id,
          null,
          { condition, clientIds: [], listingIds: [], channelIds: ['email'], enabled: true },
          'https://dashboard.example.com',
          at,
        );
    }
    await store.close();

    const now = new Date(`${TODAY}T07:00:00Z`);
    server = await startProxy(
      {
        upstreamUrl: upstream,
        partnerApiKey: sample.config.apiKey,
        partnerCredential: { email: sample.config.email, password: sample.config.password },
        dataDir,
        smtpUrl: smtp.url,
        notifyTickSeconds: 0,
        readCacheSeconds: 60,
      },
      { clock: () => now },
    );
    const notifications = await server.notifications();
    const started = performance.now();
    const queued = await notifications.checkAlerts();
    const checked = (performance.now() - started) / 1000;
    await notifications.drain();
    const seconds = (performance.now() - started) / 1000;
    const stats = (await (
      await fetch(`${upstream}/__sample/stats`, { headers: { 'x-api-key': sample.config.apiKey } })
    ).json()) as { requests: Record<string, number>; rateLimited: number };
    const upstreamCalls = Object.values(stats.requests).reduce((a, b) => a + b, 0);
    record({
      what: `One alert round for ${PEOPLE} people (${queued} alerts mailed)`,
      value: `${seconds.toFixed(1)} s`,
      budget: `≤ ${BUDGET_SECONDS} s`,
      ok: seconds <= BUDGET_SECONDS && smtp.received.length === queued,
    });
    record({
      what: '  of which the checks (reads as each person through the proxy)',
      value: `${checked.toFixed(1)} s`,
      budget: '—',
      ok: null,
    });
    record({
      what: `  its upstream calls; refused by the gateway (429)`,
      value: `${upstreamCalls}; ${stats.rateLimited}`,
      budget: '0 refused',
      ok: stats.rateLimited === 0,
    });
  } finally {
    await server?.close();
    await smtp.stop();
    await sample.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
