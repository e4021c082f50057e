import { queryOptions } from '@tanstack/react-query';
import type { Client } from '../../../contract/listings';
import { loadRow } from '../../entities/portfolio/load-row';
import { CLIENTS_AT_ONCE, type PortfolioScope } from '../../entities/portfolio/portfolio-row';
import { createLimit } from '../../lib/limit';

export type { PortfolioScope } from '../../entities/portfolio/portfolio-row';

/** A shared limit: the portfolio's rows, however many are asked for, load four at a time. */
const limit = createLimit(CLIENTS_AT_ONCE);

/** The portfolio's query factory: one query per client row. */
export const portfolioQueries = {
  all: () => ['portfolio'] as const,
  row: (client: Client, scope: PortfolioScope, today: string) =>
    queryOptions({
      queryKey: [...portfolioQueries.all(), client.clientId, client, scope, today] as const,
      queryFn: ({ client: queryClient, signal }) =>
        limit(() => loadRow(queryClient, client, scope, today, signal), signal),
      // Each part is its own cached query; the row only gathers them.
      staleTime: 30_000,
      retry: false,
    }),
};
