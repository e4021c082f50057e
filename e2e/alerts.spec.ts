/**
 * A one-star alert, as a restaurant-group manager lives it: on /notifications they add their
 * team's Slack channel and a one-star rule, typing key by key; the rule's first check notes what
 * is there already; a customer rates an order one star in the sample; at the next check the alert
 * arrives once on Slack (a loopback receiver playing Slack) and once by e-mail (a real SMTP
 * server on loopback), each linking to that review, and later checks send nothing more.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AlertRule } from '../src/contract/alerts';
import {
  mailText,
  newLowReview,
  startHookReceiver,
  type HookReceiver,
} from '../src/notify/mail-testing';
import { startSmtpServer, type TestSmtpServer } from '../src/people/smtp-testing';
import { E2E } from './env';
import { expect, test } from './fixtures';
import { DEMO_PEOPLE, signInThroughForm } from './helpers';
import { startServers, type Servers } from './servers';

const OFFSET = 70;
let servers: Servers;
let smtp: TestSmtpServer;
let hooks: HookReceiver;
let folder: string;
let clockFile: string;
let now = new Date(`${E2E.today}T08:00:00Z`);
/** Moves the server's clock: its alert rules are checked every 15 minutes of it. */
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
  writeFileSync(clockFile, now.toISOString());
};

/** The dashboard's own requests as its pages send them (the CSRF header), with the page's cookie. */
const own = { headers: { 'x-dashboard-request': '1' } };

/** The sample's admin calls, with its key. */
const sampleAdmin = async (method: string, path: string, body?: unknown) => {
  const reply = await fetch(`${servers.sample}${path}`, {
    method,
    headers: { 'x-api-key': E2E.apiKey, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: reply.status, text: await reply.text() };
};

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'e2e-alerts-'));
  clockFile = join(folder, 'clock');
  writeFileSync(clockFile, now.toISOString());
  smtp = await startSmtpServer({ port: E2E.port + 75 });
  hooks = await startHookReceiver(E2E.port + 76);
  servers = await startServers('small', OFFSET, 0, { smtpUrl: smtp.url, clockFile });
});
test.afterAll(async () => {
  await servers?.stop();
  await hooks?.stop();
  await smtp?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test('a new one-star review alerts once on Slack and by e-mail, linking to it', async ({
  page,
}) => {
  await signInThroughForm(page, servers.origin, DEMO_PEOPLE.group, '/notifications');
  await page.goto(`${servers.origin}/notifications`);

  // Their team's Slack channel, its address typed key by key.
  await page.getByRole('button', { name: 'Add Slack' }).click();
  const slackForm = page.getByRole('form', { name: 'Add Slack' });
  const name = slackForm.getByRole('textbox', { name: 'Name' });
  await name.click();
  await name.press('ControlOrMeta+a');
  await name.pressSequentially('Ops room');
  await slackForm
    .getByRole('textbox', { name: /Slack incoming webhook URL/ })
    .pressSequentially(`${hooks.origin}/slack/T0001/B0001/ops-room`);
  await slackForm.getByRole('button', { name: 'Add Slack' }).click();
  const channels = page.getByRole('list', { name: 'Channels' });
  await expect(channels).toContainText('Ops room');
  // The address is a secret: shown masked, never whole.
  await expect(channels).not.toContainText('ops-room');

  // A one-star rule on e-mail and Slack.
  await page.getByRole('button', { name: 'Add an alert rule' }).click();
  const ruleForm = page.getByRole('form', { name: 'New alert rule' });
  await expect(ruleForm.getByLabel('Rating')).toHaveValue('One star');
  await ruleForm.getByText('Slack: Ops room').click();
  await ruleForm.getByRole('button', { name: 'Add the rule' }).click();
  const rules = page.getByRole('list', { name: 'Alert rules' });
  await expect(rules).toContainText('A one-star review');
  await expect(rules).toContainText('Slack: Ops room');

  // Its first check, 15 minutes on: what is there already is noted, not alerted.
  later(15);
  await expect
    .poll(
      async () =>
        (await (
          await page.request.get(`${servers.origin}/api/notifications/rules`, own)
        ).json()) as {
          rules: AlertRule[];
        },
      { timeout: 20_000 },
    )
    .toMatchObject({ rules: [{ watchingSince: expect.any(String) }] });
  expect(hooks.received.filter((one) => one.path.startsWith('/slack/'))).toHaveLength(0);

  // A customer rates an order of the manager's client one star.
  const session = (await (await page.request.get(`${servers.origin}/api/session`, own)).json()) as {
    person: { scope: { clientIds: string[] } };
  };
  const review = await newLowReview({ admin: sampleAdmin }, session.person.scope.clientIds[0]!, 1);
  later(15);
  await expect
    .poll(() => hooks.received.filter((one) => one.body.includes(review.customer)).length, {
      timeout: 20_000,
    })
    .toBe(1);
  await expect
    .poll(
      () => smtp.received.filter((mail) => mailText(mail).includes(review.deliveryUUID)).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
  const slack = hooks.received.find((one) => one.body.includes(review.customer))!;
  expect(slack.path).toBe('/slack/T0001/B0001/ops-room');
  expect(slack.json.text).toContain(`1-star review from ${review.customer}`);

  // The mail's link opens the reviews page on that review.
  const mail = mailText(smtp.received.find((one) => mailText(one).includes(review.deliveryUUID))!);
  const link = /Open it: (\S+)/.exec(mail)?.[1] ?? '';
  expect(link.startsWith(`${servers.origin}/reviews?`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'The review asked for' })
      .locator(`article[data-review="${review.deliveryUUID}"]`),
  ).toContainText(review.customer, { timeout: 20_000 });

  // A later check sends nothing more (the scheduler looks every second); the delivery log says
  // where it went.
  later(15);
  await page.waitForTimeout(3000);
  await page.goto(`${servers.origin}/notifications`);
  const log = page.getByRole('list', { name: 'Deliveries' });
  await expect(log).toContainText(
    `Alert: 1-star review from ${review.customer} on Slack (Ops room)`,
  );
  await expect(log).toContainText(`Alert: 1-star review from ${review.customer} by e-mail`);
  expect(hooks.received.filter((one) => one.body.includes(review.customer))).toHaveLength(1);
  expect(smtp.received.filter((one) => mailText(one).includes(review.deliveryUUID))).toHaveLength(
    1,
  );
});
