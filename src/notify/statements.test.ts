/**
 * Scheduled statements, through the real server over the real sample API, to a real SMTP server
 * on loopback, on PGlite: who may schedule which clients (the server refuses the rest), the
 * form's checks, the audit log, and the test clock reaching the 1st: a mail to each listed
 * address (its own unsubscribe link) with a PDF and a ZIP whose files are the statement page's
 * own for the same client; a recipient's one-click unsubscribe; a retry after a send that failed
 * part-way mails only the addresses left.
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { AuditEntry } from '../contract/people';
import type { Delivery } from '../contract/notifications';
import type { StatementSchedule } from '../contract/statements';
import { DEMO_PEOPLE } from '../people/open';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../people/smtp-testing';
import { browserCall, cookiePair, startProxy } from '../proxy/testing';
import { startSampleApi, type TestSampleApi } from '../sample-api/testing';
import { formatCents, toCents } from '../web/lib/format';
import { mailHeader, mailHtml, mailText } from './mail-testing';
import { attachmentsOf, pageStatementFiles, pdfTexts, zipTexts } from './statement-testing';

/** The mail's one-click unsubscribe link, from its `List-Unsubscribe` header. */
const unsubscribeOf = (mail: ReceivedMail) =>
  mailHeader(mail, 'List-Unsubscribe')?.slice(1, -1) ?? '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let sample: TestSampleApi;
let smtp: TestSmtpServer;
let server: Awaited<ReturnType<typeof startProxy>>;
let now = new Date('2026-10-20T09:00:00Z');
let clients: { clientId: string; clientName: string }[];
const cookies: Record<string, string> = {};
const [ACCOUNTS, GROUP, STORE, VIEWER] = DEMO_PEOPLE;

const call = (
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) => browserCall(server.origin, method, path, options);

const signIn = async (who: { email: string; password: string }) => {
  const reply = await call('POST', '/api/session', { body: who });
  expect(reply.status, reply.text).toBe(200);
  return cookiePair(reply.setCookie);
};

const deliveries = async (cookie: string) =>
  (await call('GET', '/api/notifications/deliveries', { cookie })).json<{
    deliveries: Delivery[];
  }>().deliveries;

beforeAll(async () => {
  [sample, smtp] = await Promise.all([startSampleApi(), startSmtpServer()]);
  server = await startProxy(
    {
      ...sample.proxyConfig,
      demoPeople: true,
      smtpUrl: smtp.url,
      notifyTickSeconds: 0,
      readCacheSeconds: 60,
    },
    { clock: () => now },
  );
  cookies.owner = await signIn(sample.proxyConfig.firstOwner);
  for (const who of [ACCOUNTS, GROUP, STORE, VIEWER]) cookies[who.email] = await signIn(who);
  const details = await call('POST', '/api/ops/getRestaurantDetails', {
    cookie: cookies.owner,
    body: {},
  });
  clients = details.json<{
    result: { restaurantDetails: { clientId: string; clientName: string }[] };
  }>().result.restaurantDetails;
}, 90_000);
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
  await sample?.close();
});

