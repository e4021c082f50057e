import { Notifications } from '@mantine/notifications';

/** Its own module so that `import()` splits the toasts' container (and its transitions) out. */
export default function NotificationsContainer() {
  return <Notifications position="top-right" limit={3} />;
}
