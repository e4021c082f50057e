import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../test/fixtures';
import { mockApi, reply, type ApiCall } from '../../test/mock-api';
import { auditEntry, team } from '../../test/people-fixtures';
import { renderApp } from '../../test/render';

const auditApi = (pages: Record<string, unknown> = {}) => ({
  ...signedInApi,
  'GET /api/team': () => reply.json(200, { people: team }),
  'GET /api/audit': (call: ApiCall) => {
    const before = new URLSearchParams(call.search).get('before') ?? '';
    return reply.json(200, pages[before] ?? { entries: [auditEntry('e-1')], nextBefore: null });
  },
});

const auditCalls = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.path === '/api/audit')
    .map((call) => new URLSearchParams(call.search));

describe('audit log page', () => {
  it('shows who did what, to what, with what input and how it ended', async () => {
    mockApi(
      auditApi({
        '': {
          entries: [
            auditEntry('e-2', {
              action: 'review.reply',
              asPerson: { id: 'person-v', email: 'vera@partner.example', name: 'Vera Viewer' },
              deliveryUUID: null,
              listingId: null,
              reviewId: 'rev-12345678901',
              detail: { promo: 5 },
              outcome: 'pending',
              at: '2026-01-01T00:00:00.000Z',
            }),
            auditEntry('e-1'),
          ],
          nextBefore: null,
        },
      }),
    );
    await renderApp('/audit');
    const table = await screen.findByRole('table', { name: 'The audit log' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('Replied to a review');
    expect(first?.textContent).toContain('as Vera Viewer');
    expect(first?.textContent).toContain('Review rev-1234…');
    expect(first?.textContent).toContain('Promo: 5');
    // Pending for long: the answer never came.
    expect(first?.textContent).toContain('No answer');
    expect(second?.textContent).toContain('Raised a dispute');
    expect(second?.textContent).toContain('Harbor Group · Bay Burgers Downtown · Order 3f2a9c1e…');
    expect(second?.textContent).toContain('Reason: Missing items');
    expect(second?.textContent).toContain('Done');
  });

  it('puts the filters in the URL, asks the server for them, and restores them on reload', async () => {
    const { calls } = mockApi(auditApi());
    const app = await renderApp('/audit');
    await screen.findByRole('table', { name: 'The audit log' });

    await app.user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await app.user.click(await screen.findByRole('option', { name: 'Refused' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });

    await waitFor(() => expect(app.location()).toContain('outcome=refused'));
    await waitFor(() => expect(app.location()).toContain('since=2026-11-01'));
    await waitFor(() =>
      expect(
        auditCalls(calls).some(
          (query) => query.get('outcome') === 'refused' && query.get('from') === '2026-11-01',
        ),
      ).toBe(true),
    );

    // A reload: the same address, the same filters shown and asked for.
    const address = app.location();
    cleanup();
    const again = mockApi(auditApi());
    await renderApp(address);
    await screen.findByRole('table', { name: 'The audit log' });
    expect((screen.getByRole('combobox', { name: 'Outcome' }) as HTMLInputElement).value).toBe(
      'Refused',
    );
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
    const [first] = auditCalls(again.calls);
    expect(first?.get('outcome')).toBe('refused');
    expect(first?.get('from')).toBe('2026-11-01');
  });

  it('loads older entries with "Load more"', async () => {
    const { calls } = mockApi(
      auditApi({
        '': { entries: [auditEntry('e-2')], nextBefore: 'e-2' },
        'e-2': {
          entries: [auditEntry('e-1', { action: 'session.sign-in', deliveryUUID: null })],
          nextBefore: null,
        },
      }),
    );
    const app = await renderApp('/audit');
    const table = await screen.findByRole('table', { name: 'The audit log' });
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByText('Signed in');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(auditCalls(calls).at(-1)?.get('before')).toBe('e-2');
  });
});
