import * as z from 'zod/mini';
import { refreshBody, refreshResult, signInBody, signInResult } from './auth';
import {
  autoDisputeConfigsBody,
  autoDisputeConfigsResult,
  clientIdQuery,
  configDetailsResult,
  manualConfigBody,
  setAutoDisputeBody,
} from './auto-dispute';
import { statusMessageResult } from './common';
import {
  disputedOrdersBody,
  disputedOrdersQuery,
  disputedOrdersResult,
  manualRaiseBody,
} from './disputes';
import {
  depositDetailsResult,
  estimateVsActualResult,
  financeBody,
  financeQuery,
  overviewResult,
  posVsOffPremiseResult,
  taxDetailsResult,
} from './finance';
import { restaurantDetailsResult } from './listings';
import {
  financialOrdersResult,
  orderDetailsQuery,
  orderDetailsResult,
  ordersBody,
  ordersQuery,
  ordersResult,
} from './orders';
import { replyBody, replyResult, reviewsBody, reviewsQuery, reviewsResult } from './reviews';

/**
 * The interface as data: one row per operation. The proxy forwards by this table, the sample API
 * registers its handlers from it, and the web client calls operations by id, typed from it.
 */
export interface OperationDef {
  method: 'GET' | 'POST';
  path: string;
  /** The query parameter that names the client, if the operation takes one. */
  clientParam: 'clientId' | 'client_id' | null;
  /** The header that carries the access token; null for sign-in and refresh. */
  tokenHeader: 'token' | 'access-token' | null;
  /** Reads are safe to retry; writes never are. */
  kind: 'read' | 'write';
  /** Forwarded from the browser by the proxy (sign-in and refresh are the proxy's own). */
  forwardable: boolean;
  query: z.ZodMiniType | null;
  body: z.ZodMiniType | null;
  result: z.ZodMiniType;
  /** The `message` of a successful reply. Quoted from the specification where it gives one. */
  successMessage: string;
  summary: string;
}

const noQuery = null;
const noBody = null;

