/**
 * What a person's alert rules find today, read as the person (`readAs`: the pages' own queries,
 * answered in-process by the proxy with their scope checked first, kept replies shared, each
 * upstream call in its turn of the budget, as background work). Each figure comes from the entity
 * function its page uses: the reviews page's low reviews (`lowReviewsSince`), the dispute desk's
 * open orders and their days left (`openOrdersQuery`), the finance page's estimated-versus-actual
 * payouts, the disputes page's win rate (`summarizeDisputes`). No formula is copied here; only
 * the person's thresholds are applied to them.
 *
 * Each thing found is an `AlertItem` with a key that names it for good (`review:<channel>:<id>`,
 * `dispute:<id>`, `payout:<client>:<store>:<week>`, `win-rate:<client>:<week>`), so the job's key
 * `alert:<rule>:<item>:<channel>` is the same in every round and on every instance.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AlertCondition } from '../contract/alerts';
import type { Client, RestaurantDetailsResult } from '../contract/listings';
import { briefReview } from '../web/entities/brief/brief';
import { briefRange } from '../web/entities/brief/brief-query';
import {
  clientScope,
  normalScope,
  withListings,
  type ClientScope,
} from '../web/entities/client/client-scope';
import { disputeOfOrderLink } from '../web/entities/dispute/dispute-params';
import { disputesQueries } from '../web/entities/dispute/disputes-queries';
import { summarizeDisputes } from '../web/entities/dispute/disputes-summary';
import { openOrdersQuery } from '../web/entities/dispute/money-left-query';
import { DISPUTE_WINDOW_DAYS } from '../contract/constants';
import { financeQueries } from '../web/entities/finance/finance-queries';
import { financeScope } from '../web/entities/finance/finance-scope';
import { payoutAgainstEstimate } from '../web/entities/finance/payout-estimate';
import { lastDaySince, lowReviewsSince } from '../web/entities/review/review-figures';
import { reviewsQueries } from '../web/entities/review/reviews-queries';
import { replyWindowScope } from '../web/entities/review/reviews-scope';
import { inBackground } from '../web/lib/background';
import { addDays, weekStart } from '../web/lib/calendar';
import { channelLabel } from '../web/lib/channels';
import { formatCents, formatCountOf, toCents } from '../web/lib/format';
import { paths } from '../web/lib/paths';
import { readFilters } from '../web/lib/url-state';
import { readAs, type AnswerAs } from './brief-reader';

/** The win rate's period: the last 4 weeks, today included. */
export const WIN_RATE_DAYS = 28;

export interface AlertRuleInput {
  id: string;
  condition: AlertCondition;
  clientIds: readonly string[];
  listingIds: readonly string[];
}

/** One thing to alert about: what the message says, and the page and item it links to. */
export interface AlertItem {
  ruleId: string;
  /** Names the thing for good: the job's key is `alert:<rule>:<item>:<channel>`. */
  item: string;
  kind: AlertCondition['kind'];
  clientId: string;
  clientName: string;
  title: string;
  text: string;
  /** The page and item, relative to the dashboard's origin. */
  link: string;
}

const withSearch = (path: string, entries: Record<string, string>) =>
  `${path}?${new URLSearchParams(entries).toString()}`;

const stars = (rating: number) => `${rating}-star`;

/**
 * The client's scope for its pages' default filters, narrowed to the rule's stores (those of
 * this client; none chosen: every store). Undefined when the rule's stores leave none here.
 */
const ruleScope = (
  details: RestaurantDetailsResult,
  client: Client,
  rule: AlertRuleInput,
  today: string,
): ClientScope | undefined => {
  const scope = clientScope(
    details,
    readFilters(new URLSearchParams({ client: client.clientId }), today),
  );
  if (!scope || rule.listingIds.length === 0) return scope;
  const mine = client.listingDetails
    .map((listing) => listing.listingId)
    .filter((id) => rule.listingIds.includes(id));
  // The rule names stores, none of them this client's: the rule is about other clients.
  if (mine.length === 0) return undefined;
  return normalScope({ ...scope, listingIds: mine });
};

