import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DisputeTimeline } from './dispute-timeline';
import { disputedOrder } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { sentByEntry as entry } from '../../test/people-fixtures';
import { renderWithProviders } from '../../test/render';

const raised = disputedOrder('b', { disputeStatus: 'pending', disputeDate: '2026-11-10' });

describe('who sent a write, from the audit log', () => {
  it('says who raised a dispute and when', async () => {
    const { calls } = mockApi({
      'GET /api/audit': () => reply.json(200, { entries: [entry()], nextBefore: null }),
    });
    renderWithProviders(<DisputeTimeline order={raised} orderDate="2026-11-09T12:00:00Z" />);
    await screen.findByText(/^Raised by Ana Ops at Nov 10, 2026/);
    expect(calls[0]?.path).toBe('/api/audit');
  });

  it('asks with the order and the action', async () => {
    const fetched: string[] = [];
    mockApi({
      'GET /api/audit': () => reply.json(200, { entries: [], nextBefore: null }),
    }).fetchMock.mockImplementationOnce(async (input) => {
      fetched.push(String(input));
      return reply.json(200, { entries: [], nextBefore: null });
    });
    renderWithProviders(<DisputeTimeline order={raised} orderDate={undefined} />);
    await waitFor(() => expect(fetched).toHaveLength(1));
    const search = new URL(fetched[0] ?? '', 'http://localhost').searchParams;
    expect(search.get('delivery')).toBe('b');
    expect(search.get('action')).toBe('dispute.raise');
  });

  it('shows nothing when the log may not be read', async () => {
    const { calls } = mockApi({
      'GET /api/audit': () => reply.error(403, 'FORBIDDEN', 'Not allowed'),
    });
    renderWithProviders(<DisputeTimeline order={raised} orderDate={undefined} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await screen.findByText('Raised by hand');
    expect(screen.queryByText(/Raised by Ana/)).toBeNull();
  });
});
