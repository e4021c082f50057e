import { Component as Notifications } from '../features/notifications/notifications-route';
import { useOwnTitle } from './own-title';

/**
 * The notifications page as a route module inside the shell, not held to the first-paint budget
 * (scripts/first-paint-roots.ts): its code comes down the first time it opens, and what it loads
 * counts as the shell's later loads, not every page's.
 */
export function Component() {
  useOwnTitle('Notifications');
  return <Notifications />;
}
