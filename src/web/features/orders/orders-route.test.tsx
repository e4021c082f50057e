import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, OrderDetails } from '../../../contract/orders';
import { signedInApi } from '../../test/fixtures';
import { mockApi, reply, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const CUSTOMERS = ['Ben Baker', 'Cleo Chan', 'Dana Diaz', 'Eli Evans', 'Finn Ford', 'Gus Gray'];
const LISTINGS = ['lst-101', 'lst-102', 'lst-103', 'lst-104'];

/** Order n of the range, newest first: n = 0 on Nov 30, one a day, back to Nov 1. */
const order = (n: number, customerName: string): Order => ({
  deliveryUUID: `ord-${String(n).padStart(4, '0')}-uuid`,
  channel: 'MARKETPLACE_1',
  listingId: LISTINGS[n % LISTINGS.length] as string,
  storeId: LISTINGS[n % LISTINGS.length] as string,
  brandId: 'b-1',
  customerName,
  customerId: `c-${n}`,
  orderDate: `2026-11-${String(30 - n).padStart(2, '0')}T12:00:00Z`,
  status: 'DELIVERED',
  subTotal: 20 + n,
  tax: 1.6,
  tip: 2,
  total: 23.6 + n,
  itemCount: 1 + (n % 3),
});

// Thirty orders, newest first. The alphabetically first and last customers ordered only at the
// start of the month, so sorting has to bring them up from the last upstream page.
const ledger: Order[] = Array.from({ length: 30 }, (_, n) =>
  order(
    n,
    n === 29
      ? 'Aaron Abbott'
      : n === 26
        ? 'Zoe Zimmer'
        : n === 27
          ? 'Dana Diaz'
          : (CUSTOMERS[n % CUSTOMERS.length] as string),
  ),
);

/** Order 0 as the drawer reads it; its money adds up from subtotal to net payout. */
const details: OrderDetails = {
  ...(ledger[0] as Order),
  items: [
    { name: 'Harbor Burger', quantity: 1, unitPrice: 12, total: 12 },
    { name: 'Sweet Fries', quantity: 2, unitPrice: 4, total: 8 },
  ],
  commission: -4,
  promoValue: -1,
  deliveryFee: 0,
  marketingFees: 0,
  paymentTransactionFee: 0,
  deductions: -5,
  taxRemittedToMerchant: 1.6,
  errorCharges: 0,
  adjustments: 0,
  refundByService: 0,
  estimatedPayout: 16.6,
  netPayout: 16.6,
  payoutDate: '2026-12-07',
  payoutId: null,
  reviewId: null,
  disputeStatus: null,
};

const api = {
  ...signedInApi,
  'POST /api/ops/listOrders': (call: ApiCall) => {
    const { query } = call.body as { query: { limit?: number; offset?: number } };
    const offset = query.offset ?? 0;
    const limit = query.limit ?? 20;
    return reply.ok({ total: ledger.length, orders: ledger.slice(offset, offset + limit) });
  },
  'POST /api/ops/getOrderDetails': (call: ApiCall) => {
    const { query } = call.body as { query: { deliveryUUID: string; channel: string } };
    return query.deliveryUUID === details.deliveryUUID && query.channel === details.channel
      ? reply.ok(details)
      : reply.error(404, 'NOT_FOUND', 'No such order');
  },
};

const RANGE = 'client=client-harbor&from=2026-11-01&to=2026-11-30';
const ordersTable = () => screen.getByRole('table', { name: /^Orders/ });
/** The order ids shown, in the table's order. */
const shownOrders = () =>
  within(ordersTable())
    .getAllByRole('button', { name: /^Order details / })
    .map((button) => button.getAttribute('title'));
/** The Customer column, in the table's order (read from the cells: role queries are slow). */
const customerColumn = () => {
  const table = ordersTable() as HTMLTableElement;
  const headers = [...(table.tHead?.rows[0]?.cells ?? [])];
  const at = headers.findIndex((header) => header.textContent === 'Customer');
  return [...(table.tBodies[0]?.rows ?? [])].map((row) => row.cells[at]?.textContent);
};

// A whole-app render of a 20-row table takes seconds in jsdom on a busy machine.
describe('orders page', { timeout: 15_000 }, () => {
  it('lists the newest orders first, and pages through the rest with the page in the URL', async () => {
    mockApi(api);
    const app = await renderApp(`/orders?${RANGE}`);

    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await waitFor(() => expect(shownOrders()[0]).toBe('ord-0000-uuid'));
    const firstPage = shownOrders().length;
    expect(firstPage).toBeGreaterThan(0);
    expect(firstPage).toBeLessThan(ledger.length);
    expect(screen.getByText(`Showing 1–${firstPage} of 30`)).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(app.location()).toContain('page=2'));
    await waitFor(() => expect(shownOrders()[0]).toBe(ledger[firstPage]?.deliveryUUID));
    expect(shownOrders()).toContain('ord-0029-uuid');
    expect(shownOrders()).not.toContain('ord-0000-uuid');
    expect(screen.getByText(new RegExp(`^Showing ${firstPage + 1}–\\d+ of 30$`))).toBeTruthy();
  });

  it('sorts the whole range by customer, keeps the sort in the URL, and reverses it', async () => {
    mockApi(api);
    const app = await renderApp(`/orders?${RANGE}`);
    await waitFor(() => expect(shownOrders()[0]).toBe('ord-0000-uuid'));

    // The table is drawn anew (its skeleton while the whole range loads): found afresh each time.
    const header = () => screen.getByRole('columnheader', { name: 'Customer' });
    await app.user.click(within(header()).getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));
    await waitFor(() => expect(customerColumn()[0]).toBe('Aaron Abbott'));
    const ascending = customerColumn();
    expect(ascending).toEqual([...ascending].sort((a, b) => String(a).localeCompare(String(b))));
    expect(app.location()).toContain('sort=customer');
    expect(screen.getByText(/of 30$/)).toBeTruthy();

    await app.user.click(within(header()).getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));
    await waitFor(() => expect(customerColumn()[0]).toBe('Zoe Zimmer'));
    expect(app.location()).toContain('sort=-customer');
  });

  it('keeps a sort from the URL on opening the page', async () => {
    mockApi(api);
    await renderApp(`/orders?${RANGE}&sort=-customer`);
    await waitFor(() => expect(customerColumn()[0]).toBe('Zoe Zimmer'));
    expect(screen.getByRole('columnheader', { name: 'Customer' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
  });

  it('filters by customer over the whole range, with the filter in the URL', async () => {
    mockApi(api);
    const app = await renderApp(`/orders?${RANGE}`);
    await waitFor(() => expect(shownOrders()[0]).toBe('ord-0000-uuid'));

    await app.user.click(screen.getByRole('searchbox', { name: 'Customer' }));
    await app.user.paste('dana');
    await waitFor(() => expect(app.location()).toContain('customer=dana'));
    // Every Dana of the month, the oldest included (it is not on the first upstream page).
    const danas = ledger.filter((row) => row.customerName === 'Dana Diaz');
    await waitFor(() => expect(shownOrders()).toEqual(danas.map((row) => row.deliveryUUID)));
    expect(customerColumn().every((name) => name === 'Dana Diaz')).toBe(true);
    expect(screen.getByText(`Showing 1–${danas.length} of ${danas.length}`)).toBeTruthy();

    await app.user.clear(screen.getByRole('searchbox', { name: 'Customer' }));
    await app.user.paste('nobody');
    await screen.findByText('No orders here');
    expect(
      screen.getByText('No order of a customer named like “nobody” matches the filters.'),
    ).toBeTruthy();
  });

  it("opens an order's drawer from the table, with the order in the URL, and closes it", async () => {
    const { calls } = mockApi(api);
    const app = await renderApp(`/orders?${RANGE}`);
    await waitFor(() => expect(shownOrders()[0]).toBe('ord-0000-uuid'));

    await app.user.click(screen.getByRole('button', { name: 'Order details ord-0000-uuid' }));
    const drawer = await screen.findByRole('dialog', { name: 'Order ord-0000-uuid' });
    expect(app.location()).toContain('order=ord-0000-uuid');
    expect(app.location()).toContain('channel=MARKETPLACE_1');
    const items = await within(drawer).findByRole('table', { name: 'Items of the order' });
    expect(within(items).getByText('Harbor Burger')).toBeTruthy();
    const money = within(drawer).getByRole('table', { name: 'Money of the order' });
    const line = (label: string) => within(money).getByText(label).closest('tr')?.textContent;
    expect(line('Subtotal')).toContain('$20.00');
    expect(line('Deductions')).toContain('-$5.00');
    expect(line('Estimated payout')).toContain('$16.60');
    expect(line('Net payout')).toContain('$16.60');
    expect(within(drawer).getByText('No review on this order.')).toBeTruthy();
    expect(
      calls.some(
        (call) =>
          call.path === '/api/ops/getOrderDetails' &&
          (call.body as { query: { deliveryUUID: string } }).query.deliveryUUID === 'ord-0000-uuid',
      ),
    ).toBe(true);

    await app.user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.location()).not.toContain('order='));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the order named in the URL, and says so when there is no such order', async () => {
    mockApi(api);
    await renderApp(`/orders?${RANGE}&order=ord-9999-uuid&channel=MARKETPLACE_1`);
    const drawer = await screen.findByRole('dialog', { name: 'Order ord-9999-uuid' });
    await within(drawer).findByText('Order not found');
  });
});
