import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { owner, sessionReply, signedInApi } from '../test/fixtures';
import { storeManager, viewer } from '../test/people-fixtures';
import { mockApi, reply } from '../test/mock-api';
import { renderApp } from '../test/render';

describe('app shell', () => {
  it('sends / to the portfolio, keeping the filters', async () => {
    mockApi(signedInApi);
    const app = await renderApp('/?client=client-summit&channels=MARKETPLACE_2');
    // The heading is drawn while the page loads (the placeholder knows where / goes).
    await screen.findByRole('heading', { level: 1, name: 'Portfolio' });
    await waitFor(() =>
      expect(app.location()).toBe('/portfolio?client=client-summit&channels=MARKETPLACE_2'),
    );
  });

  it('lists every area, and its links carry the shared filters but not page-only params', async () => {
    mockApi(signedInApi);
    const app = await renderApp(
      '/listings?client=client-summit&from=2026-10-01&to=2026-10-31&q=pizza',
    );
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    // The people areas come after the page has painted, by role (an owner: both).
    await within(nav).findByRole('link', { name: 'Audit log' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Portfolio',
      'Listings',
      'Reviews',
      'Orders',
      'Disputes',
      'Auto-dispute',
      'Finance',
      'Team',
      'Audit log',
      'Notifications',
    ]);
    expect(within(nav).getByRole('link', { name: 'Listings' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await app.user.click(within(nav).getByRole('link', { name: 'Orders' }));
    await waitFor(() =>
      expect(app.location()).toBe('/orders?client=client-summit&from=2026-10-01&to=2026-10-31'),
    );
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
  });

  it('switches client from the header and starts with all of its listings', async () => {
    mockApi(signedInApi);
    const app = await renderApp('/listings?client=client-harbor&listings=lst-101');
    await screen.findByRole('table');
    await app.user.click(screen.getByRole('combobox', { name: 'Client' }));
    await app.user.click(await screen.findByRole('option', { name: 'Summit Eats' }));
    await waitFor(() => expect(app.location()).toBe('/listings?client=client-summit'));
    await waitFor(() => {
      const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
        'Peak Pizza Uptown',
      ]);
    });
  });

  it('signs out to the sign-in page', async () => {
    const { calls } = mockApi({ ...signedInApi, 'DELETE /api/session': () => reply.noContent() });
    const app = await renderApp('/listings?client=client-harbor');
    await screen.findByRole('table');
    await app.user.click(screen.getByRole('button', { name: 'Account' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(app.location()).toBe('/sign-in');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/session')).toBe(
      true,
    );
  });

  it('sends the user to sign in when the session ends, to come back afterwards', async () => {
    mockApi({
      ...signedInApi,
      'POST /api/ops/getRestaurantDetails': () =>
        reply.error(401, 'SESSION_EXPIRED', 'Your session has ended; sign in again'),
    });
    const app = await renderApp('/listings?client=client-harbor&q=bay');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(app.location()).toBe(
      `/sign-in?next=${encodeURIComponent('/listings?client=client-harbor&q=bay')}`,
    );
  });

  it('has a not-found page inside the shell', async () => {
    mockApi(signedInApi);
    await renderApp('/no-such-page?client=client-harbor');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Go to the portfolio' }).getAttribute('href')).toBe(
      '/portfolio?client=client-harbor',
    );
  });

  it('shows a viewer the audit log and their notifications but not the team', async () => {
    mockApi({
      ...signedInApi,
      'GET /api/session': () => reply.json(200, sessionReply({ ...viewer, status: 'active' })),
    });
    await renderApp('/listings?client=client-harbor');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Audit log' });
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Team' })).toBeNull();
  });

  it('says whom the dashboard is viewed as, read-only, and stops viewing', async () => {
    let viewing = true;
    const { calls } = mockApi({
      ...signedInApi,
      'GET /api/session': () => reply.json(200, sessionReply(owner, viewing ? storeManager : null)),
      'DELETE /api/view-as': () => {
        viewing = false;
        return reply.noContent();
      },
    });
    const app = await renderApp('/listings?client=client-harbor');
    const banner = await screen.findByRole('region', { name: 'Viewing as' });
    expect(banner.textContent).toContain(
      'You are viewing the dashboard as Stella Stores (store manager). Read-only: nothing you do here is sent.',
    );
    await app.user.click(within(banner).getByRole('button', { name: 'Stop viewing' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Viewing as' })).toBeNull());
    expect(
      calls.filter((call) => call.method === 'DELETE' && call.path === '/api/view-as'),
    ).toHaveLength(1);
  });

  it('shows no banner when not viewing as anyone', async () => {
    mockApi(signedInApi);
    await renderApp('/listings?client=client-harbor');
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Viewing as' })).toBeNull();
  });
});
