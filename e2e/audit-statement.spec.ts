/**
 * The month statement as a document to send: printed on A4 and Letter from either colour scheme,
 * read back from the PDF page by page; its ZIP; its tables on a phone. The print runs against a
 * client with a hundred and fifty stores (its own servers at the large scale), whose tables run
 * over several pages.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoAxeViolations, signInByApi } from './helpers';
import { startServers, type Servers } from './servers';

const MONTH = '2026-10';

// Signed in once for the worker (e2e/fixtures.ts): no journey here tests signing in.
test.use({ signedIn: true });

/** Each page of a PDF: its text, and the fill colour of every piece of text drawn on it. */
async function readPdf(pdf: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages: { text: string; textColours: string[] }[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    const { fnArray, argsArray } = await page.getOperatorList();
    const colours: string[] = [];
    let fill = '#000000';
    const saved: string[] = [];
    fnArray.forEach((fn, index) => {
      const args = argsArray[index] as unknown[];
      if (fn === pdfjs.OPS.save) saved.push(fill);
      else if (fn === pdfjs.OPS.restore) fill = saved.pop() ?? '#000000';
      else if (fn === pdfjs.OPS.setFillRGBColor) fill = String(args[0]);
      else if (fn === pdfjs.OPS.showText || fn === pdfjs.OPS.showSpacedText) colours.push(fill);
    });
    pages.push({ text, textColours: colours });
  }
  return pages;
}

/** Relative luminance of `#rrggbb`, 0 (black) to 1 (white). */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
};

const count = (text: string, part: string) => text.split(part).length - 1;

/** Each per-store table by a header of its own, in the statement's order. */
const TABLE_HEADERS = [
  'Remitted to the state',
  'Channels',
  'Estimated payout',
  'Revenue to claim back',
];

test.describe('printed', () => {
  test.describe.configure({ mode: 'serial' });
  // Through the API on these servers (below): no sign-in of the suite's servers here.
  test.use({ signedIn: false });
  let servers: Servers;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    servers = await startServers('large');
  });
  test.afterAll(async () => {
    await servers?.stop();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`from the ${scheme} scheme, on A4 and Letter: light, whole, every page saying whose it is and which page, headers repeated and totals once`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      // A wide screen: the waterfall measured on it ran off the paper.
      await page.setViewportSize({ width: 1920, height: 1000 });
      await page.emulateMedia({ colorScheme: scheme });
      await signInByApi(page, servers.origin);
      await page.goto(`${servers.origin}/portfolio?from=2026-10-01&to=2026-10-31`);
      const link = page.getByRole('link', { name: /^Month statement of / }).first();
      const client = ((await link.getAttribute('aria-label')) ?? '').replace(
        'Month statement of ',
        '',
      );
      // By its name: rows still arriving re-sort the portfolio, and the first link may change.
      await page.getByRole('link', { name: `Month statement of ${client}`, exact: true }).click();
      await expect(page.locator('[data-statement-ready]')).toBeAttached({ timeout: 60_000 });
      // The saved PDF's name: this client's, this month's.
      await expect(page).toHaveTitle(`${client} — statement October 2026`);
      const net = (await page.locator('tr[data-figure="netPayout"] td').nth(1).textContent()) ?? '';
      expect(net).toMatch(/\$[\d,]+\.\d\d/);
      const stores = await page
        .getByRole('region', { name: 'Tax', exact: true })
        .locator('tbody tr')
        .count();
      expect(stores).toBeGreaterThan(60);

      for (const format of ['A4', 'Letter'] as const) {
        const pages = await readPdf(await page.pdf({ format }));
        const total = pages.length;
        pages.forEach(({ text }, index) => {
          expect(text, `${format} page ${index + 1}`).toContain(
            `${client} — statement October 2026`,
          );
          expect(text, `${format} page ${index + 1}`).toContain(`Page ${index + 1} of ${total}`);
        });

        // The waterfall whole on the overview's page: its last bar, Net payout, with its amount
        // (beside the overview table's line).
        const overview = pages[0]?.text ?? '';
        expect(overview).toContain('Revenue');
        expect(count(overview, 'Net payout'), format).toBe(2);
        expect(count(overview, net), format).toBe(2);

        // Each table: its header on every page it runs over, its totals once, after its last row.
        let from = 0;
        for (const header of TABLE_HEADERS) {
          const start = pages.findIndex((one, index) => index >= from && one.text.includes(header));
          const end = pages.findIndex(
            (one, index) => index >= start && one.text.includes(`Total (${stores} stores)`),
          );
          expect(start, `${format}: ${header}`).toBeGreaterThanOrEqual(0);
          expect(end, `${format}: ${header} runs over pages`).toBeGreaterThan(start);
          for (let index = start; index <= end; index += 1) {
            expect(pages[index]?.text, `${format} page ${index + 1}`).toContain(header);
            if (index < end)
              expect(pages[index]?.text, `${format} page ${index + 1}`).not.toContain('Total (');
          }
          from = end + 1;
        }

        // Dark text on white paper, whatever the screen's scheme.
        const pale = pages.flatMap(({ textColours }, index) =>
          textColours
            .filter((colour) => luminance(colour) > 0.4)
            .map((colour) => `page ${index + 1}: ${colour}`),
        );
        expect(pale, `${format}: pale text`).toEqual([]);
      }

      // No sort arrows on paper.
      const tax = page.getByRole('region', { name: 'Tax', exact: true });
      await expect(tax.locator('th svg').first()).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expect(tax.locator('th svg')).toHaveCount(4);
      for (const arrow of await tax.locator('th svg').all()) await expect(arrow).toBeHidden();
    });
  }
});