export const operations = {
  signIn: {
    method: 'POST',
    path: '/v1/partnerApi/auth/signin',
    clientParam: null,
    tokenHeader: null,
    kind: 'write',
    forwardable: false,
    query: noQuery,
    body: signInBody,
    result: signInResult,
    successMessage: 'Signed in successfully',
    summary: 'Sign in; returns the profile, an access token (24 hours) and a refresh token.',
  },
  refreshToken: {
    method: 'POST',
    path: '/v1/partnerApi/auth/refresh',
    clientParam: null,
    tokenHeader: null,
    kind: 'write',
    forwardable: false,
    query: noQuery,
    body: refreshBody,
    result: refreshResult,
    successMessage: 'Token refreshed successfully',
    summary: 'Exchange the refresh token for a new access token.',
  },
  getRestaurantDetails: {
    method: 'GET',
    path: '/v1/partnerApi/restaurantDetails/getAllDetails',
    clientParam: null,
    tokenHeader: 'token',
    kind: 'read',
    forwardable: true,
    query: noQuery,
    body: noBody,
    result: restaurantDetailsResult,
    successMessage: 'Restaurant details fetched successfully',
    summary: 'Every client of the partner with its listings.',
  },
  listReviews: {
    method: 'POST',
    path: '/v1/partnerApi/review-manager/reviews',
    clientParam: null,
    tokenHeader: 'token',
    kind: 'read',
    forwardable: true,
    query: reviewsQuery,
    body: reviewsBody,
    result: reviewsResult,
    successMessage: 'Reviews fetched successfully',
    summary:
      'Reviews of the listings in range: all, unanswered, review-site, unanswered review-site.',
  },
  replyToReview: {
    method: 'POST',
    path: '/v1/partnerApi/review-manager/reply',
    clientParam: null,
    tokenHeader: 'token',
    kind: 'write',
    forwardable: true,
    query: noQuery,
    body: replyBody,
    result: replyResult,
    successMessage: 'Review respond request initiated',
    summary: 'Reply to a review; accepted at once and applied shortly after.',
  },
  listOrders: {
    method: 'GET',
    path: '/orders',
    clientParam: 'clientId',
    tokenHeader: 'access-token',
    kind: 'read',
    forwardable: true,
    query: ordersQuery,
    body: ordersBody,
    result: ordersResult,
    successMessage: 'Orders fetched successfully',
    summary: 'Orders in range, newest first, paged.',
  },
  listFinancialOrders: {
    method: 'GET',
    path: '/orders/financial',
    clientParam: 'clientId',
    tokenHeader: 'access-token',
    kind: 'read',
    forwardable: true,
    query: ordersQuery,
    body: ordersBody,
    result: financialOrdersResult,
    successMessage: 'Financial orders fetched successfully',
    summary: 'Orders in range with their money, newest first, paged.',
  },
  getOrderDetails: {
    method: 'GET',
    path: '/orders/order-details',
    clientParam: 'clientId',
    tokenHeader: 'access-token',
    kind: 'read',
    forwardable: true,
    query: orderDetailsQuery,
    body: noBody,
    result: orderDetailsResult,
    successMessage: 'Order details fetched successfully',
    summary: 'One order: items, money, payout, and the review and dispute on it.',
  },
  listDisputedOrders: {
    method: 'GET',
    path: '/disputed-manger/orders',
    clientParam: 'clientId',
    tokenHeader: 'access-token',
    kind: 'read',
    forwardable: true,
    query: disputedOrdersQuery,
    body: disputedOrdersBody,
    result: disputedOrdersResult,
    successMessage: 'Dispute manager orders fetched successfully',
    summary: 'Orders in range that carry an error charge, newest first, paged (default 5).',
  },
  raiseManualDispute: {
    method: 'POST',
    path: '/disputed-manger/manual-raise',
    clientParam: null,
    tokenHeader: 'access-token',
    kind: 'write',
    forwardable: true,
    query: noQuery,
    body: manualRaiseBody,
    result: statusMessageResult,
    successMessage: 'Dispute refund initiated successfully',
    summary: 'Raise a dispute on an eligible, not yet disputed order.',
  },
  listAutoDisputeConfigs: {
    method: 'GET',
    path: '/disputed-manger/auto-dispute/configs',
    clientParam: 'client_id',
    tokenHeader: 'access-token',
    kind: 'read',
    forwardable: true,
    query: clientIdQuery,
    body: autoDisputeConfigsBody,
    result: autoDisputeConfigsResult,
    successMessage: 'Auto dispute details fetched successfully',
    summary: 'Automatic-dispute configurations of the client.',
  },
  setAutoDispute: {
    method: 'POST',
    path: '/disputed-manger/auto-dispute/set-auto-dispute',
    clientParam: 'client_id',
    tokenHeader: 'access-token',
    kind: 'write',
    forwardable: true,
    query: clientIdQuery,
    body: setAutoDisputeBody,
    result: statusMessageResult,
    successMessage: 'automatic dispute initiated successfully',
    summary: 'Turn automatic disputes on for stores of a channel.',
  },
  addManualDisputeConfig: {
    method: 'POST',
    path: '/disputed-manger/auto-dispute/manual-config',
    clientParam: 'client_id',
    tokenHeader: 'access-token',
    kind: 'write',
    forwardable: true,
    query: clientIdQuery,
    body: manualConfigBody,
    result: statusMessageResult,
    successMessage: 'Manual configuration added successfully',
    summary: 'Add manual automatic-dispute configurations.',
  },
  getDisputeConfigDetails: {
    method: 'GET',
    path: '/disputed-manger/auto-dispute/get-config-details',
    clientParam: 'client_id',
    tokenHeader: 'access-token',
    kind: 'read',
    forwardable: true,
    query: clientIdQuery,
    body: noBody,
    result: configDetailsResult,
    successMessage: 'Auto dispute config details fetched successfully',
    summary: 'Channels that accept disputes, their categories and reasons, and the listings.',
  },
  getFinanceOverview: {
    method: 'GET',
    path: '/finance-manager/financial/overview',
    clientParam: 'clientId',
    tokenHeader: 'access-token',
    kind: 'read',
    forwardable: true,
    query: financeQuery,
    body: financeBody,
    result: overviewResult,
    successMessage: 'Financial reconciliation overview generated successfully',
    summary: 'Revenue to net payout, the previous period, and the payout waterfall.',
  },
  getTaxDetails: {
    method: 'GET',
    path: '/finance-manager/financial/tax-details',
    clientParam: 'clientId',
    tokenHeader: 'access-token',
    kind: 'read',
    forwardable: true,
    query: financeQuery,
    body: financeBody,
    result: taxDetailsResult,
    successMessage: 'Financial reconciliation Tax details generated successfully',
    summary: 'Tax remitted to the state and to the merchant, per store.',
  },
  getDepositDetails: {
    method: 'GET',
    path: '/finance-manager/financial/deposit-details',
    clientParam: 'clientId',
    tokenHeader: 'access-token',
    kind: 'read',
    forwardable: true,
    query: financeQuery,
    body: financeBody,
    result: depositDetailsResult,
    successMessage: 'Financial reconciliation Deposit details generated successfully',
    summary: 'Deposits per store and their payouts.',
  },
  getEstimateVsActual: {
    method: 'GET',
    path: '/finance-manager/financial/estimate-vs-actual-payouts-details',
    clientParam: 'clientId',
    tokenHeader: 'access-token',
    kind: 'read',
    forwardable: true,
    query: financeQuery,
    body: financeBody,
    result: estimateVsActualResult,
    successMessage: 'Financial reconciliation Estimate vs Actual payout details',
    summary: 'Estimated versus actual payout per store.',
  },
  getPosVsOffPremise: {
    method: 'GET',
    path: '/finance-manager/financial/pos-vs-off-premise-details',
    clientParam: 'clientId',
    tokenHeader: 'access-token',
    kind: 'read',
    forwardable: true,
    query: financeQuery,
    body: financeBody,
    result: posVsOffPremiseResult,
    successMessage: 'Financial reconciliation POS vs Off-Premise details generated successfully',
    summary: 'The point of sale against the marketplaces, per store.',
  },
} as const satisfies Record<string, OperationDef>;