describe('who may schedule statements', () => {
  it('refuses a viewer, a store manager and clients outside the person’s own', async () => {
    const mine = await call('POST', '/api/ops/getRestaurantDetails', {
      cookie: cookies[GROUP.email],
      body: {},
    });
    const own = new Set(
      mine
        .json<{ result: { restaurantDetails: { clientId: string }[] } }>()
        .result.restaurantDetails.map((client) => client.clientId),
    );
    const other = clients.find((client) => !own.has(client.clientId));
    expect(other).toBeDefined();
    const body = (clientIds: string[]) => ({
      allClients: false,
      clientIds,
      day: 1,
      recipients: ['finance@client.example'],
    });
    const outside = await call('POST', '/api/notifications/statements', {
      cookie: cookies[GROUP.email],
      body: body([[...own][0]!, other!.clientId]),
    });
    expect(outside.status).toBe(403);
    expect(outside.text).toMatch(/not in your access/);
    const store = await call('POST', '/api/notifications/statements', {
      cookie: cookies[STORE.email],
      body: { ...body([]), allClients: true },
    });
    expect(store.status).toBe(403);
    expect(store.text).toMatch(/some stores only/);
    const viewer = await call('POST', '/api/notifications/statements', {
      cookie: cookies[VIEWER.email],
      body: { ...body([]), allClients: true },
    });
    expect(viewer.status).toBe(403);
    // Nothing was kept, and the refusals are in the audit log.
    const list = await call('GET', '/api/notifications/statements', {
      cookie: cookies[GROUP.email],
    });
    expect(list.json<{ schedules: unknown[]; maySchedule: boolean }>()).toMatchObject({
      schedules: [],
      maySchedule: true,
    });
    const audit = await call('GET', '/api/audit?action=statements.create&outcome=refused', {
      cookie: cookies.owner,
    });
    expect(audit.json<{ entries: AuditEntry[] }>().entries.length).toBeGreaterThanOrEqual(3);
  });

  it('names each wrong field: the day, the addresses, no client', async () => {
    const reply = await call('POST', '/api/notifications/statements', {
      cookie: cookies[ACCOUNTS.email],
      body: { allClients: false, clientIds: [], day: 31, recipients: ['finance@', 'ok@x.example'] },
    });
    expect(reply.status).toBe(400);
    const fields = reply.json<{ error: { fields: { path: string; message: string }[] } }>().error
      .fields;
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'day', message: 'must be a day from 1 to 28' }),
        expect.objectContaining({ path: 'recipients.0', message: 'must be an email address' }),
      ]),
    );
    const none = await call('POST', '/api/notifications/statements', {
      cookie: cookies[ACCOUNTS.email],
      body: { allClients: false, clientIds: [], day: 1, recipients: ['ok@x.example'] },
    });
    expect(none.status).toBe(400);
    expect(none.text).toMatch(/at least one client/);
  });
});

