/**
 * A statement that sends itself, as an account manager lives it: on /notifications they schedule
 * one client's month statement for the 1st, typing the day and the addresses; the server's test
 * clock reaches the 1st; a mail arrives at a real SMTP server on loopback for each of those
 * addresses (each with its own unsubscribe link), with a PDF and a ZIP; the ZIP's files are the ones the statement page downloads for the same
 * client and month, and the delivery log says it was sent.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { DEMO_PEOPLE, signInThroughForm } from './helpers';
import { E2E } from './env';
import { startServers, type Servers } from './servers';
import { startSmtpServer, type TestSmtpServer } from '../src/people/smtp-testing';
import { attachmentsOf, pdfTexts, zipTexts } from '../src/notify/statement-testing';
import { mailHeader } from '../src/notify/mail-testing';

let servers: Servers;
let smtp: TestSmtpServer;
let folder: string;
let clockFile: string;
const setClock = (instant: string) => writeFileSync(clockFile, instant);

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'e2e-statement-mail-'));
  clockFile = join(folder, 'clock');
  setClock(`${E2E.today}T09:00:00Z`);
  smtp = await startSmtpServer({ port: E2E.port + 37 });
  servers = await startServers('small', 70, 60, { smtpUrl: smtp.url, clockFile });
});
test.afterAll(async () => {
  await servers?.stop();
  await smtp?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test('a statement scheduled for the 1st arrives once, with the page’s own CSV files', async ({
  page,
}) => {
  await signInThroughForm(page, servers.origin, DEMO_PEOPLE.accounts, '/notifications');
  await page.goto(`${servers.origin}/notifications`);
  const section = page.getByRole('region', { name: 'Scheduled statements' });
  await expect(section.getByText('No statements scheduled')).toBeVisible({ timeout: 20_000 });
  await section.getByRole('button', { name: 'Schedule a statement' }).click();
  const form = section.getByRole('form', { name: 'Schedule a statement' });
  await form.getByRole('checkbox', { name: /All my clients/ }).click();
  const client = form.getByRole('checkbox').nth(1);
  const clientName = await client.evaluate(
    (input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '',
  );
  await client.click();
  const day = form.getByRole('textbox', { name: /Day of the month/ });
  await day.click();
  await day.press('ControlOrMeta+a');
  await day.pressSequentially('31');
  const to = form.getByRole('textbox', { name: /Send to/ });
  await to.pressSequentially('books@client.example, owner@client.example');
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(form.getByText(/Choose a day from 1 to 28/)).toBeVisible();
  await day.press('ControlOrMeta+a');
  await day.pressSequentially('1');
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Statement scheduled')).toBeVisible();
  const list = section.getByRole('list', { name: 'Scheduled statements' });
  await expect(list).toContainText(
    'Day 1 of each month, to books@client.example, owner@client.example',
  );
  await expect(list).toContainText('Next: Dec 1, 2026, the November 2026 statement');

  // The clock reaches the 1st: a mail to each address, each with its own unsubscribe link.
  setClock('2026-12-01T00:00:30Z');
  await expect.poll(() => smtp.received.length, { timeout: 30_000 }).toBe(2);
  await page.waitForTimeout(2500);
  expect(smtp.received).toHaveLength(2);
  expect(smtp.received.map((one) => one.to).sort()).toEqual([
    ['books@client.example'],
    ['owner@client.example'],
  ]);
  const links = smtp.received.map((one) => mailHeader(one, 'List-Unsubscribe'));
  expect(links.every((link) => link?.startsWith(`<${servers.origin}/api/unsubscribe?t=`))).toBe(
    true,
  );
  expect(new Set(links).size).toBe(2);
  const mail = smtp.received[0]!;
  const files = attachmentsOf(mail);
  const pdfName = [...files.keys()].find((name) => name.endsWith('.pdf'))!;
  const zipName = [...files.keys()].find((name) => name.endsWith('.zip'))!;
  expect(pdfName).toMatch(/-2026-11-01-to-2026-11-30\.pdf$/);
  const mailed = zipTexts(files.get(zipName)!);
  const pdf = (await pdfTexts(files.get(pdfName)!)).join('\n');
  expect(pdf).toContain('Statement for November 2026');

  // The statement page of the same client and month: its download holds the same files.
  const clientId = await page.evaluate(async () => {
    const reply = await fetch('/api/notifications/statements', {
      headers: { 'x-dashboard-request': '1' },
    });
    return ((await reply.json()) as { schedules: { clientIds: string[] }[] }).schedules[0]!
      .clientIds[0]!;
  });
  await page.goto(`${servers.origin}/finance/statement?client=${clientId}&month=2026-11`);
  const button = page.getByRole('button', { name: 'Download the CSVs' });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(zipName.replace(/\.pdf$/, '.zip'));
  const downloaded = zipTexts(new Uint8Array(readFileSync(await download.path())));
  expect([...mailed.keys()].sort()).toEqual([...downloaded.keys()].sort());
  for (const [name, text] of downloaded) expect(mailed.get(name), name).toBe(text);
  expect(pdf).toContain(`${clientName}: every store and marketplace`);

  // The delivery log says it.
  await page.goto(`${servers.origin}/notifications`);
  const log = page.getByRole('list', { name: 'Deliveries' });
  await expect(log).toContainText('Scheduled statement for Dec 1, 2026 by e-mail');
  await expect(log).toContainText('Sent');
});
