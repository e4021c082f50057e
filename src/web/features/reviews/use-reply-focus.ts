import { useMemo, useRef, useState } from 'react';
import type { Review } from '../../../contract/reviews';
import type { DialogLayer } from '../../components/dialog-layer';

const replyButtonOf = (key: string) =>
  document.querySelector<HTMLElement>(
    `article[data-review-key="${CSS.escape(key)}"] button[data-reply]`,
  );
export const keyOf = (review: Review) => `${review.channel}:${review.deliveryUUID}`;

/**
 * The review being replied to, and where focus goes when its dialog closes: the reviews listed
 * when the dialog opened are remembered, and after a reply (its Reply gone) the next answerable
 * one after it, else the one before it.
 */
export function useReplyFocus(listed: readonly Review[] | undefined) {
  const [replying, setReplying] = useState<Review | null>(null);
  const shownWhenOpened = useRef<string[]>([]);
  const openReply = (review: Review) => {
    shownWhenOpened.current = (listed ?? []).map(keyOf);
    setReplying(review);
  };
  const replyingKey = replying ? keyOf(replying) : undefined;
  const layer = useMemo<DialogLayer>(
    () => ({
      report: () => undefined,
      fallback: () => {
        const keys = shownWhenOpened.current;
        const at = replyingKey === undefined ? -1 : keys.indexOf(replyingKey);
        const candidates = [...keys.slice(at + 1), ...keys.slice(0, Math.max(at, 0)).reverse()];
        for (const key of candidates) {
          const button = replyButtonOf(key);
          if (button) return button;
        }
        return null;
      },
    }),
    [replyingKey],
  );
  return { replying, openReply, closeReply: () => setReplying(null), layer };
}
