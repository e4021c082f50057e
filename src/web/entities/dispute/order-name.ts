import type { DisputedOrder } from '../../../contract/disputes';
import { formatMoney } from '../../lib/format';

/**
 * How a control on one order names it to a screen reader: "Jane D.'s order, $12.40" says which
 * row it is; an order ID read out character by character does not.
 */
export const orderName = (
  order: Pick<DisputedOrder, 'customerName' | 'disputeAmount' | 'deliveryUUID'>,
) =>
  `${order.customerName.trim() ? `${order.customerName.trim()}'s order` : `order ${order.deliveryUUID.slice(0, 8)}`}, ${formatMoney(order.disputeAmount)}`;
