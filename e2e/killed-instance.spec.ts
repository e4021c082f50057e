/**
 * An instance killed during the 07:00 run sends nothing twice (issue 39's last step), with real
 * parts: two production servers (instances A and B) over one PostgreSQL and one sample API, a
 * real SMTP server on loopback. A restaurant-group manager sets a 07:00 brief and a one-star
 * alert on instance A in the browser; two more people's briefs are due at 07:00 too. The test
 * clock reaches 07:00; A claims the three briefs and hands each to the SMTP server, which holds
 * its answer to the message's end (the sender waits, the message in flight). Instance B joins;
 * A is killed (SIGKILL) with the three in flight, its messages never taken. Once the clock has
 * passed A's lease, B sends them: each person receives one brief (one message, one Message-ID),
 * and the manager's delivery log on B's page shows it sent once, at the second attempt.
 *
 * The next morning, the window no mail protocol closes (docs/notifications.md): the SMTP server
 * took one of A's messages as A died, before A could record it. B sends it again after the lease,
 * with the same Message-ID: each person has one message per Message-ID (what a mail client shows
 * once), and the delivery log one "Sent".
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailHeader, mailText } from '../src/notify/mail-testing';
import {
  postgresMissing,
  startPostgres,
  type LocalPostgres,
} from '../src/people/db/local-postgres';
import {
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../src/people/smtp-testing';
import { createSampleApi } from '../src/sample-api/server';
import { E2E } from './env';
import { expect, test } from './fixtures';
import { DEMO_PEOPLE, signInThroughForm } from './helpers';
import { startServers, type Servers } from './servers';

/** The instances' offsets (their ports), and the shared parts' ports, in this worker's lane. */
const OFFSET_A = 80;
const OFFSET_B = 90;
const SAMPLE_PORT = E2E.port + 85;
const SMTP_PORT = E2E.port + 86;
const POSTGRES_PORT = E2E.port + 87;
/** Seconds a claimed job is held: the clock is moved past it once A is dead. */
const LEASE_SECONDS = 5;

// The second journey goes on from the first's people, settings and instance B.
test.describe.configure({ mode: 'serial' });
const missing = postgresMissing();
test.skip(missing !== null, `Two instances need a PostgreSQL: ${missing}`);

let sample: ReturnType<typeof createSampleApi> | undefined;
let postgres: LocalPostgres | undefined;
let smtp: TestSmtpServer | undefined;
let a: Servers | undefined;
let b: Servers | undefined;
let folder: string;
const everyone = [DEMO_PEOPLE.group, DEMO_PEOPLE.accounts, DEMO_PEOPLE.store].map(
  (who) => who.email,
);
let clockFile: string;
const setClock = (instant: string) => writeFileSync(clockFile, instant);

/**
 * The SMTP server's answers: while `holding`, a message's end is not answered (its sender waits)
 * and the message is kept here; once A is killed, held messages are refused (their connections
 * are gone) and every later one is taken.
 */