export type Operations = typeof operations;
export type OperationId = keyof Operations;
export const OPERATION_IDS = Object.keys(operations) as OperationId[];

/** The operations the proxy forwards from the browser (every row but sign-in and refresh). */
export type ForwardableOperationId = {
  [Id in OperationId]: Operations[Id]['forwardable'] extends true ? Id : never;
}[OperationId];
export const FORWARDABLE_OPERATION_IDS = OPERATION_IDS.filter(
  (id): id is ForwardableOperationId => operations[id].forwardable,
);

export const isOperationId = (id: string): id is OperationId => Object.hasOwn(operations, id);

export type ForwardableOf<Kind extends 'read' | 'write'> = {
  [Id in ForwardableOperationId]: Operations[Id]['kind'] extends Kind ? Id : never;
}[ForwardableOperationId];

/**
 * What each write changes at the gateway, as the reads that show it: the server applies the
 * write's known effect to the kept replies of these reads for the write's client
 * (src/proxy/write-effects.ts), or, where it is not known, clears them and keeps none while the
 * gateway applies the write (src/proxy/read-cache.ts). A reply changes the reviews and the order's
 * details; a raise the disputes, the orders' dispute status and the order's details (the finance
 * figures move when the marketplace decides, days later); an automatic-dispute change the
 * configurations. Every write has its row: a new one cannot be forgotten.
 */
export const WRITE_CHANGES = {
  replyToReview: ['listReviews', 'getOrderDetails'],
  raiseManualDispute: ['listDisputedOrders', 'listOrders', 'getOrderDetails'],
  setAutoDispute: ['listAutoDisputeConfigs'],
  addManualDisputeConfig: ['listAutoDisputeConfigs'],
} as const satisfies Record<ForwardableOf<'write'>, readonly ForwardableOf<'read'>[]>;

/** The reads an operation changes (none for a read). */
export const readsChangedBy = (id: OperationId): readonly ForwardableOperationId[] =>
  (WRITE_CHANGES as Partial<Record<OperationId, readonly ForwardableOperationId[]>>)[id] ?? [];

type SchemaInput<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a caller sends for an operation (the client parameter is part of `query`). */
export type OperationQuery<Id extends OperationId> = SchemaInput<Operations[Id]['query']>;
export type OperationBody<Id extends OperationId> = SchemaInput<Operations[Id]['body']>;
export type OperationResult<Id extends OperationId> = SchemaOutput<Operations[Id]['result']>;

/** Turns zod issues into the `fields` list and one readable sentence. */
export const describeIssues = (issues: readonly z.core.$ZodIssue[], prefix = '') => {
  const fields = issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(body)',
    message:
      issue.code === 'invalid_type' && issue.message.endsWith('received undefined')
        ? 'is required'
        : issue.message,
  }));
  return { fields, detail: fields.map((f) => `${f.path}: ${f.message}`).join('; ') };
};
