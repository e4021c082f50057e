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
  row: (client: Client, scope: PortfolioScope, today: string) =>
    queryOptions({
      queryKey: [...portfolioQueries.all(), client.clientId, client, scope, today] as const,
      queryFn: ({ signal }) => rowOf(client.clientId, scope, today, signal),
      staleTime: 30_000,
      retry: false,
    }),
};
