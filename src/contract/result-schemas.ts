import type * as z from 'zod/mini';
import type { OperationId } from './operations';

const auth = () => import('./auth');
const common = () => import('./common');
const listings = () => import('./listings');
const reviews = () => import('./reviews');
const orders = () => import('./orders');
const disputes = () => import('./disputes');
const autoDispute = () => import('./auto-dispute');
const finance = () => import('./finance');

/**
 * Each operation's reply schema, loaded with its own part of the contract only: how the browser
 * reads replies. They are the schemas the table (`operations.ts`) names for each operation (a
 * unit test holds the two equal), but importing the table builds every part's schemas: one task
 * of 60 to 100 ms on a slow phone, where a page reads one or two parts.
 */
export const RESULT_SCHEMAS: Record<OperationId, () => Promise<z.core.$ZodType>> = {
  signIn: () => auth().then((part) => part.signInResult),
  refreshToken: () => auth().then((part) => part.refreshResult),
  getRestaurantDetails: () => listings().then((part) => part.restaurantDetailsResult),
  listReviews: () => reviews().then((part) => part.reviewsResult),
  replyToReview: () => reviews().then((part) => part.replyResult),
  listOrders: () => orders().then((part) => part.ordersResult),
  listFinancialOrders: () => orders().then((part) => part.financialOrdersResult),
  getOrderDetails: () => orders().then((part) => part.orderDetailsResult),
  listDisputedOrders: () => disputes().then((part) => part.disputedOrdersResult),
  raiseManualDispute: () => common().then((part) => part.statusMessageResult),
  listAutoDisputeConfigs: () => autoDispute().then((part) => part.autoDisputeConfigsResult),
  setAutoDispute: () => common().then((part) => part.statusMessageResult),
  addManualDisputeConfig: () => common().then((part) => part.statusMessageResult),
  getDisputeConfigDetails: () => autoDispute().then((part) => part.configDetailsResult),
  getFinanceOverview: () => finance().then((part) => part.overviewResult),
  getTaxDetails: () => finance().then((part) => part.taxDetailsResult),
  getDepositDetails: () => finance().then((part) => part.depositDetailsResult),
  getEstimateVsActual: () => finance().then((part) => part.estimateVsActualResult),
  getPosVsOffPremise: () => finance().then((part) => part.posVsOffPremiseResult),
};
