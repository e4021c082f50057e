import type { EstimateVsActualResult } from '../../../contract/finance';
import type { Client } from '../../../contract/listings';
import type { Review, ReviewsResult } from '../../../contract/reviews';
import { closingDisputesLink } from '../dispute/dispute-params';
import type { MoneyLeft } from '../dispute/money-left';
import { shortPayouts, type ShortPayout } from '../finance/payout-estimate';
import { closingSoonReviews, lastDaySince, lowReviewsSince } from '../review/review-figures';
import { reviewOfOrderLink } from '../review/review-params';
import { formatDateTime, formatDay } from '../../lib/calendar';
import { paths } from '../../lib/paths';

/*
 * The morning brief: what a person stands to lose today, over the clients of their scope. A pure
 * function of what the pages fetch, each figure from the entity function its page uses (money
 * left on the table, its 0–3 days-left bucket, the reviews closing soon, the estimated-versus-
 * actual payouts), so the brief and the pages agree to the cent. The browser runs it for the
 * preview on /notifications; the server can run the same module for the mail.
 */

/** What the brief reads of one client: the pages' replies, for the pages' default filters. */
export interface ClientBriefInput {
  client: Client;
  /** Money left on the table, with the POS claim-back (`moneyLeftQuery`). */
  left: MoneyLeft;
  /** The unanswered reviews of the reply window (`replyWindowScope`); null with no listings. */
  reviewsInWindow: ReviewsResult | null;
  /** The estimated-versus-actual payout per store, over the same range. */
  estimate: EstimateVsActualResult;
}

export interface BriefReview {
  deliveryUUID: string;
  channel: string;
  rating: number;
  customer: string;
  restaurant: string;
  feedback: string;
  daysLeftToReply: number;
  /** The review shown first on the reviews page; the rating's list when the order's date is unknown. */
  link: string;
}

export interface BriefShortPayout extends ShortPayout {
  restaurant: string;
}

export interface ClientBrief {
  clientId: string;
  name: string;
  moneyLeft: {
    /** What can still be recovered: open to dispute + POS claim-back. */
    totalCents: number;
    openCents: number;
    open: number;
    claimBackCents: number;
    /** The client's money-left card (the disputes page). */
    link: string;
  };
  /** Open to a dispute with `CLOSING_SOON_DAYS` or fewer left. */
  closingDisputes: { count: number; cents: number; link: string };
  /** Unanswered, reply window closing within `URGENT_DAYS`. */
  reviewsClosing: { count: number; link: string };
  /** One- and two-star reviews written since `Brief.lowSince`. */
  lowReviews: BriefReview[];
  shortPayouts: { stores: BriefShortPayout[]; cents: number; link: string };
}

export interface Brief {
  today: string;
  /** The dates the money-left figures cover (the pages' default range). */
  range: { from: string; to: string };
  /**
   * Since when low reviews are "new": the last brief's instant (ISO), or, before any brief, the
   * first day of the last day (`YYYY-MM-DD`).
   */
  lowSince: string;
  clients: ClientBrief[];
  /** Clients whose replies could not be read: not in the figures (the page says so, with Retry). */
  unread: { clientId: string; name: string }[];
  totals: {
    moneyLeftCents: number;
    closingDisputes: number;
    closingDisputesCents: number;
    reviewsClosing: number;
    lowReviews: number;
    shortPayouts: number;
    shortPayoutsCents: number;
  };
  /** Anything to act on today. */
  atRisk: boolean;
}

/** The low reviews' note: since the last brief (its time), or since a day. */
export const lowSinceNote = (lowSince: string) =>
  `Written since ${lowSince.length > 10 ? formatDateTime(lowSince) : formatDay(lowSince)}.`;

const withSearch = (path: string, entries: Record<string, string>) =>
  `${path}?${new URLSearchParams(entries).toString()}`;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A review of the brief, or of an alert, with its link to the reviews page, that review first. */
