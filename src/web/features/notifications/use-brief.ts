import { skipToken, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '../../../contract/notifications';
import { briefQuery } from '../../entities/brief/brief-query';
import { todayOf } from '../../lib/calendar';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { settingsKey } from './notification-keys';

/**
 * Today's brief over the person's clients (the clients list the server narrows to their scope),
 * and the clients' own query: when the list fails, that is what the page's Retry asks again.
 */
export function useBrief() {
  const clients = useQuery(restaurantDetailsQueryOptions());
  // New low reviews are those since the last brief, as the mail says: its time is in the brief's
  // settings, which the settings section (after paint) reads; here only watched in the cache.
  const settings = useQuery<NotificationSettings>({ queryKey: settingsKey, queryFn: skipToken });
  const brief = useQuery(briefQuery(clients.data, todayOf(), settings.data?.lastBriefAt ?? null));
  return { clients, brief };
}