describe('a statement scheduled for the 1st', () => {
  let schedule: StatementSchedule;
  let client: { clientId: string; clientName: string };

  it('is saved, with its next send, and the audit log has it', async () => {
    const mine = await call('POST', '/api/ops/getRestaurantDetails', {
      cookie: cookies[ACCOUNTS.email],
      body: {},
    });
    client = mine.json<{
      result: { restaurantDetails: { clientId: string; clientName: string }[] };
    }>().result.restaurantDetails[0]!;
    const reply = await call('POST', '/api/notifications/statements', {
      cookie: cookies[ACCOUNTS.email],
      body: {
        allClients: false,
        clientIds: [client.clientId],
        day: 1,
        recipients: ['Finance@Client.example', 'owner@client.example'],
      },
    });
    expect(reply.status, reply.text).toBe(201);
    schedule = reply.json<{ schedule: StatementSchedule }>().schedule;
    expect(schedule).toMatchObject({
      day: 1,
      recipients: ['finance@client.example', 'owner@client.example'],
      next: { date: '2026-11-01', month: '2026-10' },
    });
    const audit = await call('GET', '/api/audit?action=statements.create&outcome=ok', {
      cookie: cookies[ACCOUNTS.email],
    });
    expect(audit.json<{ entries: AuditEntry[] }>().entries[0]?.detail).toMatchObject({
      schedule: schedule.id,
      day: 1,
    });
  });

  it('sends each address its own mail on the 1st, with the page’s statement as a PDF and a ZIP of its CSVs', async () => {
    const notifications = await server.notifications();
    now = new Date('2026-10-31T23:59:00Z');
    await notifications.tick();
    expect(smtp.received).toHaveLength(0);
    now = new Date('2026-11-01T00:00:00Z');
    await Promise.all([notifications.tick(), notifications.tick()]);
    now = new Date('2026-11-02T08:00:00Z');
    await notifications.tick();
    // One message per address, each with its own one-click unsubscribe link.
    expect(smtp.received.map((one) => one.to).sort()).toEqual([
      ['finance@client.example'],
      ['owner@client.example'],
    ]);
    const links = smtp.received.map((one) => unsubscribeOf(one));
    expect(new Set(links).size).toBe(2);
    for (const [index, one] of smtp.received.entries()) {
      expect(links[index]).toMatch(new RegExp(`^${server.origin}/api/unsubscribe\\?t=s\\.`));
      expect(mailHeader(one, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mailText(one)).toContain(`unsubscribe: ${links[index]}`);
      expect(mailHtml(one)).toContain(`href="${links[index]}"`);
      expect([...attachmentsOf(one).keys()]).toHaveLength(2);
    }
    const mail = smtp.received[0]!;

    const files = attachmentsOf(mail);
    const names = [...files.keys()].sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^statement-.+-2026-10-01-to-2026-10-31\.pdf$/);
    expect(names[1]).toMatch(/^statement-.+-2026-10-01-to-2026-10-31\.zip$/);

    // The ZIP holds the page's files for the same client and month, byte for byte as text.
    const zipped = zipTexts(files.get(names[1]!)!);
    const page = await pageStatementFiles(
      server.origin,
      cookies[ACCOUNTS.email]!,
      client.clientId,
      '2026-10',
    );
    expect([...zipped.keys()].sort()).toEqual([...page.texts.keys()].sort());
    for (const [name, text] of page.texts) expect(zipped.get(name), name).toBe(text);
    expect(zipped.size).toBe(7);

    // Its figures are the finance overview's for October, to the cent.
    const overview = await call('POST', '/api/ops/getFinanceOverview', {
      cookie: cookies[ACCOUNTS.email],
      body: {
        query: { clientId: client.clientId },
        body: { startDate: '2026-10-01', endDate: '2026-10-31' },
      },
    });
    const net = overview.json<{
      result: { overview: { payout: { netPayout: { total: number } } } };
    }>().result.overview.payout.netPayout.total;
    const overviewCsv = [...zipped].find(([name]) => name.startsWith('statement-overview'))![1];
    const rows = Papa.parse<Record<string, string>>(overviewCsv, { header: true }).data;
    expect(Number(rows.find((row) => row.Figure === 'Net payout')?.['This month'])).toBe(
      toCents(net) / 100,
    );

    // The PDF says whose and which month, with the same figures.
    const text = (await pdfTexts(files.get(names[0]!)!)).join('\n');
    expect(text).toContain('Statement for October 2026');
    expect(text).toContain(`${client.clientName}: every store and marketplace`);
    expect(text).toContain(formatCents(toCents(net)));
    const tax = page.statement.data.tax!;
    expect(text).toContain(`Total (${tax.storeWise.length} stores)`);

    const log = await deliveries(cookies[ACCOUNTS.email]!);
    expect(log).toEqual([
      expect.objectContaining({
        kind: 'statement',
        outcome: 'sent',
        attempt: 1,
        forDate: '2026-11-01',
        detail: 'Sent to 2 addresses',
      }),
    ]);
  }, 120_000);

  const linkTo = (address: string) =>
    unsubscribeOf(smtp.received.find((one) => one.to.includes(address))!);

  it('asks a recipient to confirm when their link is opened, changing nothing; a forged link is refused', async () => {
    const link = linkTo('owner@client.example');
    const page = await browserCall('', 'GET', link, { headers: {} });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop these statements?');
    expect(page.text).toContain('owner@client.example');
    // Signed for this address and schedule: another address under its signature fails.
    const [body = '', signature = ''] = decodeURIComponent(link.split('?t=')[1]!).split(
      /\.(?=[^.]+$)/,
    );
    const other = `${body.split('.').slice(0, 2).join('.')}.${Buffer.from('someone@else.example').toString('base64url')}`;
    for (const bad of [
      `${server.origin}/api/unsubscribe?t=${encodeURIComponent(`${other}.${signature}`)}`,
      link.replace(/\.[^.]+$/, '.forged-signature'),
    ]) {
      const refused = await browserCall('', 'POST', bad, { headers: {} });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('This link does not work');
    }
    const list = await call('GET', '/api/notifications/statements', {
      cookie: cookies[ACCOUNTS.email],
    });
    expect(list.json<{ schedules: StatementSchedule[] }>().schedules[0]?.recipients).toEqual([
      'finance@client.example',
      'owner@client.example',
    ]);
  });

  it('takes one recipient off with their one-click POST: the other still gets next month’s, and the audit log says so', async () => {
    const { request } = await import('undici');
    const reply = await request(linkTo('owner@client.example'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(reply.statusCode).toBe(200);
    expect(await reply.body.text()).toContain('You are unsubscribed');
    const list = await call('GET', '/api/notifications/statements', {
      cookie: cookies[ACCOUNTS.email],
    });
    expect(list.json<{ schedules: StatementSchedule[] }>().schedules[0]?.recipients).toEqual([
      'finance@client.example',
    ]);
    const audit = await call('GET', '/api/audit?action=statements.unsubscribe', {
      cookie: cookies[ACCOUNTS.email],
    });
    expect(audit.json<{ entries: AuditEntry[] }>().entries).toEqual([
      expect.objectContaining({
        outcome: 'ok',
        detail: expect.objectContaining({
          schedule: schedule.id,
          address: 'owner@client.example',
          recipientsLeft: 1,
        }) as unknown,
      }),
    ]);

    const before = smtp.received.length;
    now = new Date('2026-12-01T08:00:00Z');
    await (await server.notifications()).tick();
    const december = smtp.received.slice(before);
    expect(december.map((one) => one.to)).toEqual([['finance@client.example']]);
    expect(mailHeader(december[0]!, 'Subject')).toContain('November 2026');
  }, 120_000);

  it('stops sending when its last recipient unsubscribes, and the delivery log tells its person', async () => {
    const { request } = await import('undici');
    const reply = await request(linkTo('finance@client.example'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(reply.statusCode).toBe(200);
    const before = smtp.received.length;
    now = new Date('2027-01-01T08:00:00Z');
    await (await server.notifications()).tick();
    expect(smtp.received.length).toBe(before);
    expect((await deliveries(cookies[ACCOUNTS.email]!))[0]).toMatchObject({
      kind: 'statement',
      outcome: 'skipped',
      forDate: '2027-01-01',
      detail: 'Every recipient unsubscribed: add an address to the schedule to send it again',
    });
  }, 120_000);

  it('is changed and deleted by its person only, each in the audit log', async () => {
    const path = `/api/notifications/statements/${schedule.id}`;
    const body = {
      allClients: false,
      clientIds: [client.clientId],
      day: 5,
      recipients: ['a@b.example'],
    };
    const theirs = await call('PUT', path, { cookie: cookies[GROUP.email], body });
    expect(theirs.status).toBe(404);
    const changed = await call('PUT', path, { cookie: cookies[ACCOUNTS.email], body });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json<{ schedule: StatementSchedule }>().schedule).toMatchObject({
      day: 5,
      // December's (November's statement) and January's went out already.
      next: { date: '2027-02-05', month: '2027-01' },
    });
    expect((await call('DELETE', path, { cookie: cookies[ACCOUNTS.email] })).status).toBe(204);
    expect((await call('DELETE', path, { cookie: cookies[ACCOUNTS.email] })).status).toBe(404);
    const audit = await call('GET', '/api/audit', { cookie: cookies[ACCOUNTS.email] });
    const actions = audit.json<{ entries: AuditEntry[] }>().entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['statements.update', 'statements.delete']));
  });
});

describe('SMTP down on the 1st', () => {
  it('is retried with backoff, then sent once, and the log says both', async () => {
    const port = await freePort();
    const down = await startProxy(
      { ...server.config, smtpUrl: `smtp://127.0.0.1:${port}`, notifyRetrySeconds: 300 },
      { clock: () => now },
    );
    let later: TestSmtpServer | null = null;
    try {
      now = new Date('2026-11-20T10:00:00Z');
      const cookie = cookiePair(
        (await browserCall(down.origin, 'POST', '/api/session', { body: GROUP })).setCookie,
      );
      const created = await browserCall(down.origin, 'POST', '/api/notifications/statements', {
        cookie,
        body: { allClients: true, clientIds: [], day: 1, recipients: ['books@group.example'] },
      });
      expect(created.status, created.text).toBe(201);
      const worker = await down.notifications();
      now = new Date('2026-12-01T06:00:00Z');
      await worker.tick();
      const log = async () =>
        (await browserCall(down.origin, 'GET', '/api/notifications/deliveries', { cookie })).json<{
          deliveries: Delivery[];
        }>().deliveries;
      expect(await log()).toEqual([
        expect.objectContaining({
          kind: 'statement',
          outcome: 'retrying',
          attempt: 1,
          retryAt: '2026-12-01T06:05:00.000Z',
          detail: expect.stringMatching(/^SMTP: /) as unknown,
        }),
      ]);
      later = await startSmtpServer({ port });
      now = new Date('2026-12-01T06:05:00Z');
      await worker.tick();
      await worker.tick();
      expect(later.received).toHaveLength(1);
      expect(later.received[0]?.to).toEqual(['books@group.example']);
      expect((await log()).map((line) => [line.outcome, line.attempt])).toEqual([
        ['sent', 2],
        ['retrying', 1],
      ]);
    } finally {
      await down.close();
      await later?.stop();
    }
  }, 120_000);
});

describe('an SMTP server refusing one of two addresses', () => {
  it('is retried for the address left only: each address gets the statement once', async () => {
    let refusing = true;
    const picky = await startSmtpServer({
      refuse: (address) => refusing && address === 'second@group.example',
    });
    const worker = await startProxy(
      { ...server.config, smtpUrl: picky.url, notifyRetrySeconds: 300 },
      { clock: () => now },
    );
    try {
      now = new Date('2027-02-10T10:00:00Z');
      const cookie = cookiePair(
        (await browserCall(worker.origin, 'POST', '/api/session', { body: GROUP })).setCookie,
      );
      const created = await browserCall(worker.origin, 'POST', '/api/notifications/statements', {
        cookie,
        body: {
          allClients: true,
          clientIds: [],
          day: 1,
          recipients: ['first@group.example', 'second@group.example'],
        },
      });
      expect(created.status, created.text).toBe(201);
      const notifications = await worker.notifications();
      const to = (address: string) => picky.received.filter((one) => one.to.includes(address));
      const log = async () =>
        (await browserCall(worker.origin, 'GET', '/api/notifications/deliveries', { cookie }))
          .json<{ deliveries: Delivery[] }>()
          .deliveries.filter((line) => line.forDate === '2027-03-01');
      now = new Date('2027-03-01T06:00:00Z');
      await notifications.tick();
      expect(to('first@group.example')).toHaveLength(1);
      expect(to('second@group.example')).toHaveLength(0);
      expect(await log()).toEqual([
        expect.objectContaining({
          outcome: 'retrying',
          attempt: 1,
          detail: expect.stringMatching(/^SMTP: .*\(sent to 1 address already\)$/) as unknown,
        }),
      ]);
      refusing = false;
      now = new Date('2027-03-01T06:05:00Z');
      await notifications.tick();
      await notifications.tick();
      expect(to('first@group.example')).toHaveLength(1);
      expect(to('second@group.example')).toHaveLength(1);
      expect((await log()).map((line) => [line.outcome, line.attempt, line.detail])).toEqual([
        ['sent', 2, 'Sent to 2 addresses'],
        ['retrying', 1, expect.stringMatching(/^SMTP: /)],
      ]);
    } finally {
      await worker.close();
      await picky.stop();
    }
  }, 120_000);
});
