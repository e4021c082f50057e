import type * as z from 'zod/mini';
import type { OperationId } from './operations';

/**
 * A module asked for once: `import()` of a module already loaded still resolves it again (on the
 * server, run by tsx, a round trip to its loader's thread, one at a time: the portfolio's 250
 * replies read on the server queued behind one another). A failed load is forgotten, so the next
 * call asks again.
 */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
};

const auth = once(() => import('./auth'));
const common = once(() => import('./common'));
const listings = once(() => import('./listings'));
const reviews = once(() => import('./reviews'));
const orders = once(() => import('./orders'));
const disputes = once(() => import('./disputes'));
const autoDispute = once(() => import('./auto-dispute'));
const finance = once(() => import('./finance'));

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
