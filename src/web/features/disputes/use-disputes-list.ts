import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DisputedOrder } from '../../../contract/disputes';
import type { Client } from '../../../contract/listings';
import { itemScope, type ClientScope } from '../../entities/client/client-scope';
import {
  disputeRangeOf,
  type DisputeListStatus,
  type DisputeParams,
} from '../../entities/dispute/dispute-params';
import { todayOf } from '../../lib/calendar';
import { disputesQueries } from '../../entities/dispute/disputes-queries';
import { summarizeDisputes } from '../../entities/dispute/disputes-summary';
import { bucketScopes, isOpenToDispute } from '../../entities/dispute/money-left';
import { moneyLeftQuery, openOrdersQuery } from '../../entities/dispute/money-left-query';
import { sumCents } from '../../lib/format';
import { selectDisputes, type Sort } from './select-disputes';

interface DisputesListInput {
  client: Client | undefined;
  scope: ClientScope | undefined;
  status: DisputeListStatus;
  sort: Sort;
  customer: string;
  /** One error category on one channel ('' every one). */
  category: string;
  marketplace: string;
  page: number;
  size: number;
  /** The dispute a link asked for, found by its own channel and date, not the filters. */
  item: DisputeParams;
}

/**
 * The disputes of the filters: the rows of the page and their count, the summary, the orders
 * closing soon, and one dispute by id (from the list or from a link). With no status filter and
 * the upstream's order, the upstream pages; else the whole range does, filtered and sorted here.
 */
export function useDisputesList(input: DisputesListInput) {
  const { client, scope, status, sort, customer, category, marketplace, page, size, item } = input;
  const narrow = useMemo(
    () => ({ customer, category, channel: marketplace }),
    [customer, category, marketplace],
  );
  const today = todayOf();
  const range = useQuery({ ...disputesQueries.range(scope), placeholderData: keepPreviousData });
  const left = useQuery(moneyLeftQuery(scope, today));
  const closingView = status === 'closing';
  // Closing soon and open to dispute are deadlines: every open order of the window, whatever the
  // range, listed from the same lists as the money-left card's.
  const deadlineView = closingView || status === 'open';
  const open = useQuery({
    ...openOrdersQuery(deadlineView ? scope : undefined, today),
    placeholderData: keepPreviousData,
  });
  // The card's "0–3 days left": the same query, so "select all closing" picks what it counts.
  const closingBucket = useQuery(
    disputesQueries.range(scope && bucketScopes(scope, today).closing),
  );
  const upstreamPaged =
    status === 'all' &&
    sort === 'newest' &&
    customer === '' &&
    category === '' &&
    marketplace === '';
  const pageQuery = useQuery({
    ...disputesQueries.page(upstreamPaged ? scope : undefined, { page, size }),
    placeholderData: keepPreviousData,
  });
  const lookupScope =
    item.dispute === undefined ? undefined : itemScope(client, item, disputeRangeOf);
  const lookup = useQuery(disputesQueries.range(lookupScope));

  // The whole range can be thousands of orders: its summary, filter and sort are worked out once
  // per change (memoised), in the render its reply arrives with.
  const whole = range.data;
  const selected = useMemo(
    () =>
      deadlineView
        ? open.data && selectDisputes(open.data, { status: undefined, sort, ...narrow })
        : whole &&
          selectDisputes(whole.orders, {
            status: status === 'all' ? undefined : status,
            sort,
            ...narrow,
          }),
    [deadlineView, open.data, whole, status, sort, narrow],
  );
  // Every order of the filter that can still be raised, across pages ("select all open"), in the
  // list's order. Open orders are among the undisputed ones, so it is read off the sorted list: a
  // second filter and sort of the whole range made each re-sort of a large client twice as long.
  const openInFilter = useMemo(
    () =>
      deadlineView
        ? selected
        : (status === 'all' || status === 'not_disputed') && selected?.filter(isOpenToDispute),
    [deadlineView, selected, status],
  );
  const closingOrders = useMemo(
    () => closingBucket.data?.orders.filter(isOpenToDispute),
    [closingBucket.data],
  );
  const closingThisWeek = useMemo(() => {
    const week = (open.data ?? []).filter((order) => order.daysLeft < 7);
    return { cents: sumCents(week.map((order) => order.disputeAmount)), count: week.length };
  }, [open.data]);
  const summary = useMemo(() => whole && summarizeDisputes(whole.orders), [whole]);
  // A page of the upstream's own order, drawn with the replies that arrive in the same frame.
  const paged = pageQuery.data;
  const listed = upstreamPaged
    ? paged && { rows: paged.orders, count: paged.total }
    : selected && { rows: selected.slice((page - 1) * size, page * size), count: selected.length };
  const listing = deadlineView ? open : upstreamPaged ? pageQuery : range;
  const find = (id: string | undefined): DisputedOrder | undefined =>
    id === undefined
      ? undefined
      : [
          ...(pageQuery.data?.orders ?? []),
          ...(range.data?.orders ?? []),
          ...(lookup.data?.orders ?? []),
          ...(open.data ?? []),
        ].find((order) => order.deliveryUUID === id);
  const shown = find(item.dispute);
  return {
    range,
    /** The whole range's orders. */
    orders: whole?.orders,
    listing,
    listed,
    summary,
    openInFilter: openInFilter || undefined,
    /** Every order open to a dispute with 0–3 days left, whatever the range. */
    closingOrders,
    /** The list shows each order's days left (every open order of the window). */
    deadlineView,
    /** In the closing-soon view: what closes within a week. */
    closingThisWeek: closingView && open.data ? closingThisWeek : undefined,
    /** Open to dispute, whatever the range: the money-left card's figures. */
    deadlines: left.data && {
      open: left.data.open,
      openCents: left.data.openCents,
      closing: left.data.openByDaysLeft.closing.count,
    },
    /** The summary or the rows are from the previous filters, or still being worked out. */
    summaryBusy: range.isPlaceholderData,
    listBusy: listing.isPlaceholderData,
    find,
    shown,
    /** The asked-for dispute was looked for and is not there. */
    missing:
      item.dispute !== undefined &&
      !shown &&
      (lookupScope ? lookup.data : range.data) !== undefined,
    /** One failure, one message: when the summary failed too, the list's Retry asks for both. */
    retryList: () => {
      void listing.refetch();
      if (listing !== range && range.isError) void range.refetch();
    },
  };
}
