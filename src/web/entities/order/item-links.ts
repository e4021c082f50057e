import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OrderRef } from '../../lib/order-links';
import { disputeOfOrderLink } from '../dispute/dispute-params';
import { reviewOfOrderLink } from '../review/review-params';
import { orderLink } from './order-params';

/** The links to one order, its review and its dispute, bound to the current page's filters. */
export function useItemLinks() {
  const [current] = useSearchParams();
  return useMemo(
    () => ({
      order: (ref: OrderRef) => orderLink(ref, current),
      reviewOf: (ref: OrderRef) => reviewOfOrderLink(ref, current),
      disputeOf: (ref: OrderRef) => disputeOfOrderLink(ref, current),
    }),
    [current],
  );
}
