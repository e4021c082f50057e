import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const sessions = [
  {
    id: 's-1',
    device: 'Firefox on Linux',
    place: 'Lisbon, PT',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastActiveAt: '2026-11-26T09:00:00.000Z',
    current: true,
  },
  {
    id: 's-2',
    device: 'Safari on iPhone',
    place: 'Porto, PT',
    createdAt: '2026-11-21T08:00:00.000Z',
    lastActiveAt: '2026-11-25T09:00:00.000Z',
    current: false,
  },
];

const accountApi = {
  ...signedInApi,
  'GET /api/account/sessions': () => reply.json(200, { sessions }),
};

describe('account page', () => {
  it('shows who you are and where you are signed in, and signs another session out', async () => {
    const { calls } = mockApi({
      ...accountApi,
      'DELETE /api/account/sessions/s-2': () => reply.noContent(),
    });
    const app = await renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    expect(screen.getByText('Olive Owner')).toBeTruthy();
    expect(screen.getByText('All clients')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    expect(within(table).getByText('This device')).toBeTruthy();
    await app.user.click(
      within(table).getByRole('button', { name: 'Sign out Safari on iPhone, Porto, PT' }),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/account/sessions/s-2')).toHaveLength(1),
    );
  });

  it('says why the new password was refused, keeping what was typed', async () => {
    mockApi({
      ...accountApi,
      'POST /api/account/password': () =>
        reply.error(400, 'INVALID_REQUEST', 'The current password is not right.'),
    });
    const app = await renderApp('/account');
    await app.user.type(await screen.findByLabelText(/Current password/), 'old-password');
    await app.user.type(screen.getByLabelText(/New password/), 'short');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(/must be at least 12 characters/);

    await app.user.type(screen.getByLabelText(/New password/), '-and-longer');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The current password is not right.');
    expect((screen.getByLabelText(/New password/) as HTMLInputElement).value).toBe(
      'short-and-longer',
    );
  });
});
