import type { QueryClient } from '@tanstack/react-query';
import type { RouteLoaderArgs } from '../../lib/route-data';
import { loadClientScope } from '../../entities/client/client-scope';
import {
  disputeParams,
  disputeSelectParam,
  disputeStatusParam,
} from '../../entities/dispute/dispute-params';
import { pageSizeParam } from '../../lib/page-size';
import { param, readSearch } from '../../lib/url-state';
import { disputesQueries } from '../../entities/dispute/disputes-queries';
import { SORTS } from './select-disputes';

/** The disputes page's own params; the open dispute's are the dispute entity's. */
export const disputesPageShape = {
  status: disputeStatusParam,
  sort: param.oneOf(SORTS, 'newest'),
  size: pageSizeParam(),
  page: param.page(),
  ...disputeParams,
  /** Part of a customer's name. */
  customer: param.text(),
  /** One error category on one channel (a cell of "What wins"). */
  category: param.text(),
  marketplace: param.text(),
  /** Chosen as the page opens (a brief's link), then dropped from the address. */
  select: disputeSelectParam,
};

export const prefetch =
  (queryClient: QueryClient) =>
  async ({ request }: RouteLoaderArgs) => {
    const { params, scope } = await loadClientScope(queryClient, request);
    if (scope) {
      const { page, size } = readSearch(params, disputesPageShape);
      // Started, not awaited: the page (and a filter change) shows at once, figures follow.
      void queryClient.prefetchQuery(disputesQueries.range(scope));
      void queryClient.prefetchQuery(disputesQueries.page(scope, { page, size: Number(size) }));
    }
    return null;
  };
