import { queryOptions, skipToken } from '@tanstack/react-query';
import { normalScope, type ClientScope } from '../client/client-scope';
import { claimBackCents } from '../finance/finance-figures';
import { financeQueries } from '../finance/finance-queries';
import { financeScope } from '../finance/finance-scope';
import { disputesQueries } from './disputes-queries';
import {
  fetchDisputesOfScope,
  fetchOpenOrders,
  moneyLeftOnTheTable,
  type QueryAs,
} from './money-left';

const clientScopeOf = ({ clientId, listingIds, channels, from, to }: ClientScope): ClientScope =>
  normalScope({ clientId, listingIds, channels, from, to });

/**
 * A client's money left on the table for its filters, from the queries its pages already cache
 * (the disputes of the range and of each days-left bucket, the POS table). Under the client's
 * disputes key, so a raise refreshes it with the lists. `as` marks the lists it asks for (the brief
 * asks in the background); the figures and their key are the same either way.
 */
export const moneyLeftQuery = (
  given: ClientScope | undefined,
  today: string,
  as: QueryAs = (options) => options,
) => {
  // The client scope alone (not a page's own additions), so the lists it reads are the pages'.
  const scope = given && clientScopeOf(given);
  // `as` only marks the requests' priority: the same figures, so the same key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [
      ...disputesQueries.client(scope?.clientId ?? ''),
      'money-left',
      scope ?? null,
      today,
    ],
    queryFn: scope
      ? async ({ client }) => {
          const whole = financeScope(scope);
          const [{ orders, bucketOfOrder }, pos] = await Promise.all([
            fetchDisputesOfScope(client, scope, today, as),
            whole ? client.fetchQuery(as(financeQueries.posVsOffPremise(whole))) : undefined,
          ]);
          return moneyLeftOnTheTable(orders, bucketOfOrder, pos ? claimBackCents(pos) : 0);
        }
      : skipToken,
  });
};

/** Every order open to a dispute, with its days left, soonest first (see `fetchOpenOrders`). */
export const openOrdersQuery = (given: ClientScope | undefined, today: string) => {
  const scope = given && clientScopeOf(given);
  return queryOptions({
    queryKey: [
      ...disputesQueries.client(scope?.clientId ?? ''),
      'open-orders',
      scope ?? null,
      today,
    ],
    queryFn: scope ? ({ client }) => fetchOpenOrders(client, scope, today) : skipToken,
  });
};
