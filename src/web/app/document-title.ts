import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { lastWholeMonth, statementTitle } from '../entities/finance/statement-link';
import { paths } from '../lib/paths';
import { resolveClient, restaurantDetailsQueryOptions } from '../lib/restaurant-details';
import { param, useFilters } from '../lib/url-state';
import { useQuery } from '@tanstack/react-query';
import { AREAS } from './areas';

export const APP_TITLE = 'Partner dashboard';

/** `Finance · Saffron Eats Co. · Partner dashboard`: tabs and history name the page and client. */
export const documentTitle = (...parts: (string | undefined)[]) =>
  [...parts, APP_TITLE].filter(Boolean).join(' · ');

const STATEMENT_MONTH = param.month();

/**
 * Keeps `document.title` on the page and the client shown; a statement's names its client and
 * month, as the file name of the PDF a browser saves.
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const [filters] = useFilters();
  const details = useQuery(restaurantDetailsQueryOptions());
  const client = details.data ? resolveClient(details.data, filters.client) : undefined;
  const area = AREAS.find((one) => pathname === one.path || pathname.startsWith(`${one.path}/`));
  const [search] = useSearchParams();
  const month = STATEMENT_MONTH.parse(search.get('month') ?? undefined) ?? lastWholeMonth();
  const title =
    pathname === paths.statement && client
      ? statementTitle(client.clientName, month)
      : documentTitle(area?.label ?? 'Page not found', client?.clientName);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
