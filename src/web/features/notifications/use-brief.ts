import { useQuery } from '@tanstack/react-query';
import { briefQuery } from '../../entities/brief/brief-query';
import { todayOf } from '../../lib/calendar';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { settingsQuery } from './notification-requests';

/**
 * Today's brief over the person's clients (the clients list the server narrows to their scope),
 * and the clients' own query: when the list fails, that is what the page's Retry asks again.
 */
export function useBrief() {
  const clients = useQuery(restaurantDetailsQueryOptions());
  // New low reviews are those since the last brief, as the mail says, once the settings are read.
  const settings = useQuery(settingsQuery);
  const brief = useQuery(briefQuery(clients.data, todayOf(), settings.data?.lastBriefAt ?? null));
  return { clients, brief };
}
