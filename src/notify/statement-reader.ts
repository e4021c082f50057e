/**
 * The month statements of a schedule's clients, made on the server by the statement page's own
 * code: its queries (`statementQueries`), its summaries and its CSV files (`statementFiles`), run
 * in Node like the brief (`answeringAs`): each read answered by the proxy as the person, their
 * scope checked first, each upstream call in its turn of the budget, as background work.
 *
 * Some of the page's modules import CSS modules: load this module after `loadCssAsClassNames()`
 * (statements.ts does).
 */
import { QueryClient } from '@tanstack/react-query';
import type { Client } from '../contract/listings';
import { restaurantDetailsQueryOptions, restaurantNames } from '../web/lib/restaurant-details';
import { answeringAs, type AnswerAs } from './brief-reader';
import {
  statementQueries,
  statementScope,
  statementSummaries,
} from '../web/features/finance/use-statement';
import type { StatementData } from '../web/features/finance/statement-zip';

export type { StatementData };

export interface ClientStatement {
  client: Client;
  month: string;
  data: StatementData;
  /** Store id → name, as the page names the stores. */
  names: ReadonlyMap<string, string>;
}

/** How many clients' statements are read at once (each is eight reads). */
const CLIENTS_AT_ONCE = 2;

/**
 * The statements of `clientIds` (null: every client the person sees) for `month` (`YYYY-MM`).
 * Clients the person no longer sees are left out (`missing` names them). A read that fails fails
 * the whole (the job retries later): a mailed statement is whole or not sent.
 */
export const readStatements = async (
  answer: AnswerAs,
  clientIds: readonly string[] | null,
  month: string,
): Promise<{ statements: ClientStatement[]; missing: string[] }> => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  try {
    return await answeringAs(answer, async () => {
      const details = await queryClient.fetchQuery(restaurantDetailsQueryOptions());
      const seen = details.restaurantDetails;
      const wanted = clientIds ? new Set(clientIds) : null;
      const clients = wanted ? seen.filter((client) => wanted.has(client.clientId)) : seen;
      const missing = clientIds
        ? clientIds.filter((id) => !seen.some((client) => client.clientId === id))
        : [];
      const names = restaurantNames(details);
      const one = async (client: Client): Promise<ClientStatement> => {
        const scope = statementScope(client.clientId, month);
        const q = statementQueries(client, scope);
        const noListings = client.listingDetails.length === 0;
        const [overview, previous, tax, deposits, estimate, pos, disputes, reviews] =
          await Promise.all([
            queryClient.fetchQuery(q.overview),
            queryClient.fetchQuery(q.previous),
            queryClient.fetchQuery(q.tax),
            queryClient.fetchQuery(q.deposits),
            queryClient.fetchQuery(q.estimate),
            queryClient.fetchQuery(q.pos),
            queryClient.fetchQuery(q.disputes),
            noListings ? undefined : queryClient.fetchQuery(q.reviews),
          ]);
        return {
          client,
          month,
          names,
          data: {
            from: scope.from,
            to: scope.to,
            overview,
            previous,
            tax,
            deposits,
            estimate,
            pos,
            disputes: statementSummaries.disputes(disputes.orders),
            reviews: reviews && statementSummaries.reviews(reviews),
          },
        };
      };
      const statements: ClientStatement[] = [];
      for (let at = 0; at < clients.length; at += CLIENTS_AT_ONCE)
        statements.push(...(await Promise.all(clients.slice(at, at + CLIENTS_AT_ONCE).map(one))));
      return { statements, missing };
    });
  } finally {
    queryClient.clear();
  }
};
