import { queryOptions } from '@tanstack/react-query';
import type { Client } from '../../../contract/listings';
import type { PortfolioScope } from '../../entities/portfolio/portfolio-row';
import { rowOf } from '../../entities/portfolio/rows-stream';

export type { PortfolioScope } from '../../entities/portfolio/portfolio-row';

/**
 * The portfolio's query factory: one query per client row. The rows a page asks for together go
 * out in one request, read on the server by the rows' own query code (`entities/portfolio`).
 */
export const portfolioQueries = {
  all: () => ['portfolio'] as const,
  /** Every row over one scope and day: the prefix of each row's key. */
  scope: (scope: PortfolioScope, today: string) =>
    [...portfolioQueries.all(), scope, today] as const,
  row: (client: Client, scope: PortfolioScope, today: string) =>
    queryOptions({
      queryKey: [...portfolioQueries.scope(scope, today), client.clientId, client] as const,
      queryFn: ({ signal }) => rowOf(client.clientId, scope, today, signal),
      staleTime: 30_000,
      retry: false,
    }),
};
