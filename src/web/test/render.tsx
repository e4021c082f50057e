import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createApp } from '../app/create-app';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/**
 * The whole app — real routes, loaders, providers and query client — in a memory router at
 * `url`. Only `fetch` is faked (see mock-api.ts).
 */
export function renderApp(url: string) {
  const { queryClient, router } = createApp((routes) =>
    createMemoryRouter(routes, { initialEntries: [url] }),
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** Where the app is now, as `/path?search`. */
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, user, router, queryClient, location };
}

/** One component inside the real providers and a memory router (for shared components). */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  const queryClient = createQueryClient({ onSessionExpired: () => {} });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, user, router, queryClient, location };
}
