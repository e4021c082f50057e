import { useCallback, useMemo, useRef, useState } from 'react';
import type { DisputedOrder } from '../../../contract/disputes';
import { isOpenToDispute } from '../../entities/dispute/money-left';

/**
 * The orders chosen to raise at once. A click toggles one; with Shift, every open order between
 * it and the last one clicked on the page takes its new state. Ids outside the filter stay chosen
 * but are not raised (the bar counts the chosen orders of the filter).
 */
export function useDisputeSelection() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);

  const toggle = useCallback(
    (order: DisputedOrder, range: boolean, shown: readonly DisputedOrder[]) => {
      const id = order.deliveryUUID;
      const open = shown.filter(isOpenToDispute).map((one) => one.deliveryUUID);
      const from = anchor.current === null ? -1 : open.indexOf(anchor.current);
      const to = open.indexOf(id);
      setIds((current) => {
        const next = new Set(current);
        const on = !current.has(id);
        const span =
          range && from >= 0 && to >= 0
            ? open.slice(Math.min(from, to), Math.max(from, to) + 1)
            : [id];
        for (const one of span) {
          if (on) next.add(one);
          else next.delete(one);
        }
        return next;
      });
      anchor.current = id;
    },
    [],
  );

  const set = useCallback((list: readonly string[]) => setIds(new Set(list)), []);
  const clear = useCallback(() => setIds(new Set()), []);

  // One object per choice, so the table's columns are worked out again only when it changes.
  return useMemo(
    () => ({
      ids,
      toggle,
      set,
      clear,
    }),
    [ids, toggle, set, clear],
  );
}

export type DisputeSelection = ReturnType<typeof useDisputeSelection>;
