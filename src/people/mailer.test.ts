import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../proxy/local-redis';
import { createMailer } from './mailer';
import { readableMail, startSmtpServer, type TestSmtpServer } from './smtp-testing';

let smtp: TestSmtpServer;
const logged: string[] = [];
const log = (message: string) => logged.push(message);
const expiresAt = new Date('2026-12-03T09:30:00Z');
const link = 'https://dash.example.com/invitation?token=Zx9-abc_DEF0123456789ghijklmnopqrstuv';

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: (address) => address.startsWith('nobody@') });
});
afterAll(async () => {
  await smtp?.stop();
});

describe('the mailer', () => {
  it('sends an invitation: the recipient, the subject, the link, the expiry', async () => {
    const mailer = createMailer(smtp.url, 'Partner dashboard <dashboard@example.com>', { log });
    expect(mailer.enabled).toBe(true);
    const sent = await mailer.sendLink(
      { email: 'grace@example.com', name: 'Grace Hopper' },
      'invitation',
      link,
      'Ada Lovelace',
      expiresAt,
    );
    mailer.close();
    expect(sent).toBe(true);

    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['grace@example.com']);
    expect(mail?.from).toBe('dashboard@example.com');
    const text = readableMail(mail?.raw ?? '');
    expect(text).toMatch(/^Subject: Ada Lovelace invited you to the Partner dashboard$/m);
    expect(text).toMatch(/^To: Grace Hopper <grace@example\.com>$/m);
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain('Content-Type: text/html');
    expect(text).toContain(link);
    expect(text).toContain(`<a href="${link}">`);
    expect(text).toContain('Hello Grace Hopper,');
    expect(text).toMatch(/works once and expires on Thursday,? 3 December 2026 at 09:30 UTC/);
    expect(text).toContain('If you did not expect this invitation');
  });

  it('sends a reset link, and keeps names from breaking the header or the page', async () => {
    const mailer = createMailer(smtp.url, 'dashboard@example.com', { log });
    const sent = await mailer.sendLink(
      { email: 'eve@example.com', name: 'Eve <b>\r\nBcc: x@example.com' },
      'reset',
      link,
      null,
      expiresAt,
    );
    mailer.close();
    expect(sent).toBe(true);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['eve@example.com']);
    const text = readableMail(mail?.raw ?? '');
    expect(text).toMatch(/^Subject: Set a new password for the Partner dashboard$/m);
    expect(text).not.toMatch(/^Bcc:/m);
    expect(text).toContain('Hello Eve &lt;b&gt; Bcc: x@example.com,');
    expect(text).toContain(link);
    expect(text).toContain('If you did not ask for a new password');
  });

  it('is disabled without SMTP_URL', async () => {
    const mailer = createMailer(undefined, 'dashboard@example.com', { log });
    expect(mailer.enabled).toBe(false);
    expect(
      await mailer.sendLink({ email: 'a@example.com', name: 'A' }, 'reset', link, null, expiresAt),
    ).toBe(false);
    mailer.close();
    expect(createMailer('  ', 'dashboard@example.com').enabled).toBe(false);
  });

  it('answers false, and logs without the link, when the server refuses the recipient', async () => {
    const mailer = createMailer(smtp.url, 'dashboard@example.com', { log });
    logged.length = 0;
    expect(
      await mailer.sendLink(
        { email: 'nobody@example.com', name: 'Nobody' },
        'invitation',
        link,
        'Ada Lovelace',
        expiresAt,
      ),
    ).toBe(false);
    mailer.close();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^mail: the invitation email could not be sent/);
    expect(logged[0]).not.toContain('token=');
  });

  it('answers false quickly when nothing listens on the port', async () => {
    const port = await freePort();
    const mailer = createMailer(`smtp://127.0.0.1:${port}`, 'dashboard@example.com', {
      log,
      timeoutMs: 2000,
    });
    const started = Date.now();
    expect(
      await mailer.sendLink({ email: 'a@example.com', name: 'A' }, 'reset', link, null, expiresAt),
    ).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
    mailer.close();
  });

  it('answers false after the greeting timeout when the server never speaks', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const mailer = createMailer(`smtp://127.0.0.1:${port}`, 'dashboard@example.com', {
      log,
      timeoutMs: 1000,
    });
    const started = Date.now();
    expect(
      await mailer.sendLink({ email: 'a@example.com', name: 'A' }, 'reset', link, null, expiresAt),
    ).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
    mailer.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
});
