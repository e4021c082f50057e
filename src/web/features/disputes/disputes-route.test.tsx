import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DisputedOrder } from '../../../contract/disputes';
import { signedInApi } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const order = (n: number, patch: Partial<DisputedOrder> = {}): DisputedOrder => ({
  deliveryUUID: `order-${String(n).padStart(4, '0')}-uuid`,
  customerName: `Customer ${n}`,
  storeId: 'lst-101',
  listingId: 'lst-101',
  brandId: 'b-1',
  channel: 'MARKETPLACE_1',
  disputeEligibility: false,
  disputeStatus: 'approved',
  disputeDate: '2026-11-01',
  statusUpdateDate: '2026-11-03',
  disputeIssue: 'WRONG_ORDER',
  disputeReason: 'Items did not match the receipt',
  disputeDescription: null,
  disputeAmount: 2,
  disputeWonAmount: 2,
  disputeLostAmount: 0,
  disputeItemDetails: '',
  disputeByService: true,
  isAutoDispute: false,
  ineligibleForDisputeReason: '',
  ...patch,
});

// Twelve orders: eleven approved at $2, one open at $5.
const ledger = [
  order(0, {
    disputeStatus: 'not_disputed',
    disputeEligibility: true,
    disputeDate: '',
    statusUpdateDate: '',
    disputeAmount: 5,
    disputeWonAmount: 0,
  }),
  ...Array.from({ length: 11 }, (_, n) => order(n + 1)),
];

describe('disputes page', () => {
  it('shows one upstream page of 25 with a summary over the whole range, status in the URL', async () => {
    const { calls } = mockApi({
      ...signedInApi,
      'POST /api/ops/listDisputedOrders': (call) => {
        const { query } = call.body as { query: { limit: number; offset: number } };
        return reply.ok({
          total: ledger.length,
          orders: ledger.slice(query.offset, query.offset + query.limit),
        });
      },
    });
    const app = await renderApp('/disputes?client=client-harbor&from=2026-10-20&to=2026-11-18');
    const summary = await screen.findByRole('list', { name: 'Disputes summary' });
    expect(within(summary).getByLabelText('Disputed orders').textContent).toContain('11');
    expect(within(summary).getByLabelText('Won').textContent).toContain('$22.00');
    expect(within(summary).getByLabelText('Open to dispute').textContent).toContain('$5.00');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Order details / })).toHaveLength(12),
    );
    expect(screen.getByText('Showing 1–12 of 12')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Raise dispute on / })).toHaveLength(1);
    // The upstream pages the default view with its own limit.
    const limits = calls
      .filter((call) => call.path === '/api/ops/listDisputedOrders')
      .map((call) => (call.body as { query: { limit: number } }).query.limit);
    expect(limits).toContain(25);

    await app.user.selectOptions(
      screen.getByRole('combobox', { name: 'Status' }),
      screen.getByRole('option', { name: 'Not disputed' }),
    );
    await waitFor(() => expect(app.location()).toContain('status=not_disputed'));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Order details / })).toHaveLength(1),
    );
  });
});
