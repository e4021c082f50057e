/**
 * The morning brief mailed, through the real server over the real sample API, to a real SMTP
 * server on loopback, on PGlite: its settings (checked, audited), the test clock reaching the
 * person's time, one mail whose figures and links equal the preview's for the same person, and
 * its unsubscribe link (the confirm page, and the one-click POST).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../contract/people';
import type { NotificationSettings } from '../contract/notifications';
import { DEMO_PEOPLE } from '../people/open';
import { startSmtpServer, type TestSmtpServer } from '../people/smtp-testing';
import { browserCall, cookiePair, startProxy } from '../proxy/testing';
import { startSampleApi, TEST_TODAY, type TestSampleApi } from '../sample-api/testing';
import { briefSections } from './brief-mail';
import { mailHeader, mailHtml, mailText, previewBrief } from './mail-testing';

let sample: TestSampleApi;
let smtp: TestSmtpServer;
let server: Awaited<ReturnType<typeof startProxy>>;
let now = new Date(`${TEST_TODAY}T06:59:00Z`);
let group: string;

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

const BRIEF = {
  enabled: true,
  time: '07:00',
  timeZone: 'UTC',
  days: [1, 2, 3, 4, 5, 6, 7],
  quietHours: null,
  paused: false,
};

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
  group = await signIn(DEMO_PEOPLE[1]);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
  await sample?.close();
});

describe('brief settings', () => {
  it('start as the defaults, with the account’s address as the channel', async () => {
    const reply = await call('GET', '/api/notifications/settings', { cookie: group });
    expect(reply.status).toBe(200);
    const settings = reply.json<NotificationSettings>();
    expect(settings).toMatchObject({
      brief: { enabled: false, time: '07:00', paused: false },
      email: DEMO_PEOPLE[1].email,
      mailConfigured: true,
      updatedAt: null,
    });
  });

  it('refuses what is not a time, a time zone or a day, naming each field', async () => {
    const reply = await call('PUT', '/api/notifications/settings', {
      cookie: group,
      body: { ...BRIEF, time: '7am', timeZone: 'Mars/Olympus', days: [] },
    });
    expect(reply.status).toBe(400);
    const fields = reply.json<{ error: { fields: { path: string; message: string }[] } }>().error
      .fields;
    expect(fields.map((field) => field.path).sort()).toEqual(['days', 'time', 'timeZone']);
    expect(fields.find((field) => field.path === 'timeZone')?.message).toMatch(/IANA time zone/);
    const unknown = await call('PUT', '/api/notifications/settings', {
      cookie: group,
      body: { ...BRIEF, channel: 'sms' },
    });
    expect(unknown.status).toBe(400);
    expect(await call('PUT', '/api/notifications/settings', { body: BRIEF })).toMatchObject({
      status: 401,
    });
  });

  it('saves them, and the change is in the audit log', async () => {
    const reply = await call('PUT', '/api/notifications/settings', { cookie: group, body: BRIEF });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json<NotificationSettings>().brief).toEqual(BRIEF);
    const audit = await call('GET', '/api/audit?action=notifications.settings', { cookie: group });
    const [entry] = audit.json<{ entries: AuditEntry[] }>().entries;
    expect(entry).toMatchObject({ action: 'notifications.settings', outcome: 'ok' });
    expect(entry?.detail).toMatchObject({ brief: { time: '07:00', timeZone: 'UTC' } });
  });
});

describe('the brief at 07:00', () => {
  it('is not sent before its time, then once at it, whatever the rounds', async () => {
    const notifications = await server.notifications();
    await notifications.tick();
    expect(smtp.received).toHaveLength(0);
    now = new Date(`${TEST_TODAY}T07:00:00Z`);
    await Promise.all([notifications.tick(), notifications.tick()]);
    now = new Date(`${TEST_TODAY}T07:05:00Z`);
    await notifications.tick();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([DEMO_PEOPLE[1].email]);
    const log = await call('GET', '/api/notifications/deliveries', { cookie: group });
    expect(log.json<{ deliveries: unknown[] }>().deliveries).toEqual([
      expect.objectContaining({ kind: 'brief', outcome: 'sent', forDate: TEST_TODAY, attempt: 1 }),
    ]);
    // The next brief's new low reviews are those since this one.
    const settings = await call('GET', '/api/notifications/settings', { cookie: group });
    expect(settings.json<NotificationSettings>().lastBriefAt).toBe(`${TEST_TODAY}T07:00:00.000Z`);
  }, 60_000);

  it('says what the preview says, to the cent, with absolute links', async () => {
    const mail = smtp.received[0]!;
    const text = mailText(mail);
    const preview = await previewBrief(server.origin, group, TEST_TODAY);
    expect(preview.atRisk).toBe(true);
    expect(preview.clients.length).toBe(1);
    for (const section of briefSections(preview, server.origin)) {
      expect(text).toContain(`${section.title.toUpperCase()}: ${section.headline}`);
      for (const line of section.lines) {
        if (line.figure) expect(text).toContain(line.figure);
        if (line.link) expect(text).toContain(`${line.link.label}: ${line.link.href}`);
      }
    }
    // The same links in the HTML part, every one absolute.
    const html = mailHtml(mail) ?? '';
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(href.startsWith(`${server.origin}/`)).toBe(true);
    expect(html).toContain('name="color-scheme" content="light"');
  });

  it('carries the one-click unsubscribe headers', () => {
    const mail = smtp.received[0]!;
    expect(mailHeader(mail, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${server.origin}/api/unsubscribe\\?t=[^>]+>$`),
    );
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mailText(mail)).toMatch(/Content-Type: text\/plain/i);
  });
});

describe('the unsubscribe link', () => {
  const link = () => mailHeader(smtp.received[0]!, 'List-Unsubscribe')!.slice(1, -1);

  it('asks to confirm when opened, changing nothing', async () => {
    const page = await browserCall('', 'GET', link(), { headers: {} });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Unsubscribe from the morning brief?');
    expect(page.text).toContain(DEMO_PEOPLE[1].email);
    const settings = await call('GET', '/api/notifications/settings', { cookie: group });
    expect(settings.json<NotificationSettings>().brief.enabled).toBe(true);
  });

  it('refuses a link that is not signed by the server', async () => {
    const forged = link().replace(/\.[^.]+$/, '.forged-signature');
    const page = await browserCall('', 'POST', forged);
    expect(page.status).toBe(400);
    const settings = await call('GET', '/api/notifications/settings', { cookie: group });
    expect(settings.json<NotificationSettings>().brief.enabled).toBe(true);
  });

  it('turns the brief off with the mail client’s one-click POST, and says so in the audit log', async () => {
    // As a mail client posts it (RFC 8058): no session, no app header, a form body.
    const { request } = await import('undici');
    const reply = await request(link(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(reply.statusCode).toBe(200);
    expect(await reply.body.text()).toContain('You are unsubscribed');
    const settings = await call('GET', '/api/notifications/settings', { cookie: group });
    expect(settings.json<NotificationSettings>().brief.enabled).toBe(false);
    const audit = await call('GET', '/api/audit?action=notifications.unsubscribe', {
      cookie: group,
    });
    expect(audit.json<{ entries: AuditEntry[] }>().entries).toHaveLength(1);
    // The next day's brief is not sent.
    now = new Date('2026-11-19T07:00:00Z');
    await (await server.notifications()).tick();
    expect(smtp.received).toHaveLength(1);
  });
});

describe('send a test', () => {
  it('sends today’s brief once per click, however often the click’s request comes', async () => {
    const before = smtp.received.length;
    const key = 'click-0001-abcdef';
    const [first, second] = await Promise.all([
      call('POST', '/api/notifications/test', { cookie: group, body: { key } }),
      call('POST', '/api/notifications/test', { cookie: group, body: { key } }),
    ]);
    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(200);
    expect([first.json().outcome, second.json().outcome]).toContain('sent');
    expect(smtp.received.length - before).toBe(1);
    expect(mailHeader(smtp.received.at(-1)!, 'Subject')).toMatch(/^Test: Your brief for/);
    const bad = await call('POST', '/api/notifications/test', { cookie: group, body: {} });
    expect(bad.status).toBe(400);
  }, 60_000);
});
