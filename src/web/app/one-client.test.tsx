import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { owner, restaurantDetails, sessionReply, signedInApi } from '../test/fixtures';
import { mockApi, reply } from '../test/mock-api';
import { renderApp } from '../test/render';

const [harbor] = restaurantDetails.restaurantDetails;

/** A restaurant-group manager: the server returns only the person's clients, here one. */
const oneClientApi = {
  ...signedInApi,
  'GET /api/session': () =>
    reply.json(
      200,
      sessionReply({
        ...owner,
        role: 'manager',
        scope: { kind: 'clients', clientIds: ['client-harbor'] },
      }),
    ),
  'POST /api/ops/getRestaurantDetails': () => reply.ok({ restaurantDetails: [harbor] }),
};

describe('a person with one client', () => {
  it('lands on that client’s reviews, with no portfolio and no client picker', async () => {
    mockApi(oneClientApi);
    const app = await renderApp('/');
    await waitFor(() => expect(app.location()).toBe('/reviews?client=client-harbor'));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Portfolio' })).toBeNull());
    within(nav).getByRole('link', { name: 'Reviews' });
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
  });

  it('keeps the portfolio and the picker for a person with several clients', async () => {
    mockApi(signedInApi);
    await renderApp('/listings?client=client-harbor');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    within(nav).getByRole('link', { name: 'Portfolio' });
    await screen.findByRole('combobox', { name: 'Client' });
  });
});