/** The lines of a CSV file in a ZIP, each split into its cells (no quoted commas in these). */
const csvLines = (bytes: Uint8Array) =>
  strFromU8(bytes)
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

/** `$1,234.56` → `1234.56`, `-$42.00` → `-42.00`: an amount as the CSV writes it. */
const plain = (amount: string) => amount.replace(/[$,]/g, '').trim();

/** Opens the statement and waits for every reply of the month drawn (Print is enabled then). */
const openStatement = async (page: Page) => {
  await page.goto(`/finance/statement?month=${MONTH}`);
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();
};

test('the ZIP holds the overview, the disputes and the reviews the statement shows, beside its tables', async ({
  page,
}) => {
  await openStatement(page);
  const stat = (section: string, label: string) =>
    page
      .getByRole('region', { name: section, exact: true })
      .locator(`[data-stat="${label}"]`)
      .textContent();
  const net = (await page.locator('tr[data-figure="netPayout"] td').nth(1).textContent()) ?? '';
  const disputed = (await stat('Disputes', 'Disputed orders')) ?? '';
  const won = (await stat('Disputes', 'Won')) ?? '';
  const reviews = (await stat('Reviews', 'Reviews')) ?? '';
  const answered = (await stat('Reviews', 'Answered')) ?? '';

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the CSVs' }).click();
  const file = await download;
  const entries = unzipSync(new Uint8Array(await readFile(await file.path())));
  const csv = (kind: string) => {
    const name = Object.keys(entries).find((entry) => entry.startsWith(`statement-${kind}-`));
    expect(name, `statement-${kind}`).toBeDefined();
    return csvLines(entries[name ?? ''] ?? new Uint8Array());
  };
  const valueOf = (lines: string[][], figure: string) =>
    lines.find((line) => line[0] === figure)?.[1];

  const overview = csv('overview');
  expect(overview[0]).toEqual(['Figure', 'This month', 'Month before', 'Change', 'Change (%)']);
  expect(valueOf(overview, 'Net payout')).toBe(plain(net));
  const disputes = csv('disputes');
  expect(valueOf(disputes, 'Disputed orders')).toBe(plain(disputed));
  expect(valueOf(disputes, 'Won')).toBe(plain(won));
  const reviewLines = csv('reviews');
  expect(valueOf(reviewLines, 'Reviews')).toBe(plain(reviews));
  expect(valueOf(reviewLines, 'Answered')).toBe(plain(answered));
  for (const kind of ['tax', 'deposits', 'estimate-vs-actual', 'pos-vs-off-premise'])
    expect(csv(kind).length).toBeGreaterThan(1);
});

test("the document's title, and so the saved PDF's name, names the client and the month chosen", async ({
  page,
}) => {
  await openStatement(page);
  const client = (await page.getByText(/: every store and marketplace$/).textContent())?.replace(
    ': every store and marketplace',
    '',
  );
  await expect(page).toHaveTitle(`${client} — statement October 2026`);
  await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'September 2026' });
  await expect(page).toHaveTitle(`${client} — statement September 2026`);
  // Another page names itself again.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Finance' })
    .click();
  await expect(page).toHaveTitle(`Finance · ${client} · Partner dashboard`);
});

const SECTIONS = [
  { name: 'Tax', figure: 'Remitted to the state' },
  { name: 'Deposits', figure: 'Net payout' },
  { name: 'Estimated versus actual payout', figure: 'Net payout' },
  { name: 'POS versus off-premise', figure: 'Revenue to claim back' },
];

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("each store's figures are on the screen, not only its name, and the totals after them", async ({
    page,
  }) => {
    await openStatement(page);
    for (const { name, figure } of SECTIONS) {
      const section = page.getByRole('region', { name, exact: true });
      await section.scrollIntoViewIfNeeded();
      // The first store: its name, and its figure under its label, within the screen's width.
      const store = section.getByRole('listitem').first();
      await expect(store).toBeVisible();
      const amount = store.getByRole('definition').first();
      await expect(store.getByRole('term').filter({ hasText: figure }).first()).toBeVisible();
      const box = await store.locator('dd').last().boundingBox();
      expect(box, `${name}: the store's last figure`).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(390);
      await expect(amount).toHaveText(/\S/);
      const totals = section.getByRole('listitem', { name: 'Total' });
      await expect(totals).toContainText(/Total \(\d+ stores\)/);
      await expect(totals).toContainText(figure);
    }
    await page.screenshot({ path: 'test-results/statement-phone.png', fullPage: true });
    await expectNoAxeViolations(page);

    // On paper, the tables: the header once a page, not a label in every store's card.
    const stores = await page
      .getByRole('region', { name: 'Tax', exact: true })
      .getByRole('listitem')
      .count();
    const pages = await readPdf(await page.pdf({ format: 'A4' }));
    const text = pages.map((one) => one.text).join(' ');
    expect(count(text, 'Remitted to the state')).toBeLessThan(stores - 1);
    expect(text).toContain(`Total (${stores - 1} stores)`);
  });
});
