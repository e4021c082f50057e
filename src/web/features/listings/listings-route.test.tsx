import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../test/fixtures';
import { mockApi, reply } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const restaurantColumn = () =>
  bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('listings page', () => {
  it('puts the first client in the URL and lists its listings with counts per marketplace', async () => {
    mockApi(signedInApi);
    const app = await renderApp('/listings');

    // The page draws its header while the clients load; the first one then goes into the URL.
    await screen.findByRole('heading', { level: 1, name: 'Listings' });
    await waitFor(() => expect(app.location()).toBe('/listings?client=client-harbor'));
    // The app's first page paints its header, then its table.
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(4);

    const counts = screen.getByRole('list', { name: 'Active listings per marketplace' });
    expect(within(counts).getByText(/Marketplace 1:/).parentElement?.textContent).toContain(
      'Marketplace 1: 3 active',
    );
    expect(within(counts).getByText(/Marketplace 2:/).parentElement?.textContent).toContain(
      'Marketplace 2: 3 active',
    );
    expect(within(counts).getByText(/Marketplace 3:/).parentElement?.textContent).toContain(
      'Marketplace 3: 2 active',
    );
  });

  it('filters rows by the search box and keeps the search in the URL', async () => {
    mockApi(signedInApi);
    const app = await renderApp('/listings?client=client-harbor');
    await screen.findByRole('table');

    await app.user.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'noodle');

    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(restaurantColumn()).toEqual(['Noodle Dock Midtown', 'Noodle Dock Pier']);
    await waitFor(() => expect(app.location()).toBe('/listings?client=client-harbor&q=noodle'));
    expect(screen.getByText(/Marketplace 1:/).parentElement?.textContent).toContain(
      'Marketplace 1: 1 active',
    );
  });

  it('sorts by restaurant name, and clicking again reverses it', async () => {
    mockApi(signedInApi);
    const app = await renderApp('/listings?client=client-harbor');
    await screen.findByRole('table');

    const header = screen.getByRole('columnheader', { name: 'Restaurant' });
    await app.user.click(screen.getByRole('button', { name: 'Restaurant' }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    const ascending = restaurantColumn();
    expect(ascending).toEqual([
      'Bay Burgers Airport',
      'Bay Burgers Downtown',
      'Noodle Dock Midtown',
      'Noodle Dock Pier',
    ]);

    await app.user.click(screen.getByRole('button', { name: 'Restaurant' }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    expect(restaurantColumn()).toEqual([...ascending].reverse());
    expect(app.location()).toContain('sort=-name');
  });

  it('shows only the listings selected in the URL, and says so when nothing matches', async () => {
    mockApi(signedInApi);
    const app = await renderApp('/listings?client=client-harbor&listings=lst-103');
    await screen.findByRole('table');
    expect(restaurantColumn()).toEqual(['Noodle Dock Pier']);

    await app.user.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'pizza');
    await screen.findByText('No listings match');

    await app.user.click(screen.getByRole('button', { name: 'Show all listings' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(app.location()).toBe('/listings?client=client-harbor');
  });

  it('ignores listing ids the client does not have', async () => {
    mockApi(signedInApi);
    await renderApp('/listings?client=client-harbor&listings=lst-999');
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(4);
    // The fields come in once the page is idle after its first paint (filter-bar.tsx).
    const field = await screen.findByRole('combobox', { name: 'Listings' });
    expect(field.getAttribute('placeholder')).toBe('All listings');
  });

  it('shows the error and retries when the listings cannot be loaded', async () => {
    // Every try fails (the route's load, the page's own on mounting) until the gateway recovers.
    let recovered = false;
    mockApi({
      ...signedInApi,
      'POST /api/ops/getRestaurantDetails': () =>
        recovered
          ? signedInApi['POST /api/ops/getRestaurantDetails']()
          : reply.error(403, 'FORBIDDEN', 'The partner key was refused'),
    });
    const app = await renderApp('/listings?client=client-harbor');

    // The gateway's own answer, shown as the gateway's.
    await screen.findByText('The marketplace gateway said: “The partner key was refused”.');
    expect(screen.queryByRole('table')).toBeNull();
    recovered = true;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table');
  });

  it('sends a signed-out visitor to sign in, remembering where they were going', async () => {
    mockApi({
      'GET /api/session': () => reply.error(401, 'SESSION_REQUIRED', 'Not signed in'),
      'GET /api/meta': () => reply.json(200, { demoAccount: null }),
    });
    const app = await renderApp('/listings?client=client-summit&q=pizza');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(app.location()).toBe(
      `/sign-in?next=${encodeURIComponent('/listings?client=client-summit&q=pizza')}`,
    );
  });
});
