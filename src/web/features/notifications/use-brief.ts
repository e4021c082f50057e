import { useQuery } from '@tanstack/react-query';
import { briefQuery } from '../../entities/brief/brief-query';
import { todayOf } from '../../lib/calendar';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';

/**
 * Today's brief over the person's clients (the clients list the server narrows to their scope),
 * and the clients' own query: when the list fails, that is what the page's Retry asks again.
 */
export function useBrief() {
  const clients = useQuery(restaurantDetailsQueryOptions());
  const brief = useQuery(briefQuery(clients.data, todayOf()));
  return { clients, brief };
}
