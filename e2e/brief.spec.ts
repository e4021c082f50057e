/**
 * Today's brief (/notifications) over a person's own clients, its figures equal to the pages' to
 * the cent: money left on the table (the portfolio's and each client's disputes page), the
 * disputes closing within 3 days (the money-left card's 0–3 days left), and the brief's link to
 * the desk choosing exactly those orders. As the sample's demo account manager (two clients) and
 * restaurant-group manager (one), on servers of their own.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PEOPLE, expectNoAxeViolations, signInThroughForm } from './helpers';
import { startServers, type Servers } from './servers';

const DEMO = DEMO_PEOPLE;

let servers: Servers;
test.beforeAll(async () => {
  // Read replies kept for a minute, as in production: the brief and the pages read the same.
  servers = await startServers('small', 50, 60);
});
test.afterAll(async () => {
  await servers.stop();
});
test.describe.configure({ mode: 'serial' });

const signInAs = (page: Page, who: { email: string; password: string }, next: string) =>
  signInThroughForm(page, servers.origin, who, next);

const cents = (text: string | null) => {
  const match = /(-?)\$([\d,]+\.\d\d)/.exec(text ?? '');
  if (!match) throw new Error(`No amount in "${text}"`);
  return (match[1] ? -1 : 1) * Math.round(Number((match[2] ?? '').replace(/,/g, '')) * 100);
};
const count = (text: string | null) => Number(/(\d[\d,]*) orders?/.exec(text ?? '')?.[1] ?? NaN);

/** The person's clients as the server lists them (narrowed to their scope): id → name. */
const clientsOf = async (page: Page) => {
  const reply = await page.request.post(`${servers.origin}/api/ops/getRestaurantDetails`, {
    headers: { 'x-dashboard-request': '1' },
    data: {},
  });
  const json = (await reply.json()) as {
    result: { restaurantDetails: { clientId: string; clientName: string }[] };
  };
  return new Map(json.result.restaurantDetails.map((c) => [c.clientId, c.clientName]));
};

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

/** Each client's line of a brief's section: its figure in cents and its count of orders. */
const linesOf = async (area: Locator, figure: string) => {
  const lines = new Map<string, { cents: number; count: number }>();
  for (const line of await area.locator('li[data-client]').all()) {
    const id = (await line.getAttribute('data-client')) ?? '';
    lines.set(id, {
      cents: cents(await line.locator(`[data-client-figure="${figure}"]`).textContent()),
      count: count(await line.locator('[data-detail]').textContent()),
    });
  }
  return lines;
};

interface BriefFigures {
  moneyLeft: Map<string, { cents: number; count: number }>;
  closing: Map<string, { cents: number; count: number }>;
  moneyLeftTotal: number;
}

const readBrief = async (page: Page): Promise<BriefFigures> => {
  await page.goto(`${servers.origin}/notifications`);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const money = section(page, 'Money left on the table');
  await expect(money).toBeVisible({ timeout: 30_000 });
  return {
    moneyLeft: await linesOf(money, 'money-left'),
    closing: await linesOf(section(page, /^Disputes closing within 3 days/), 'closing'),
    moneyLeftTotal: cents(await money.locator('[data-figure="money-left"]').textContent()),
  };
};

/** A card of the disputes page's money-left summary, once its figures are in. */
const moneyLeftCard = async (page: Page, label: string) => {
  const card = page
    .getByRole('list', { name: 'Money left on the table' })
    .getByRole('listitem', { name: label, exact: true });
  await expect(card.locator(`[data-stat="${label}"]`)).toHaveText(/\$/, { timeout: 30_000 });
  return (await card.locator(':scope > *').allTextContents()).join(' | ');
};

/** Each client's disputes page (its default dates, as the brief's) equals the brief's lines. */
const expectDisputesPagesEqual = async (
  page: Page,
  clients: Map<string, string>,
  brief: BriefFigures,
) => {
  for (const id of clients.keys()) {
    await page.goto(`${servers.origin}/disputes?client=${id}`);
    const total = cents(await moneyLeftCard(page, 'Total to recover'));
    expect(total, `money left of ${id}`).toBe(brief.moneyLeft.get(id)?.cents ?? 0);
    const closing = await moneyLeftCard(page, 'Open, 0–3 days left');
    expect(cents(closing), `closing within 3 days of ${id}`).toBe(
      brief.closing.get(id)?.cents ?? 0,
    );
    expect(count(closing), `orders closing within 3 days of ${id}`).toBe(
      brief.closing.get(id)?.count ?? 0,
    );
  }
};

