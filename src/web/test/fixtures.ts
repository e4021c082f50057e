import type { DisputedOrder } from '../../contract/disputes';
import type { Listing, RestaurantDetailsResult } from '../../contract/listings';
import type { Profile } from '../../contract/auth';
import type { Person, SessionReply } from '../../contract/people';
import type { EstimateVsActualRow } from '../../contract/finance';
import { reply } from './mock-api';

export const profile: Profile = {
  id: 'p-1',
  email: 'demo@partner.example',
  username: 'Demo Partner',
};
/** The person signed in: an owner, every client. */
export const owner: Person = {
  id: 'person-owner',
  email: 'demo@partner.example',
  name: 'Olive Owner',
  role: 'owner',
  scope: { kind: 'all' },
  status: 'active',
  until: null,
  lastActiveAt: '2026-11-26T09:00:00.000Z',
  signIn: 'password',
  createdAt: '2026-01-05T10:00:00.000Z',
};

/** `GET /api/session`'s reply for `person` (the owner unless said), viewing as `viewingAs`. */
export const sessionReply = (
  person: Person = owner,
  viewingAs: Person | null = null,
): SessionReply => ({ profile, person, viewingAs, partner: { status: 'connected' } });

export const demoAccount = { email: 'demo@partner.example', password: 'demo-password' };

const listing = (
  listingId: string,
  brandName: string,
  restaurantName: string,
  active: [boolean, boolean, boolean],
): Listing => ({
  listingId,
  brandName,
  restaurantName,
  isMarketplace1Active: active[0],
  isMarketplace2Active: active[1],
  isMarketplace3Active: active[2],
  marketplace1StoreName: active[0] ? `${restaurantName} (M1)` : '',
  marketplace2StoreName: active[1] ? `${restaurantName} (M2)` : '',
  marketplace3StoreName: active[2] ? `${restaurantName} (M3)` : '',
});

export const restaurantDetails: RestaurantDetailsResult = {
  restaurantDetails: [
    {
      clientId: 'client-harbor',
      clientName: 'Harbor Group',
      listingDetails: [
        listing('lst-101', 'Bay Burgers', 'Bay Burgers Downtown', [true, true, false]),
        listing('lst-102', 'Bay Burgers', 'Bay Burgers Airport', [true, false, false]),
        listing('lst-103', 'Noodle Dock', 'Noodle Dock Pier', [false, true, true]),
        listing('lst-104', 'Noodle Dock', 'Noodle Dock Midtown', [true, true, true]),
      ],
    },
    {
      clientId: 'client-summit',
      clientName: 'Summit Eats',
      listingDetails: [listing('lst-201', 'Peak Pizza', 'Peak Pizza Uptown', [true, false, true])],
    },
  ],
};

/** The replies of a signed-in session on the sample upstream. */
export const signedInApi = {
  'GET /api/session': () => reply.json(200, sessionReply()),
  'GET /api/meta': () => reply.json(200, { demoAccount }),
  'POST /api/ops/getRestaurantDetails': () =>
    reply.ok(restaurantDetails, 'Restaurant details fetched successfully'),
};

export const signedOutApi = {
  'GET /api/session': () => reply.error(401, 'SESSION_REQUIRED', 'Not signed in'),
  'GET /api/meta': () => reply.json(200, { demoAccount }),
  'GET /api/setup': () => reply.json(200, { needsOwner: false, partner: 'connected' }),
};

/** A disputed order, eligible and not raised, with $10 at stake; `patch` changes any field. */
export const disputedOrder = (id: string, patch: Partial<DisputedOrder> = {}): DisputedOrder => ({
  deliveryUUID: id,
  customerName: 'Ada',
  storeId: 'L1',
  listingId: 'L1',
  brandId: 'B1',
  channel: 'MARKETPLACE_1',
  disputeEligibility: true,
  disputeStatus: 'not_disputed',
  disputeDate: '',
  statusUpdateDate: '',
  disputeIssue: 'WRONG_ORDER',
  disputeReason: null,
  disputeDescription: null,
  disputeAmount: 10,
  disputeWonAmount: 0,
  disputeLostAmount: 0,
  disputeItemDetails: '',
  disputeByService: false,
  isAutoDispute: false,
  ineligibleForDisputeReason: '',
  ...patch,
});

/** One order of each kind: open, pending, approved, denied, expired, not eligible. */
export const disputedOrdersOfEveryStatus: DisputedOrder[] = [
  disputedOrder('a', { disputeAmount: 0.1 }),
  disputedOrder('b', { disputeAmount: 0.2, disputeStatus: 'pending', disputeDate: '2026-11-10' }),
  disputedOrder('c', {
    disputeAmount: 12.5,
    disputeStatus: 'approved',
    disputeWonAmount: 12.5,
    disputeDate: '2026-11-01',
    statusUpdateDate: '2026-11-03',
  }),
  disputedOrder('d', {
    disputeAmount: 7.3,
    disputeStatus: 'denied',
    disputeLostAmount: 7.3,
    disputeDate: '2026-11-02',
    statusUpdateDate: '2026-11-04',
  }),
  disputedOrder('e', {
    disputeAmount: 3,
    disputeStatus: 'expired',
    disputeEligibility: false,
    ineligibleForDisputeReason: 'The dispute window closed on 2026-10-01',
  }),
  disputedOrder('f', { disputeAmount: 4, disputeEligibility: false }),
];

const split = (total: number) => ({ total, itemValue: total, itemTax: 0 });
/** An estimated-versus-actual row's deductions, all zero (spread, then set what a test needs). */
export const zeroDeductions = {
  total: 0,
  commission: 0,
  promoValue: 0,
  deliveryFee: 0,
  tips: 0,
  marketingFees: 0,
  paymentTransactionFee: 0,
  marketplace4Reward: 0,
  preferredPartnerProgram: 0,
  deliveryCommission: 0,
  marketingAdjustments: 0,
  otherPayments: 0,
  taxWithHeld: 0,
  commissionTax: 0,
  merchantFee: 0,
};
/** A store's estimated-versus-actual row: estimated at `estimated` dollars, paid `estimated + difference`. */
export const estimateRow = (
  store: string,
  estimated: number,
  difference: number,
): EstimateVsActualRow => ({
  store,
  revenue: estimated,
  deductions: zeroDeductions,
  tax: 0,
  estimatedPayout: estimated,
  difference: {
    total: split(difference),
    errorCharges: split(Math.min(difference, 0)),
    adjustments: split(Math.max(difference, 0)),
    refundByService: split(0),
  },
  netPayout: { total: estimated + difference },
});
