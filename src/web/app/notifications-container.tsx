import { rem } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';

/** Where the navigation column shows (the shell's `sm`). */
const WITH_NAVIGATION = '(min-width: 48em)';

/** Its own module so that `import()` splits the toasts' container (and its transitions) out. */
export default function NotificationsContainer() {
  const wide = useMediaQuery(WITH_NAVIGATION, true, { getInitialValueInEffect: false });
  // Stacked: several toasts take the room of one, so a burst does not pile up over the page.
  // With the navigation column, its empty foot: at the bottom right they covered the cards' Reply
  // buttons, at the top the header's client picker and sign-out.
  if (wide) {
    return (
      <Notifications position="bottom-left" containerWidth={rem(300)} layout="stacked" limit={3} />
    );
  }
  // A phone has no such place: just under the header, and the bottom of the screen, where the
  // thumb presses Reply, stays free.
  return (
    <Notifications
      position="top-center"
      top={`calc(${rem(60)} + var(--mantine-spacing-xs))`}
      layout="stacked"
      limit={3}
    />
  );
}
