import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsContainer = lazy(() => import('./notifications-container'));

/**
 * Toasts are rare (a failed background refresh, a failed write), so their container and its
 * transitions load with the first one rather than before the first page paints. Once mounted it
 * stays, so toasts can animate out.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
