import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DisputedOrder } from '../../../contract/disputes';
import { disputedOrder } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { BulkRaiseBar } from './bulk-raise-bar';
import type { DisputeSelection } from './use-dispute-selection';

const order = disputedOrder('order-1', { disputeStatus: 'not_disputed', disputeEligibility: true });
const selection = {
  ids: new Set([order.deliveryUUID]),
  set: () => undefined,
  clear: () => undefined,
  toggle: () => undefined,
} as unknown as DisputeSelection;

describe('BulkRaiseBar', () => {
  it('keeps the open dialog, and what was typed in it, when its orders leave the open list', async () => {
    // The reasons never come: the dialog stays on its form.
    mockApi({ 'POST /api/ops/getDisputeConfigDetails': () => new Promise<Response>(() => {}) });
    let setOpen: (open: readonly DisputedOrder[]) => void = () => undefined;
    function Harness() {
      const [open, set] = useState<readonly DisputedOrder[]>([order]);
      setOpen = set;
      return (
        <BulkRaiseBar open={open} selection={selection} restaurants={new Map()} clientId="c-1" />
      );
    }
    const { user } = renderWithProviders(<Harness />);
    expect(screen.getByText(/1 order selected/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Raise 1 dispute' }));
    await user.type(await screen.findByRole('textbox', { name: 'Description' }), 'Wrong bag');

    // Raised (pending) orders are no longer open: the bar goes, the dialog stays as it was.
    act(() => setOpen([]));
    expect(screen.queryByText(/1 order selected/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Wrong bag',
    );
  });
});