/** The brief's closing link opens the desk with exactly those orders chosen. */
const expectClosingLinkChoosesThem = async (page: Page, brief: BriefFigures, name: RegExp) => {
  const [id, closing] = [...brief.closing].find(([, line]) => line.count > 0) ?? [];
  expect(id, 'the sample has disputes closing within 3 days').toBeDefined();
  await page.goto(`${servers.origin}/notifications`);
  const link = section(page, /^Disputes closing within 3 days/).getByRole('link', { name });
  await expect(link).toHaveAttribute('href', new RegExp(`client=${id}&status=closing`));
  await link.click();
  await expect(page.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
  const orders = closing!.count;
  await expect(page.locator('[data-selection-bar] [data-selected]')).toHaveText(
    `${orders} ${orders === 1 ? 'order' : 'orders'} selected · ${new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
    }).format(closing!.cents / 100)} at stake`,
    { timeout: 30_000 },
  );
  await expect(page).toHaveURL(/status=closing/);
  await expect(page).not.toHaveURL(/select=/);
  await expect(page.locator('input[data-select]:checked')).toHaveCount(orders);
};

test("an account manager's brief: money left per client and the disputes closing within 3 days equal the portfolio's and the desk's to the cent", async ({
  page,
}) => {
  await signInAs(page, DEMO.accounts, '/portfolio');
  const clients = await clientsOf(page);
  expect(clients.size).toBe(2);

  // Reached from the navigation, as a person would.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page).toHaveURL(/\/notifications/);
  const brief = await readBrief(page);
  // Several clients: each line names its client.
  for (const [id, name] of clients) {
    if (brief.moneyLeft.has(id))
      await expect(
        section(page, 'Money left on the table').locator(`li[data-client="${id}"]`),
      ).toContainText(name);
  }
  expect(brief.moneyLeftTotal).toBe(
    [...brief.moneyLeft.values()].reduce((sum, line) => sum + line.cents, 0),
  );
  await page.screenshot({ path: 'test-results/brief-accounts-light.png', fullPage: true });
  await expectNoAxeViolations(page);

  // The portfolio, its default dates as the brief's: the same money left for each client.
  await page.goto(`${servers.origin}/portfolio`);
  await expect(page.locator('[data-progress]')).toHaveText(/^\d+ clients$/, { timeout: 30_000 });
  for (const [id, name] of clients) {
    const link = page.getByRole('link', {
      name: new RegExp(`^Money left on the table of ${name.replace('.', '\\.')}: `),
    });
    expect(cents(await link.textContent()), `portfolio money left of ${name}`).toBe(
      brief.moneyLeft.get(id)?.cents ?? 0,
    );
  }

  await expectDisputesPagesEqual(page, clients, brief);
  await expectClosingLinkChoosesThem(page, brief, /^Choose the closing disputes of /);
});

test("a restaurant-group manager's brief: one client, the same figures as its disputes page, and how it looks", async ({
  page,
}) => {
  await signInAs(page, DEMO.group, '/notifications');
  const clients = await clientsOf(page);
  expect(clients.size).toBe(1);
  const brief = await readBrief(page);
  // One client: no client names in the lines.
  const [name] = clients.values();
  await expect(
    section(page, 'Money left on the table').locator('li[data-client]'),
  ).not.toContainText(name!);
  expect(brief.moneyLeftTotal).toBe(
    [...brief.moneyLeft.values()].reduce((sum, line) => sum + line.cents, 0),
  );
  await page.screenshot({ path: 'test-results/brief-group-light.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: 'test-results/brief-group-dark.png', fullPage: true });
  // A phone: the page opened at its width (not a desktop page shrunk mid-transition).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(section(page, 'Money left on the table')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/brief-group-phone-dark.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: 'test-results/brief-group-phone-light.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await expectDisputesPagesEqual(page, clients, brief);
  await expectClosingLinkChoosesThem(page, brief, /^Choose them on the dispute desk$/);
});