let holding = true;
const held: { mail: ReceivedMail; answer: (taken: boolean) => void }[] = [];
const accept = (mail: ReceivedMail) =>
  holding ? new Promise<boolean>((answer) => held.push({ mail, answer })) : Promise.resolve(true);

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'e2e-killed-'));
  clockFile = join(folder, 'clock');
  // 06:59 in New York on the sample's "today".
  setClock(`${E2E.today}T11:59:00Z`);
  postgres = await startPostgres({ port: POSTGRES_PORT });
  smtp = await startSmtpServer({ port: SMTP_PORT, accept });
  sample = createSampleApi({
    scale: 'small',
    today: E2E.today,
    processingMs: 1500,
    apiKey: E2E.apiKey,
  });
  await sample.listen(SAMPLE_PORT, '127.0.0.1');
  a = await startInstance(OFFSET_A);
});
test.afterAll(async () => {
  for (const one of held) one.answer(false);
  await b?.stop();
  await a?.stop();
  await smtp?.stop();
  await sample?.close();
  await postgres?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The dashboard's own requests as its pages send them (the CSRF header). */
const own = { 'x-dashboard-request': '1' };
const NEW_YORK_BRIEF = {
  enabled: true,
  time: '07:00',
  timeZone: 'America/New_York',
  days: [1, 2, 3, 4, 5],
  quietHours: null,
  paused: false,
};

/** The briefs a person received (for one day: its date as the mail writes it). */
const briefsTo = (email: string, day = 'Nov 18, 2026') =>
  (smtp?.received ?? []).filter(
    (mail) =>
      mail.to.includes(email) &&
      mailHeader(mail, 'Message-ID')?.startsWith('<brief-') &&
      mailText(mail).includes(day),
  );

/** Instance A or B over the shared sample, PostgreSQL, SMTP server and clock. */
const startInstance = (offset: number) =>
  startServers('small', offset, 60, {
    smtpUrl: smtp!.url,
    clockFile,
    sampleUrl: `http://127.0.0.1:${SAMPLE_PORT}`,
    databaseUrl: postgres!.url,
    leaseSeconds: LEASE_SECONDS,
  });

test('an instance killed during the 07:00 run: each brief arrives once, sent by the other', async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000);
  const servers = a!;
  // The manager sets a 07:00 brief in New York on instance A, key by key.
  await signInThroughForm(page, servers.origin, DEMO_PEOPLE.group, '/notifications');
  await page.goto(`${servers.origin}/notifications`);
  const form = page.getByRole('form', { name: 'Brief settings' });
  await form.getByText('Send me the morning brief by e-mail').click();
  const time = form.getByRole('textbox', { name: /Time of day/ });
  await time.click();
  await time.press('ControlOrMeta+a');
  await time.pressSequentially('07:00');
  const zone = form.getByRole('combobox', { name: 'Time zone' });
  await zone.click();
  await zone.press('ControlOrMeta+a');
  await zone.pressSequentially('New_York');
  await page.getByRole('option', { name: 'America/New_York' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Brief settings saved')).toBeVisible();

  // And a one-star alert by e-mail.
  await page.getByRole('button', { name: 'Add an alert rule' }).click();
  const ruleForm = page.getByRole('form', { name: 'New alert rule' });
  await expect(ruleForm.getByLabel('Rating')).toHaveValue('One star');
  await ruleForm.getByRole('button', { name: 'Add the rule' }).click();
  await expect(page.getByRole('list', { name: 'Alert rules' })).toContainText('A one-star review');

  // Two more people's briefs due at 07:00 there: A's run holds three.
  const others = [DEMO_PEOPLE.accounts, DEMO_PEOPLE.store];
  for (const who of others) {
    const request = await playwright.request.newContext({ baseURL: servers.origin });
    const signedIn = await request.post('/api/session', { headers: own, data: who });
    expect(signedIn.ok(), who.email).toBe(true);
    const saved = await request.put('/api/notifications/settings', {
      headers: own,
      data: NEW_YORK_BRIEF,
    });
    expect(saved.ok(), `${who.email}: ${await saved.text()}`).toBe(true);
    await request.dispose();
  }

  // 07:00 in New York: A claims the three briefs and hands each to the SMTP server, which holds
  // its answer.
  setClock(`${E2E.today}T12:00:00Z`);
  await expect
    .poll(() => held.map((one) => one.mail.to.join()).sort(), { timeout: 60_000 })
    .toEqual([...everyone].sort());

  // Instance B joins the same database and sample; A's leases keep the three from it.
  b = await startInstance(OFFSET_B);

  // A dies mid-run, its three messages in flight: none was taken.
  await servers.kill();
  holding = false;
  for (const one of held.splice(0)) one.answer(false);
  expect(smtp!.received).toHaveLength(0);

  // The clock passes A's lease: B sends each brief.
  setClock(`${E2E.today}T12:00:${String(LEASE_SECONDS + 1).padStart(2, '0')}Z`);
  for (const email of everyone)
    await expect.poll(() => briefsTo(email).length, { timeout: 60_000 }).toBe(1);

  // The manager's delivery log, on B: the 07:00 brief sent once, at its second attempt (A's was
  // the first, ended by nobody).
  await signInThroughForm(page, b.origin, DEMO_PEOPLE.group, '/notifications');
  await page.goto(`${b.origin}/notifications`);
  const log = page.getByRole('list', { name: 'Deliveries' });
  const briefLines = log.getByRole('listitem').filter({ hasText: 'Brief for' });
  await expect(briefLines).toHaveCount(1, { timeout: 20_000 });
  await expect(briefLines).toContainText('Sent');
  await expect(briefLines).toContainText('attempt 2');
  await expect(log.getByRole('listitem').filter({ hasText: 'Failed' })).toHaveCount(0);

  // Each person: one brief, one Message-ID, with the figures' heading; nothing else was mailed
  // (the one-star rule's first check notes the reviews already there).
  for (const email of everyone) {
    const mails = briefsTo(email);
    expect(mails, email).toHaveLength(1);
    expect(new Set(mails.map((mail) => mailHeader(mail, 'Message-ID'))).size, email).toBe(1);
    expect(mailText(mails[0]!), email).toContain('MONEY LEFT ON THE TABLE: $');
  }
  expect(smtp!.received).toHaveLength(everyone.length);
});

test('the window no protocol closes: the SMTP server took a message as A died; it comes again with its Message-ID', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // The next morning, A alone (B stopped) runs the 07:00 briefs, held at the SMTP server again.
  await b!.stop();
  a = await startInstance(OFFSET_A);
  holding = true;
  setClock('2026-11-19T12:00:00Z');
  await expect
    .poll(() => held.map((one) => one.mail.to.join()).sort(), { timeout: 60_000 })
    .toEqual([...everyone].sort());

  // A dies; the manager's message had been taken by the server (A never heard it), the others'
  // not.
  await a.kill();
  holding = false;
  for (const one of held.splice(0)) one.answer(one.mail.to.includes(DEMO_PEOPLE.group.email));
  await expect.poll(() => briefsTo(DEMO_PEOPLE.group.email, 'Nov 19, 2026').length).toBe(1);

  // B starts; past A's lease it sends all three, the manager's again with the same Message-ID.
  b = await startInstance(OFFSET_B);
  setClock(`2026-11-19T12:00:${String(LEASE_SECONDS + 1).padStart(2, '0')}Z`);
  for (const email of everyone)
    await expect
      .poll(() => briefsTo(email, 'Nov 19, 2026').length, { timeout: 60_000 })
      .toBe(email === DEMO_PEOPLE.group.email ? 2 : 1);

  // What a person's mail client shows: one message per Message-ID, for each of the three.
  for (const email of everyone) {
    const ids = briefsTo(email, 'Nov 19, 2026').map((mail) => mailHeader(mail, 'Message-ID'));
    expect(new Set(ids).size, email).toBe(1);
  }
  // The delivery log says it was sent once.
  await signInThroughForm(page, b.origin, DEMO_PEOPLE.group, '/notifications');
  await page.goto(`${b.origin}/notifications`);
  const lines = page
    .getByRole('list', { name: 'Deliveries' })
    .getByRole('listitem')
    .filter({ hasText: 'Brief for Nov 19, 2026' });
  await expect(lines).toHaveCount(1, { timeout: 20_000 });
  await expect(lines).toContainText('Sent');
  await expect(lines).toContainText('attempt 2');
});
