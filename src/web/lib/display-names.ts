import { CHANNELS } from '../../contract/channels';
// Types only: this module runs on the first paint, where the contract's schemas are not loaded.
import type { DisputeStatus } from '../../contract/disputes';
import type { OperationId } from '../../contract/operations';
import type { ORDER_STATUSES } from '../../contract/orders';
import { channelLabel } from './channels';

/*
 * The one registry of display names for the codes the gateway sends (statuses, issue categories,
 * operation ids…). Nothing shows a code as it came over the wire: a code named here reads as its
 * name, and a code the gateway adds later reads as words (`PARTLY_REFUNDED` → "Partly refunded").
 * Channels have their own registry (names and colours) in `channels.ts`.
 */

/** `NEVER_RECEIVED` → "Never received", `getTaxDetails` → "Get tax details". */
export function readableCode(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : code;
}

const named =
  <K extends string>(names: Record<K, string>) =>
  (code: string): string =>
    Object.hasOwn(names, code) ? names[code as K] : readableCode(code);

export const DISPUTE_STATUS_NAMES: Record<DisputeStatus, string> = {
  not_disputed: 'Not disputed',
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
  expired: 'Expired',
};
export const disputeStatusName = named(DISPUTE_STATUS_NAMES);

export const ORDER_STATUS_NAMES: Record<(typeof ORDER_STATUSES)[number], string> = {
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};
export const orderStatusName = named(ORDER_STATUS_NAMES);

/** Error-charge issue categories (what the order's charge is for, and dispute categories). */
const ISSUE_NAMES: Record<string, string> = {
  ALL: 'All categories',
  ENTIRELY_WRONG_ORDER: 'Entirely wrong order',
  WRONG_ORDER: 'Wrong order',
  INGREDIENT_ERROR: 'Ingredient error',
  INCORRECT_SIZE: 'Incorrect size',
  INCORRECT_QUANTITY: 'Incorrect quantity',
  MISSING_SIDE_ITEM: 'Missing side item',
  PARTIAL_MISSING_ITEMS: 'Some items missing',
  NEVER_RECEIVED: 'Never received',
  MISCELLANEOUS: 'Miscellaneous',
  MISSING_ITEMS: 'Missing items',
  MISSING: 'Whole order missing',
  INCOMPLETE: 'Incomplete order',
  FOOD_DAMAGED: 'Food damaged',
};
export const issueName = named(ISSUE_NAMES);

/** A dispute reason: the gateway's reasons are sentences already, except the catch-all. */
export const reasonName = (reason: string): string =>
  reason === 'ALL' ? 'All reasons' : /^[A-Z0-9_]+$/.test(reason) ? readableCode(reason) : reason;

/** Operation ids as what they fetch or do, for sentences such as "…loading the tax details". */
const OPERATIONS: Record<OperationId, { name: string; write?: true }> = {
  signIn: { name: 'signing in', write: true },
  refreshToken: { name: 'renewing the session', write: true },
  getRestaurantDetails: { name: 'the clients and listings' },
  listReviews: { name: 'the reviews' },
  replyToReview: { name: 'sending the reply', write: true },
  listOrders: { name: 'the orders' },
  listFinancialOrders: { name: 'the orders and their money' },
  getOrderDetails: { name: 'the order' },
  listDisputedOrders: { name: 'the disputes' },
  raiseManualDispute: { name: 'raising the dispute', write: true },
  listAutoDisputeConfigs: { name: 'the automatic-dispute configurations' },
  setAutoDispute: { name: 'turning on automatic disputes', write: true },
  addManualDisputeConfig: { name: 'saving the configuration', write: true },
  getDisputeConfigDetails: { name: 'the dispute categories and reasons' },
  getFinanceOverview: { name: 'the finance overview' },
  getTaxDetails: { name: 'the tax details' },
  getDepositDetails: { name: 'the deposits' },
  getEstimateVsActual: { name: 'the estimated and actual payouts' },
  getPosVsOffPremise: { name: 'the point-of-sale comparison' },
};

/** `getTaxDetails` → "the tax details"; `raiseManualDispute` → "raising the dispute". */
export const operationName = (id: string): string =>
  Object.hasOwn(OPERATIONS, id)
    ? OPERATIONS[id as OperationId].name
    : readableCode(id).toLowerCase();

/** What the app was doing: "loading the tax details", "raising the dispute". */
export const operationActivity = (id: string): string =>
  Object.hasOwn(OPERATIONS, id) && OPERATIONS[id as OperationId].write
    ? OPERATIONS[id as OperationId].name
    : `loading ${operationName(id)}`;

const CHANNEL_CODE = new RegExp(
  `\\b(${[...CHANNELS].sort((a, b) => b.length - a.length).join('|')}|MARKETPLACE_\\w+)\\b`,
  'g',
);

/** Channel codes inside a gateway's sentence, as their display names. */
export const withChannelNames = (text: string): string =>
  text.replace(CHANNEL_CODE, (code) => channelLabel(code));

/** The gateway's text as a sentence: a capital first, a full stop last. */
export const sentence = (text: string) => {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

/**
 * A message written by the gateway, shown as the gateway's (it speaks for itself, in its own
 * words): "The marketplace gateway said: “Review respond request initiated”."
 */
export const gatewaySaid = (message: string): string => {
  const text = withChannelNames(message.trim()).replace(/[.!?]+$/, '');
  return text ? `The marketplace gateway said: “${text}”.` : 'The marketplace gateway confirmed.';
};
