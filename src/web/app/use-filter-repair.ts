import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { RestaurantDetailsResult } from '../../contract/listings';
import { browserAddress } from '../lib/browser-address';
import { repairFilters } from '../lib/filter-repair';
import type { FilterNoticeState } from './filter-notice';

/**
 * Once the clients are in, the URL as shown: the first client filled in, an unknown client, bad
 * dates or unknown listings replaced. Nothing asked for was lost (only the client filled in):
 * straight to the full address. Otherwise the page says what it replaced (FilterNotice): the words
 * ride in the history entry's state, so they survive the rewrite and not a later filter change.
 * The page stays drawn meanwhile: it reads the URL as the repair will write it (`clientScope`).
 */
export function useFilterRepair(details: RestaurantDetailsResult | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const repair = details && repairFilters(new URLSearchParams(location.search), details);
  const search = repair && `?${repair.search.toString()}`;
  const notices = repair && repair.notices.length > 0 ? JSON.stringify(repair.notices) : undefined;
  useEffect(() => {
    if (search === undefined) return;
    // A click elsewhere whose page is still loading shows this address meanwhile, but the
    // browser's is already the new one: that page's own render repairs it, and a rewrite of this
    // one would take the user back.
    const browser = browserAddress();
    if (browser !== undefined && browser !== location.pathname + location.search) return;
    navigate(
      { pathname: location.pathname, search, hash: location.hash },
      {
        replace: true,
        state: notices
          ? ({ replacedFilters: JSON.parse(notices) as string[] } satisfies FilterNoticeState)
          : undefined,
      },
    );
  }, [navigate, location.pathname, location.search, location.hash, search, notices]);
}