const readRule = async (
  queryClient: QueryClient,
  details: RestaurantDetailsResult,
  client: Client,
  rule: AlertRuleInput,
  today: string,
): Promise<AlertItem[]> => {
  const scope = ruleScope(details, client, rule, today);
  if (!scope) return [];
  const { condition } = rule;
  const base = {
    ruleId: rule.id,
    kind: condition.kind,
    clientId: client.clientId,
    clientName: client.clientName,
  };
  switch (condition.kind) {
    case 'low-review': {
      const reviews = withListings(client, scope);
      if (!reviews) return [];
      // The brief's own read: the reply window's unanswered reviews, the same key.
      const inWindow = await queryClient.fetchQuery(
        inBackground(reviewsQueries.collected(replyWindowScope(reviews, today), 'unanswered')),
      );
      return lowReviewsSince(inWindow, lastDaySince(today))
        .filter((review) => review.orderRating <= condition.maxRating)
        .map((review) => {
          const shown = briefReview(client, review);
          return {
            ...base,
            item: `review:${review.channel}:${review.deliveryUUID}`,
            title: `${stars(shown.rating)} review from ${shown.customer}`,
            text:
              `${client.clientName}: ${shown.customer} at ${shown.restaurant}, ${channelLabel(shown.channel)}` +
              (shown.feedback ? `: “${shown.feedback}”` : '') +
              `. ${formatCountOf(shown.daysLeftToReply, 'day')} left to reply.`,
            link: shown.link,
          };
        });
    }
    case 'closing-disputes': {
      const open = await queryClient.fetchQuery(inBackground(openOrdersQuery(scope, today)));
      const over = toCents(condition.minAmount);
      return open
        .filter(
          (order) => order.daysLeft <= condition.withinDays && toCents(order.disputeAmount) > over,
        )
        .map((order) => ({
          ...base,
          item: `dispute:${order.channel}:${order.deliveryUUID}`,
          title: `Dispute of ${formatCents(toCents(order.disputeAmount))} closing in ${formatCountOf(order.daysLeft, 'day')}`,
          text: `${client.clientName}: ${order.customerName}'s order on ${channelLabel(order.channel)} can be disputed for ${formatCents(toCents(order.disputeAmount))}, ${formatCountOf(order.daysLeft, 'day')} left.`,
          link: disputeOfOrderLink(
            {
              clientId: client.clientId,
              deliveryUUID: order.deliveryUUID,
              channel: order.channel,
              orderDate: addDays(today, order.daysLeft - DISPUTE_WINDOW_DAYS),
            },
            new URLSearchParams(),
          ),
        }));
    }
    case 'short-payout': {
      const estimate = await queryClient.fetchQuery(
        inBackground(financeQueries.estimateVsActual(financeScope(scope))),
      );
      const names = new Map(
        client.listingDetails.map((listing) => [listing.listingId, listing.restaurantName]),
      );
      const week = weekStart(today);
      return estimate.storeWise.map(payoutAgainstEstimate).flatMap((payout) => {
        // The page's own figures (entities/finance); the thresholds are the person's.
        const shortCents = -payout.shortCents;
        const { estimatedCents, paidCents } = payout;
        if (shortCents <= 0) return [];
        const overAmount =
          condition.shortAmount !== null && shortCents > toCents(condition.shortAmount);
        const overShare =
          condition.shortPercent !== null &&
          estimatedCents > 0 &&
          shortCents * 100 > condition.shortPercent * estimatedCents;
        if (!overAmount && !overShare) return [];
        const store = names.get(payout.store) ?? payout.store;
        const { from, to } = briefRange(today);
        return [
          {
            ...base,
            item: `payout:${client.clientId}:${payout.store}:${week}`,
            title: `${store}: payout ${formatCents(shortCents)} short of the estimate`,
            text: `${client.clientName}: ${store} was paid ${formatCents(paidCents)} against ${formatCents(estimatedCents)} estimated, orders of ${from} to ${to}.`,
            link: `${withSearch(paths.finance, { client: client.clientId, listings: payout.store })}#finance-estimate`,
          },
        ];
      });
    }
    case 'win-rate': {
      const from = addDays(today, 1 - WIN_RATE_DAYS);
      const { orders } = await queryClient.fetchQuery(
        inBackground(disputesQueries.range({ ...scope, from, to: today })),
      );
      const { winRate, won, lost } = summarizeDisputes(orders);
      if (winRate === null || winRate * 100 >= condition.belowPercent) return [];
      const percent = Math.round(winRate * 1000) / 10;
      return [
        {
          ...base,
          item: `win-rate:${client.clientId}:${weekStart(today)}`,
          title: `Dispute win rate ${percent} % over 4 weeks`,
          text: `${client.clientName}: ${won} won and ${lost} lost since ${from}, below your ${condition.belowPercent} %.`,
          link: withSearch(paths.disputes, { client: client.clientId, from, to: today }),
        },
      ];
    }
  }
};

/**
 * Every item the rules find today over the clients the server gives the person (their scope),
 * each rule over its own clients (none chosen: all of them). A client whose reads fail is left
 * for the next round; the others' items stand.
 */
export const readAlerts = (
  answer: AnswerAs,
  rules: readonly AlertRuleInput[],
  today: string,
): Promise<{ items: AlertItem[]; failed: string[] }> =>
  readAs(answer, async (queryClient, details) => {
    const items: AlertItem[] = [];
    const failed: string[] = [];
    for (const client of details.restaurantDetails) {
      const mine = rules.filter(
        (rule) => rule.clientIds.length === 0 || rule.clientIds.includes(client.clientId),
      );
      const reads = await Promise.allSettled(
        mine.map((rule) => readRule(queryClient, details, client, rule, today)),
      );
      for (const read of reads) {
        if (read.status === 'fulfilled') items.push(...read.value);
        else failed.push(`${client.clientId}: ${String(read.reason)}`);
      }
    }
    return { items, failed };
  });
