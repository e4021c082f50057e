import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInApi, sessionReply } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const link = (patch: Record<string, unknown> = {}) => ({
  kind: 'invitation',
  state: 'valid',
  email: 'mo@example.com',
  name: 'Mo Manager',
  oidc: false,
  ...patch,
});

const signedOut = {
  ...signedInApi,
  'GET /api/session': () => reply.error(401, 'SESSION_REQUIRED', 'Not signed in'),
};

describe('invitation and reset links', () => {
  it('says an expired invitation has expired, and what to do', async () => {
    mockApi({
      ...signedOut,
      'GET /api/links/tok-1': () => reply.json(200, link({ state: 'expired' })),
    });
    await renderApp('/invite/tok-1');
    await screen.findByRole('heading', { name: /expired/ });
    screen.getByText('Ask the person who invited you for a new link.');
  });

  it('says a used link was used, with the way to sign in', async () => {
    mockApi({
      ...signedOut,
      'GET /api/links/tok-2': () => reply.json(200, link({ kind: 'reset', state: 'used' })),
    });
    await renderApp('/reset/tok-2');
    await screen.findByRole('heading', { name: 'This link was already used' });
    expect(screen.getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('reads a link the server does not know as not valid', async () => {
    mockApi({
      ...signedOut,
      'GET /api/links/nope': () => reply.error(404, 'NOT_FOUND', 'Not found'),
    });
    await renderApp('/invite/nope');
    await screen.findByRole('heading', { name: 'This link is not valid' });
  });

  it('welcomes the person, shows the server’s reason, then signs in to the landing page', async () => {
    let accepted = false;
    let tries = 0;
    const { calls } = mockApi({
      ...signedInApi,
      'GET /api/session': () =>
        accepted
          ? reply.json(200, sessionReply())
          : reply.error(401, 'SESSION_REQUIRED', 'Not signed in'),
      'GET /api/links/tok-3': () => reply.json(200, link()),
      'POST /api/links/tok-3': () => {
        tries += 1;
        if (tries === 1)
          return reply.error(400, 'INVALID_REQUEST', 'The request was not valid', {
            fields: [{ path: 'password', message: 'This password is too common' }],
          });
        accepted = true;
        return reply.json(200, sessionReply());
      },
    });
    const app = await renderApp('/invite/tok-3');
    await screen.findByRole('heading', { name: 'Welcome Mo Manager' });
    screen.getByText('mo@example.com');
    expect(screen.queryByRole('link', { name: /company account/ })).toBeNull();

    await app.user.type(screen.getByLabelText(/New password/), 'password1234');
    await app.user.type(screen.getByLabelText(/same password again/), 'password1234');
    await app.user.click(screen.getByRole('button', { name: 'Set the password and sign in' }));
    await screen.findByText('This password is too common');
    expect((screen.getByLabelText(/New password/) as HTMLInputElement).value).toBe('password1234');

    await app.user.clear(screen.getByLabelText(/New password/));
    await app.user.type(screen.getByLabelText(/New password/), 'a much better passphrase');
    await app.user.clear(screen.getByLabelText(/same password again/));
    await app.user.type(screen.getByLabelText(/same password again/), 'a much better passphrase');
    await app.user.click(screen.getByRole('button', { name: 'Set the password and sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Portfolio' });
    await waitFor(() => expect(app.location()).toMatch(/^\/portfolio/));
    expect(
      calls.filter((call) => call.path === '/api/links/tok-3' && call.method === 'POST').at(-1)
        ?.body,
    ).toEqual({
      password: 'a much better passphrase',
    });
  });

  it('asks for the same password twice', async () => {
    const { calls } = mockApi({
      ...signedOut,
      'GET /api/links/tok-4': () => reply.json(200, link()),
    });
    const app = await renderApp('/invite/tok-4');
    await app.user.type(await screen.findByLabelText(/New password/), 'a long enough one');
    await app.user.type(screen.getByLabelText(/same password again/), 'a long enough two');
    await app.user.click(screen.getByRole('button', { name: 'Set the password and sign in' }));
    await screen.findByText('The two passwords differ');
    expect(calls.some((call) => call.path === '/api/links/tok-4' && call.method === 'POST')).toBe(
      false,
    );
  });

  it('offers the company account when the server has one, as a full navigation', async () => {
    mockApi({ ...signedOut, 'GET /api/links/tok-5': () => reply.json(200, link({ oidc: true })) });
    await renderApp('/invite/tok-5');
    const company = await screen.findByRole('link', { name: 'Sign in with your company account' });
    expect(company.getAttribute('href')).toBe('/api/oidc/start?link=tok-5');
  });
});
