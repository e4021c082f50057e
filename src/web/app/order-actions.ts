import { lazy } from 'react';
import type { OrderActions } from '../components/order-actions';

/**
 * The review and dispute of an order, with their actions, as the order drawer shows them. Each
 * loads with its area's code when an order that has one is opened.
 */
export const orderActions: OrderActions = {
  Review: lazy(() =>
    import('../features/reviews/order-review').then((module) => ({ default: module.OrderReview })),
  ),
  Dispute: lazy(() =>
    import('../features/disputes/order-dispute').then((module) => ({
      default: module.OrderDispute,
    })),
  ),
};
