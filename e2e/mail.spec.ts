/**
 * The morning brief by mail, as a restaurant-group manager lives it: they set a 07:00 brief in
 * their time zone on /notifications; the server's test clock reaches 07:00 there; one mail
 * arrives at a real SMTP server on loopback, its figures equal to the page's preview, and its
 * link opens the right page; its unsubscribe link asks, then turns the brief off.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { DEMO_PEOPLE, signInThroughForm } from './helpers';
import { E2E } from './env';
import { startServers, type Servers } from './servers';
import { startSmtpServer, type TestSmtpServer } from '../src/people/smtp-testing';
import { mailHeader, mailText } from '../src/notify/mail-testing';

let servers: Servers;
let smtp: TestSmtpServer;
let folder: string;
let clockFile: string;
/** The server's clock: 06:59 in New York on the sample's "today" (11:59 UTC in November). */
const setClock = (instant: string) => writeFileSync(clockFile, instant);

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'e2e-mail-'));
  clockFile = join(folder, 'clock');
  setClock(`${E2E.today}T11:59:00Z`);
  smtp = await startSmtpServer({ port: E2E.port + 35 });
  servers = await startServers('small', 30, 60, { smtpUrl: smtp.url, clockFile });
});
test.afterAll(async () => {
  await servers?.stop();
  await smtp?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const amount = (text: string | null) => /-?\$[\d,]+\.\d\d/.exec(text ?? '')?.[0] ?? '';

test('a 07:00 brief in New York arrives once at 07:00 there, equal to the page', async ({
  page,
}) => {
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

  // The page's own figures: the preview the mail must equal.
  const money = page.getByRole('region', { name: 'Money left on the table' });
  await expect(money).toBeVisible({ timeout: 30_000 });
  const moneyLeft = amount(await money.locator('[data-figure="money-left"]').textContent());
  const closing = (
    await page
      .getByRole('region', { name: /^Disputes closing within 3 days/ })
      .locator('[data-figure="closing"]')
      .textContent()
  )?.trim();
  expect(moneyLeft).not.toBe('');

  // Nothing before 07:00 in New York; then the clock reaches it.
  await page.waitForTimeout(1500);
  expect(smtp.received).toHaveLength(0);
  setClock(`${E2E.today}T12:00:00Z`);
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
  const mail = smtp.received[0]!;
  expect(mail.to).toEqual([DEMO_PEOPLE.group.email]);
  const text = mailText(mail);
  expect(text).toContain(`MONEY LEFT ON THE TABLE: ${moneyLeft}`);
  expect(text).toContain(`DISPUTES CLOSING WITHIN 3 DAYS: ${closing}`);
  expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  // Its link opens the disputes page of the manager's client.
  const link = /Open the disputes page: (\S+)/.exec(text)?.[1] ?? '';
  expect(link.startsWith(`${servers.origin}/disputes?client=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();

  // The scheduler's next rounds send nothing more; the delivery log says it was sent.
  await page.goto(`${servers.origin}/notifications`);
  const log = page.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log).toContainText('Sent');
  expect(smtp.received).toHaveLength(1);

  // Unsubscribe: the link asks first, then turns the brief off.
  const unsubscribe = (mailHeader(mail, 'List-Unsubscribe') ?? '').slice(1, -1);
  await page.goto(unsubscribe);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await page.goto(`${servers.origin}/notifications`);
  await expect(page.getByRole('checkbox', { name: /Send me the morning brief/ })).not.toBeChecked();
});
