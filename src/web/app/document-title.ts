import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { resolveClient, restaurantDetailsQueryOptions } from '../lib/restaurant-details';
import { useFilters } from '../lib/url-state';
import { useQuery } from '@tanstack/react-query';
import { AREAS } from './areas';

export const APP_TITLE = 'Partner dashboard';

/** `Finance · Saffron Eats Co. · Partner dashboard`: tabs and history name the page and client. */
export const documentTitle = (...parts: (string | undefined)[]) =>
  [...parts, APP_TITLE].filter(Boolean).join(' · ');

/**
 * Keeps `document.title` on the page and the client shown. A page outside the areas keeps its own
 * (`own-title.ts`): the statement (its month in it, the name of the PDF a browser saves), the
 * people pages (no client), the page not found.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const [filters] = useFilters();
  const details = useQuery(restaurantDetailsQueryOptions());
  const client = details.data ? resolveClient(details.data, filters.client) : undefined;
  const area = AREAS.find((one) => pathname === one.path || pathname.startsWith(`${one.path}/`));
  const title = documentTitle(area?.label, client?.clientName);
  const own = !area || pathname === paths.statement;
  useEffect(() => {
    if (!own) document.title = title;
  }, [title, own]);
}
