import { createContext, useContext, type ComponentType } from 'react';
import type { OrderDetails } from '../../contract/orders';

export interface OrderActionProps {
  clientId: string;
  order: OrderDetails;
  /** The restaurant's name. */
  restaurant: string;
}

/**
 * What other areas can do about one order, shown inside the order: its review (and replying to
 * it) and its dispute (and raising it). Features never import each other, so the app fills these
 * in (with lazily loaded components) and the order drawer reads them here.
 */
export interface OrderActions {
  Review?: ComponentType<OrderActionProps>;
  Dispute?: ComponentType<OrderActionProps>;
}

export const OrderActionsContext = createContext<OrderActions>({});

export const useOrderActions = () => useContext(OrderActionsContext);
