import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createApp } from '../app/create-app';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Renders `router` inside the real providers, with a user and where the app is now. */
function mount(router: MemoryRouter, queryClient: QueryClient) {
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

/**
 * The whole app — real routes, loaders, providers and query client — in a memory router at
 * `url`. Only `fetch` is faked (see mock-api.ts).
 */
export function renderApp(url: string) {
  const { queryClient, router } = createApp((routes) =>
    createMemoryRouter(routes, { initialEntries: [url] }),
  );
  return mount(router, queryClient);
}

/** One component inside the real providers and a memory router (for shared components). */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  const queryClient = createQueryClient({ onSessionExpired: () => {} });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  return mount(router, queryClient);
}
