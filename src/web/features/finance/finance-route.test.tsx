import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  DepositRow,
  EstimateVsActualRow,
  PosRow,
  PosVsOffPremiseResult,
} from '../../../contract/finance';
import type { Order } from '../../../contract/orders';
import { overviewOf, sum, type Figures } from '../../test/finance-fixtures';
import { restaurantDetails, signedInApi, zeroDeductions } from '../../test/fixtures';
import { mockApi, reply, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render';

/*
 * Two stores of Harbor Group in November 2026 (Bay Burgers Downtown lst-101, Airport lst-102).
 * The money adds up: every table's rows sum to the overview's figures.
 *   revenue 600 + 400 = 1,000; deductions −150 − 100 = −250; tax 50 + 30 = 80;
 *   estimated 500 + 330 = 830; error charges −12 − 8 = −20; adjustments 3 + 2 = 5;
 *   refunds 9 + 1 = 10; net payout 500 + 325 = 825 (= 830 − 20 + 5 + 10).
 */
const NOVEMBER: Figures = {
  revenue: 1000,
  commission: -200,
  paymentFee: -30,
  promo: -20,
  tax: 80,
  errorCharges: -20,
  adjustments: 5,
  refund: 10,
};
// October (the previous month): revenue $800. Oct 2–31 (the previous 30 days): revenue $900.
const OCTOBER: Figures = { ...NOVEMBER, revenue: 800, commission: -160, tax: 64 };
const OCT_2_TO_31: Figures = { ...NOVEMBER, revenue: 900, commission: -180, tax: 72 };
const NOTHING: Figures = {
  revenue: 0,
  commission: 0,
  paymentFee: 0,
  promo: 0,
  tax: 0,
  errorCharges: 0,
  adjustments: 0,
  refund: 0,
};

const overviews: Record<string, Figures> = {
  '2026-11-01': NOVEMBER,
  '2026-10-01': OCTOBER,
  '2026-10-02': OCT_2_TO_31,
};

const taxRows = [
  { storeId: 'lst-101', taxRemittedToState: 25, taxRemittedToMerchant: 50 },
  { storeId: 'lst-102', taxRemittedToState: 15, taxRemittedToMerchant: 30 },
];

const payout = (storeId: string, netPayout: number) => ({
  storeId,
  payoutId: `po-${storeId}`,
  channel: 'MARKETPLACE_1',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  payoutDate: '2026-12-07',
  netPayout,
});
const deposits: DepositRow[] = [
  { ...payout('lst-101', 500), channel: ['MARKETPLACE_1'], payouts: [payout('lst-101', 500)] },
  { ...payout('lst-102', 325), channel: ['MARKETPLACE_1'], payouts: [payout('lst-102', 325)] },
];

const split = (total: number, itemTax = 0) => ({
  total,
  itemValue: sum(total, -itemTax),
  itemTax,
});
function estimateRow(store: string, f: Figures): EstimateVsActualRow {
  const deductions = sum(f.commission, f.paymentFee, f.promo);
  const estimated = sum(f.revenue, deductions, f.tax);
  const difference = sum(f.errorCharges, f.adjustments, f.refund);
  return {
    store,
    revenue: f.revenue,
    deductions: {
      ...zeroDeductions,
      total: deductions,
      commission: f.commission,
      promoValue: f.promo,
      paymentTransactionFee: f.paymentFee,
    },
    tax: f.tax,
    estimatedPayout: estimated,
    difference: {
      total: split(difference),
      errorCharges: split(f.errorCharges),
      adjustments: split(f.adjustments),
      refundByService: split(f.refund),
    },
    netPayout: { total: sum(estimated, difference) },
  };
}
const estimates = [
  estimateRow('lst-101', {
    revenue: 600,
    commission: -120,
    paymentFee: -18,
    promo: -12,
    tax: 50,
    errorCharges: -12,
    adjustments: 3,
    refund: 9,
  }),
  estimateRow('lst-102', {
    revenue: 400,
    commission: -80,
    paymentFee: -12,
    promo: -8,
    tax: 30,
    errorCharges: -8,
    adjustments: 2,
    refund: 1,
  }),
];

const posRow = (storeId: string, claimBack: number): PosRow => ({
  storeId,
  orderDiff: { offPremise: 10, pos: 9, missedOffPremise: 0, missedPos: 1, totalMissedOrders: 1 },
  subTotalDiff: { pos: 180, offPremise: 200, diffOffPremise: 0, diffPos: 20, totalDiff: 20 },
  statusDifference: { totalDiff: 0 },
  revenueToClaimBack: claimBack,
});
const pos: PosVsOffPremiseResult = {
  up_sell: false,
  pos: { name: 'Harbor POS', color: '#1c7ed6', icon: 'cash-register' },
  is_incomplete: false,
  first_date: '2026-01-01',
  last_updated: '2026-11-30',
  is_pos_available: true,
  first_date_off_premise: '2026-01-01',
  last_date_off_premise: '2026-11-30',
  is_off_premise_available: true,
  storeWise: [posRow('lst-101', 20), posRow('lst-102', 0)],
};

/** The first order of the client (for the no-data state): Oct 1, 2026. */
const firstOrder: Order = {
  deliveryUUID: 'ord-first-uuid',
  channel: 'MARKETPLACE_1',
  listingId: 'lst-101',
  storeId: 'lst-101',
  brandId: 'b-1',
  customerName: 'First Customer',
  customerId: 'c-1',
  orderDate: '2026-10-01T12:00:00Z',
  status: 'DELIVERED',
  subTotal: 20,
  tax: 1.6,
  tip: 0,
  total: 21.6,
  itemCount: 1,
};

const startOf = (call: ApiCall) => (call.body as { body: { startDate: string } }).body.startDate;
const endOf = (call: ApiCall) => (call.body as { body: { endDate: string } }).body.endDate;

const financeApi = {
  ...signedInApi,
  'POST /api/ops/getFinanceOverview': (call: ApiCall) =>
    reply.ok(overviewOf(startOf(call), endOf(call), overviews[startOf(call)] ?? NOTHING)),
  'POST /api/ops/getTaxDetails': () => reply.ok({ storeWise: taxRows }),
  'POST /api/ops/getDepositDetails': () => reply.ok({ result: deposits }),
  'POST /api/ops/getEstimateVsActual': () => reply.ok({ storeWise: estimates }),
  'POST /api/ops/getPosVsOffPremise': () => reply.ok(pos),
  'POST /api/ops/listOrders': (call: ApiCall) => {
    const { query } = call.body as { query: { offset?: number } };
    return reply.ok({ total: 3, orders: query.offset === 2 ? [firstOrder] : [] });
  },
};

const NOVEMBER_URL = '/finance?client=client-harbor&from=2026-11-01&to=2026-11-30';

const HEADLINES = ['Total revenue', 'Deductions', 'Estimated payout', 'Net payout'];
/** A headline figure's card as read: its label, amount and change (whatever its markup). */
const headline = (label: string) => {
  const summary = screen.getByRole('region', { name: 'Summary' });
  let card = within(summary).getByText(label);
  const others = (element: HTMLElement) =>
    HEADLINES.filter((other) => other !== label && element.textContent.includes(other));
  while (card.parentElement && card.parentElement !== summary && !others(card.parentElement).length)
    card = card.parentElement;
  return card.textContent;
};
const section = (title: string) => screen.getByRole('region', { name: title });
/** The store names of a section's table, in the table's order. */
const storesOf = (title: string) =>
  within(within(section(title)).getByRole('table'))
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('finance page', { timeout: 15_000 }, () => {
  it('shows the headline figures against the previous month, and compares with another period from the URL', async () => {
    mockApi(financeApi);
    const app = await renderApp(NOVEMBER_URL);

    await screen.findByRole('heading', { level: 1, name: 'Finance' });
    await waitFor(() => expect(headline('Total revenue')).toContain('+$200.00 (+25%)'));
    expect(headline('Total revenue')).toContain('$1,000.00');
    expect(headline('Deductions')).toContain('-$250.00');
    expect(headline('Estimated payout')).toContain('$830.00');
    expect(headline('Net payout')).toContain('$825.00');
    expect(screen.getByText('Compared with Oct 1 – Oct 31, 2026')).toBeTruthy();
    expect(
      (screen.getByRole('option', { name: 'Previous month' }) as HTMLOptionElement).selected,
    ).toBe(true);

    await app.user.selectOptions(
      screen.getByRole('combobox', { name: 'Compare with' }),
      screen.getByRole('option', { name: 'Previous period' }),
    );
    await waitFor(() => expect(app.location()).toContain('compare=previous-period'));
    await screen.findByText('Compared with Oct 2 – Oct 31, 2026');
    await waitFor(() => expect(headline('Total revenue')).toContain('+$100.00 (+11.1%)'));
  });

  it('totals each table to the headline figures', async () => {
    mockApi(financeApi);
    await renderApp(NOVEMBER_URL);
    await waitFor(() => expect(storesOf('Tax')).toHaveLength(2));
    const totals = (title: string) =>
      within(section(title))
        .getByRole('rowheader', { name: /^Total/ })
        .closest('tr')?.textContent;
    expect(totals('Tax')).toContain('$40.00');
    expect(totals('Tax')).toContain('$80.00');
    await waitFor(() => expect(storesOf('Deposits')).toHaveLength(2));
    expect(totals('Deposits')).toContain('$825.00');
    await waitFor(() => expect(storesOf('Estimated versus actual payout')).toHaveLength(2));
    expect(totals('Estimated versus actual payout')).toContain('$1,000.00');
    expect(totals('Estimated versus actual payout')).toContain('$825.00');
  });

  it("keeps a table's sort in the URL, so the page opened again is sorted the same", async () => {
    mockApi(financeApi);
    const app = await renderApp(NOVEMBER_URL);
    // By store name until a column is chosen.
    await waitFor(() =>
      expect(storesOf('Tax')).toEqual(['Bay Burgers Airport', 'Bay Burgers Downtown']),
    );

    const header = within(section('Tax')).getByRole('columnheader', { name: 'Remitted to you' });
    await app.user.click(within(header).getByRole('button', { name: 'Remitted to you' }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    expect(storesOf('Tax')).toEqual(['Bay Burgers Downtown', 'Bay Burgers Airport']);
    await waitFor(() => expect(app.location()).toContain('taxSort=-merchant'));

    // Opened again at the same address (a reload, a shared link): the same order.
    const url = app.location();
    app.unmount();
    cleanup();
    mockApi(financeApi);
    await renderApp(url);
    await waitFor(() =>
      expect(storesOf('Tax')).toEqual(['Bay Burgers Downtown', 'Bay Burgers Airport']),
    );
    expect(
      within(section('Tax'))
        .getByRole('columnheader', { name: 'Remitted to you' })
        .getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('says when the range has no data, and where the data starts', async () => {
    mockApi(financeApi);
    const app = await renderApp('/finance?client=client-harbor&from=2026-01-01&to=2026-01-31');
    await screen.findByText('No data in this range');
    await screen.findByText('Data for this client starts on Oct 1, 2026.');
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Show the last 30 days' }));
    await waitFor(() => expect(app.location()).not.toContain('from=2026-01-01'));
  });

  it('shows a failed section with its error and a retry, and the rest of the page', async () => {
    // Refused until the gateway is fixed (the route's load and the page's own try both fail).
    let fixed = false;
    mockApi({
      ...financeApi,
      'POST /api/ops/getTaxDetails': () =>
        fixed
          ? reply.ok({ storeWise: taxRows })
          : reply.error(403, 'FORBIDDEN', 'Tax details are not enabled for this key'),
    });
    const app = await renderApp(NOVEMBER_URL);

    const tax = await screen.findByRole('region', { name: 'Tax' });
    const alert = await within(tax).findByRole('alert');
    expect(alert.textContent).toContain('Could not load tax');
    expect(alert.textContent).toContain('Tax details are not enabled for this key');
    await waitFor(() => expect(storesOf('Deposits')).toHaveLength(2));
    expect(headline('Net payout')).toContain('$825.00');

    fixed = true;
    await app.user.click(within(section('Tax')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(storesOf('Tax')).toHaveLength(2));
    expect(within(section('Tax')).queryByRole('alert')).toBeNull();
  });
});

describe('month statement', { timeout: 15_000 }, () => {
  it('is ready to print a month only once that month is drawn, after a change of month too', async () => {
    // Every part answers (a part that failed is asked for again when its month comes back).
    mockApi({
      ...financeApi,
      'POST /api/ops/listDisputedOrders': () => reply.ok({ total: 0, orders: [] }),
      'POST /api/ops/listReviews': () =>
        reply.ok({
          total: 0,
          reviews: [],
          totalUnAnswered: 0,
          unAnsweredReviews: [],
          totalReviewSite: 0,
          reviewSiteReviews: [],
          unansweredReviewSite: 0,
          unansweredReviewsReviewSite: [],
        }),
    });
    const app = await renderApp('/finance/statement?client=client-harbor&month=2026-11');
    const print = (await screen.findByRole('button', {
      name: 'Print or save as PDF',
    })) as HTMLButtonElement;
    await waitFor(() => expect(print.disabled).toBe(false));
    const net = () => document.querySelector('tr[data-figure="netPayout"]')?.textContent ?? '';
    const november = net();
    expect(november).toContain('$825.00');

    /**
     * Goes to `month`, and says each change of the overview made while Print was on: the page's
     * changes replayed in their order (a test draws a change and what it defers in one go).
     */
    const goTo = async (month: string, heading: string) => {
      const overview = section('Overview');
      let enabled = !print.disabled;
      const changedWhileReady: string[] = [];
      const watch = new MutationObserver((records) => {
        for (const record of records) {
          if (record.target === print && record.attributeName === 'disabled')
            enabled = record.oldValue !== null;
          else if (record.type !== 'attributes' && overview.contains(record.target) && enabled)
            changedWhileReady.push(record.target.textContent ?? '');
        }
      });
      watch.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeOldValue: true,
        attributeFilter: ['disabled'],
      });
      try {
        await app.user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), month);
        await screen.findByRole('heading', { level: 1, name: heading });
        await waitFor(() => expect(print.disabled).toBe(false));
        await waitFor(() =>
          expect(document.querySelector('[data-statement-ready]')).not.toBeNull(),
        );
      } finally {
        watch.disconnect();
      }
      return changedWhileReady;
    };
    // A month asked for now, then back to one already in (its replies are there at once): the
    // overview is never redrawn under an enabled Print (it showed the other month until then).
    expect(await goTo('2026-10', 'Statement for October 2026')).toEqual([]);
    expect(net()).not.toBe(november);
    expect(await goTo('2026-11', 'Statement for November 2026')).toEqual([]);
    expect(net()).toBe(november);
  });

  it('of a client without listings is ready to print, its reviews saying why there are none', async () => {
    const [harbor] = restaurantDetails.restaurantDetails;
    mockApi({
      ...financeApi,
      'POST /api/ops/getRestaurantDetails': () =>
        reply.ok({ restaurantDetails: [{ ...harbor, listingDetails: [] }] }),
      'POST /api/ops/getTaxDetails': () => reply.ok({ storeWise: [] }),
      'POST /api/ops/getDepositDetails': () => reply.ok({ result: [] }),
      'POST /api/ops/getEstimateVsActual': () => reply.ok({ storeWise: [] }),
      'POST /api/ops/getPosVsOffPremise': () => reply.ok({ ...pos, storeWise: [] }),
      'POST /api/ops/listDisputedOrders': () => reply.ok({ total: 0, orders: [] }),
    });
    await renderApp('/finance/statement?client=client-harbor&month=2026-10');

    const print = await screen.findByRole('button', { name: 'Print or save as PDF' });
    await waitFor(() => expect((print as HTMLButtonElement).disabled).toBe(false));
    const csvs = screen.getByRole('button', { name: 'Download the CSVs' }) as HTMLButtonElement;
    expect(csvs.disabled).toBe(false);
    expect(
      within(section('Reviews')).getByText('This client has no listings, so no reviews.'),
    ).toBeDefined();
  });
});
