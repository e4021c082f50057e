import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role, SessionReply } from '../../../contract/people';
import { sessionKeys } from '../../lib/session';
import { profile, signedInApi } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render';

/** The session's reply as the server with people's accounts sends it. */
const sessionOf = (role: Role, status: SessionReply['partner']['status']): SessionReply => ({
  profile,
  person: {
    id: 'p-1',
    email: profile.email,
    name: 'Pat',
    role,
    scope: { kind: 'all' },
    status: 'active',
    until: null,
    lastActiveAt: null,
    signIn: 'password',
    createdAt: '2026-11-01T00:00:00Z',
  },
  viewingAs: null,
  partner: { status },
});

async function openWith(session: SessionReply, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...signedInApi, ...handlers });
  const app = await renderApp('/listings?client=client-harbor');
  await screen.findByRole('table');
  // However the session's reply is kept, the banner reads its `person` and `partner`.
  act(() => {
    app.queryClient.setQueryData(sessionKeys.all, session as never);
  });
  return { app, ...api };
}

describe('the partner connection', () => {
  it('shows nothing while connected', async () => {
    await openWith(sessionOf('owner', 'connected'));
    await screen.findByRole('table');
    expect(screen.queryByText(/partner connection needs attention/)).toBeNull();
  });

  it('tells a manager their owner knows, with nothing to do', async () => {
    await openWith(sessionOf('manager', 'needs-attention'));
    await screen.findByText('The partner connection needs attention; your owner has been told.');
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
  });

  it('lets an owner reconnect, keeping what was typed when the gateway refuses it', async () => {
    let tries = 0;
    const { app, calls } = await openWith(sessionOf('owner', 'needs-attention'), {
      'PUT /api/partner-connection': () =>
        ++tries === 1
          ? reply.error(400, 'PARTNER_REFUSED', 'The gateway refused this credential')
          : reply.noContent(),
    });
    await screen.findByText(/the gateway refused its credential/);
    await app.user.click(screen.getByRole('button', { name: 'Reconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect the partner gateway' });
    await app.user.type(within(dialog).getByLabelText(/Gateway email/), 'partner@gateway.example');
    await app.user.type(within(dialog).getByLabelText(/Gateway password/), 'old-secret');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    await within(dialog).findByText('The gateway refused this credential');
    expect((within(dialog).getByLabelText(/Gateway email/) as HTMLInputElement).value).toBe(
      'partner@gateway.example',
    );

    await app.user.clear(within(dialog).getByLabelText(/Gateway password/));
    await app.user.type(within(dialog).getByLabelText(/Gateway password/), 'new-secret');
    await app.user.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      email: 'partner@gateway.example',
      password: 'new-secret',
    });
    expect(app.location()).toBe('/listings?client=client-harbor');
  });

  it('does not send anyone to sign in when the gateway refuses the partner credential', async () => {
    mockApi({
      ...signedInApi,
      'POST /api/ops/getRestaurantDetails': () =>
        reply.error(503, 'PARTNER_CONNECTION', 'The gateway refused the partner credential'),
    });
    const app = await renderApp('/listings?client=client-harbor');
    await screen.findByText('Could not load the listings');
    expect(app.location()).toBe('/listings?client=client-harbor');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
  });
});
