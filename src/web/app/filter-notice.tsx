import { IconInfoCircle } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../components/plain-button';

/** The history entry's state when the shell replaced some of the URL's filters (shell-route). */
export interface FilterNoticeState {
  replacedFilters?: string[];
}

const noticesOf = (state: unknown): string[] | undefined =>
  state && typeof state === 'object' && Array.isArray((state as FilterNoticeState).replacedFilters)
    ? (state as FilterNoticeState).replacedFilters
    : undefined;

/**
 * A hand-edited or stale link with an unknown client or bad dates: the URL is rewritten to what
 * the page shows (replacing the history entry, so Back does not return to it), and this says what
 * was replaced until dismissed or the filters change. The words ride in the history entry's
 * state, so they survive the rewrite and not a later filter change.
 */
export function FilterNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notices = noticesOf(location.state);
  if (!notices || notices.length === 0) return null;
  return (
    <Alert
      icon={<IconInfoCircle aria-hidden />}
      // The primary colour: Mantine's yellow title text is below 4.5:1 on its light background.
      title="Some of the link's filters were replaced"
      withCloseButton
      closeButtonLabel="Dismiss"
      mb="md"
      onClose={() => void navigate(location, { replace: true, state: null })}
    >
      {notices.length === 1 ? (
        notices[0]
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 'var(--mantine-spacing-md)' }}>
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
