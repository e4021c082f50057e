import { Notifications } from '@mantine/notifications';

/** Its own module so that `import()` splits the toasts' container (and its transitions) out. */
export default function NotificationsContainer() {
  // Bottom right: at the top they would cover the header's client picker and sign-out.
  return <Notifications position="bottom-right" limit={3} />;
}
