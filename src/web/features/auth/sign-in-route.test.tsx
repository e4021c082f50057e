import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY_SIGN_IN_FAILURES } from '../../../contract/sign-in-failures';
import { demoAccount, signedInApi, signedOutApi, sessionReply } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render';

/** Signed out until the sign-in is sent, then signed in. */
function signInApi() {
  let signedIn = false;
  return {
    ...signedInApi,
    'GET /api/session': () =>
      signedIn
        ? reply.json(200, sessionReply())
        : reply.error(401, 'SESSION_REQUIRED', 'Not signed in'),
    'POST /api/session': () => {
      signedIn = true;
      return reply.json(200, sessionReply());
    },
  };
}

describe('sign-in page', () => {
  it('says when the email or password is wrong, and keeps what was typed', async () => {
    let tries = 0;
    mockApi({
      ...signedOutApi,
      // The second wrong password earns a wait, and its refusal says how long.
      'POST /api/session': () =>
        reply.error(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect', {
          headers: ++tries === 2 ? { 'Retry-After': '2' } : {},
        }),
    });
    const app = await renderApp('/sign-in');
    await app.user.type(await screen.findByLabelText(/Email/), 'someone@example.com');
    await app.user.type(screen.getByLabelText(/Password/), 'wrong');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Email or password is incorrect$/,
    );
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('someone@example.com');
    expect(app.location()).toBe('/sign-in');

    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Email or password is incorrect. Too many failed sign-ins. Try again in 2 seconds.',
      ),
    );
  });

  it('asks for both fields before sending anything', async () => {
    const { calls } = mockApi(signedOutApi);
    const app = await renderApp('/sign-in');
    await app.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter your email address');
    screen.getByText('Enter your password');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('fills in the demo account and signs in to the page asked for', async () => {
    const { calls } = mockApi(signInApi());
    const app = await renderApp(
      `/sign-in?next=${encodeURIComponent('/listings?client=client-summit')}`,
    );

    await app.user.click(await screen.findByRole('button', { name: 'Fill in the demo account' }));
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe(demoAccount.email);
    expect((screen.getByLabelText(/Password/) as HTMLInputElement).value).toBe(
      demoAccount.password,
    );

    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Listings' });
    expect(app.location()).toBe('/listings?client=client-summit');
    expect(
      calls.find((call) => call.method === 'POST' && call.path === '/api/session')?.body,
    ).toEqual(demoAccount);
    screen.getByText('demo@partner.example');
  });

  it('ignores a `next` that points to another site', async () => {
    mockApi(signInApi());
    const app = await renderApp(`/sign-in?next=${encodeURIComponent('//evil.example/steal')}`);
    await app.user.click(await screen.findByRole('button', { name: 'Fill in the demo account' }));
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.location()).toBe('/portfolio?client=client-harbor'));
  });

  it('does not show a demo account when the server names none', async () => {
    mockApi({ ...signedOutApi, 'GET /api/meta': () => reply.json(200, { demoAccount: null }) });
    await renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(screen.queryByText(/Demo account/)).toBeNull());
  });

  it('offers the company account when the server has one', async () => {
    mockApi({
      ...signedOutApi,
      'GET /api/meta': () => reply.json(200, { demoAccount, oidc: true }),
    });
    await renderApp('/sign-in');
    const company = await screen.findByRole('link', { name: 'Sign in with your company account' });
    expect(company.getAttribute('href')).toBe('/api/oidc/start');
  });

  it('takes the page asked for to the company sign-in', async () => {
    mockApi({
      ...signedOutApi,
      'GET /api/meta': () => reply.json(200, { demoAccount, oidc: true }),
    });
    await renderApp(`/sign-in?next=${encodeURIComponent('/finance?client=client-summit')}`);
    const company = await screen.findByRole('link', { name: 'Sign in with your company account' });
    expect(company.getAttribute('href')).toBe(
      `/api/oidc/start?next=${encodeURIComponent('/finance?client=client-summit')}`,
    );
  });

  it('says why the company sign-in came back, until the form is sent', async () => {
    mockApi({
      ...signedOutApi,
      'GET /api/meta': () => reply.json(200, { demoAccount, oidc: true }),
      'POST /api/session': () =>
        reply.error(401, 'INVALID_CREDENTIALS', 'Email or password is incorrect'),
    });
    const app = await renderApp('/sign-in?error=no-account');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `Could not sign in with your company account${COMPANY_SIGN_IN_FAILURES['no-account']}`,
    );
    await app.user.click(await screen.findByRole('button', { name: 'Fill in the demo account' }));
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^Could not sign in.*incorrect$/),
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('words the reason itself: text in the address is never shown', async () => {
    mockApi(signedOutApi);
    await renderApp(
      `/sign-in?${new URLSearchParams({ error: 'Call 555-0100 to verify your account' }).toString()}`,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('555-0100');
    expect(alert.textContent).toContain(COMPANY_SIGN_IN_FAILURES['sso-failed']);
  });

  it('does not offer the company account otherwise', async () => {
    mockApi(signedOutApi);
    await renderApp('/sign-in');
    await screen.findByRole('button', { name: 'Fill in the demo account' });
    expect(screen.queryByRole('link', { name: /company account/ })).toBeNull();
  });

  it('says when sign-in is unavailable, and how long to wait after too many tries', async () => {
    let tries = 0;
    mockApi({
      ...signedOutApi,
      'POST /api/session': () =>
        ++tries === 1
          ? reply.error(503, 'SIGN_IN_UNAVAILABLE', 'Sign-in is unavailable')
          : reply.error(429, 'SIGN_IN_THROTTLED', 'Too many sign-ins', {
              headers: { 'Retry-After': '30' },
            }),
    });
    const app = await renderApp('/sign-in');
    await app.user.click(await screen.findByRole('button', { name: 'Fill in the demo account' }));
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sign-in is unavailable for a moment',
    );
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Try again in 30 seconds'),
    );
    expect(app.location()).toBe('/sign-in');
  });
});
