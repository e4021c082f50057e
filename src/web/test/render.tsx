import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createApp, type AppNavigation } from '../app/create-app';
import { AppProviders } from '../app/providers';
import { RouterBridge } from '../app/router-bridge';
import { AppRoutes, preloadRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders `ui` in a memory router at `url` inside the real providers, with a user. Navigations
 * are not transitions here: a transition held by a part still loading is not drawn again inside
 * the test's `act`.
 */
function mount(ui: ReactNode, url: string, queryClient: QueryClient, navigation: AppNavigation) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <RouterBridge navigation={navigation} />
        {ui}
      </MemoryRouter>
    </AppProviders>,
  );
  /** Where the app is now, as `/path?search`. */
  const location = () =>
    navigation.location ? navigation.location.pathname + navigation.location.search : url;
  return { ...view, user, queryClient, location };
}

/**
 * The whole app — real routes, page loaders, providers and query client — in a memory router at
 * `url`. Only `fetch` is faked (see mock-api.ts). Every page's code is in first: a page waiting
 * for its code suspends, and React does not draw it again inside the test's `act` (the e2e tests
 * cover that wait).
 */
export async function renderApp(url: string) {
  const { queryClient, navigation } = createApp();
  await preloadRoutes();
  return mount(<AppRoutes />, url, queryClient, navigation);
}

/** One component inside the real providers and a memory router (for shared components). */
export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  const queryClient = createQueryClient({ onSessionExpired: () => {} });
  return mount(ui, url, queryClient, {});
}
