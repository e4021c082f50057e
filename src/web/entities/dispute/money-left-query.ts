import { queryOptions, skipToken } from '@tanstack/react-query';
import { normalScope, type ClientScope } from '../client/client-scope';
import { claimBackCents } from '../finance/finance-figures';
import { financeQueries } from '../finance/finance-queries';
import { financeScope } from '../finance/finance-scope';
import { disputesQueries } from './disputes-queries';
import { fetchDisputesOfScope, fetchOpenOrders, moneyLeftOnTheTable } from './money-left';

const clientScopeOf = ({ clientId, listingIds, channels, from, to }: ClientScope): ClientScope =>
  normalScope({ clientId, listingIds, channels, from, to });

/**
 * A client's money left on the table for its filters, from the queries its pages already cache
 * (the disputes of the range and of each days-left bucket, the POS table). Under the client's
 * disputes key, so a raise refreshes it with the lists.
 */
export const moneyLeftQuery = (given: ClientScope | undefined, today: string) => {
  // The client scope alone (not a page's own additions), so the lists it reads are the pages'.
  const scope = given && clientScopeOf(given);
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
            fetchDisputesOfScope(client, scope, today),
            whole ? client.fetchQuery(financeQueries.posVsOffPremise(whole)) : undefined,
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