export function briefReview(client: Client, review: Review): BriefReview {
  const restaurant =
    client.listingDetails.find((listing) => listing.listingId === review.ListingId)
      ?.restaurantName ?? review.ListingId;
  const link = review.orderDate
    ? reviewOfOrderLink(
        {
          clientId: client.clientId,
          deliveryUUID: review.deliveryUUID,
          channel: review.channel,
          orderDate: review.orderDate,
        },
        new URLSearchParams(),
      )
    : withSearch(paths.reviews, {
        client: client.clientId,
        view: 'all',
        rating: String(review.orderRating),
      });
  return {
    deliveryUUID: review.deliveryUUID,
    channel: review.channel,
    rating: review.orderRating,
    customer: review.CustomerName,
    restaurant,
    feedback: review.orderFeedback,
    daysLeftToReply: review.daysLeftToReply,
    link,
  };
}

/** One client's part of the brief. */
export function clientBrief(input: ClientBriefInput, lowSince: string): ClientBrief {
  const { client, left, reviewsInWindow, estimate } = input;
  const { clientId } = client;
  const names = new Map(
    client.listingDetails.map((listing) => [listing.listingId, listing.restaurantName]),
  );
  const short = shortPayouts(estimate).map((payout) => ({
    ...payout,
    restaurant: names.get(payout.store) ?? payout.store,
  }));
  const closing = left.openByDaysLeft.closing;
  return {
    clientId,
    name: client.clientName,
    moneyLeft: {
      totalCents: left.totalCents,
      openCents: left.openCents,
      open: left.open,
      claimBackCents: left.claimBackCents,
      link: withSearch(paths.disputes, { client: clientId }),
    },
    closingDisputes: {
      count: closing.count,
      cents: closing.cents,
      link: closingDisputesLink(clientId),
    },
    reviewsClosing: {
      count: reviewsInWindow ? closingSoonReviews(reviewsInWindow).length : 0,
      // The queue, soonest deadline first: the reviews closing soon lead it.
      link: withSearch(paths.reviews, { client: clientId }),
    },
    lowReviews: reviewsInWindow
      ? lowReviewsSince(reviewsInWindow, lowSince).map((review) => briefReview(client, review))
      : [],
    shortPayouts: {
      stores: short,
      cents: sum(short.map((payout) => payout.shortCents)),
      link: `${withSearch(paths.finance, { client: clientId })}#finance-estimate`,
    },
  };
}

/**
 * The brief over every client of a person's scope, in the order the clients come; `unread`, the
 * clients whose replies failed, are named apart and left out of the figures.
 */
export function buildBrief(
  inputs: readonly ClientBriefInput[],
  today: string,
  range: { from: string; to: string },
  unread: readonly Client[] = [],
  lastBriefAt: string | null = null,
): Brief {
  const lowSince = lastBriefAt ?? lastDaySince(today);
  const clients = inputs.map((input) => clientBrief(input, lowSince));
  const totals = {
    moneyLeftCents: sum(clients.map((one) => one.moneyLeft.totalCents)),
    closingDisputes: sum(clients.map((one) => one.closingDisputes.count)),
    closingDisputesCents: sum(clients.map((one) => one.closingDisputes.cents)),
    reviewsClosing: sum(clients.map((one) => one.reviewsClosing.count)),
    lowReviews: sum(clients.map((one) => one.lowReviews.length)),
    shortPayouts: sum(clients.map((one) => one.shortPayouts.stores.length)),
    shortPayoutsCents: sum(clients.map((one) => one.shortPayouts.cents)),
  };
  return {
    today,
    range,
    lowSince,
    clients,
    unread: unread.map((client) => ({ clientId: client.clientId, name: client.clientName })),
    totals,
    atRisk:
      totals.moneyLeftCents > 0 ||
      totals.closingDisputes > 0 ||
      totals.reviewsClosing > 0 ||
      totals.lowReviews > 0 ||
      totals.shortPayouts > 0,
  };
}
