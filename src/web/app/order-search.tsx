import { Combobox, Group, Loader, Popover, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ActionIcon } from '../components/plain-button';
import { orderQueries, SHORT_ID_LENGTH } from '../entities/order/order-queries';
import { financeQueries, type FinanceScope } from '../entities/finance/finance-queries';
import { addDays, todayOf } from '../lib/calendar';
import { depositOfPayoutLink } from '../lib/finance-links';
import { ordersQueries } from '../features/orders/orders-queries';
import { channelLabel } from '../lib/channels';
import { formatDate, formatDateTime } from '../lib/format';
import { paths } from '../lib/paths';
import { clientScope } from '../entities/client/client-scope';
import { restaurantDetailsQueryOptions, restaurantNames } from '../lib/restaurant-details';
import { filterSearch, useFilters } from '../lib/url-state';
import { useTakeFocus } from '../performance/upgraded';

/** Characters of an id before the orders are searched (fewer would match half of them). */
const MIN_PREFIX = 3;
/** Matches offered at most. */
const SHOWN = 8;
/** A whole order id: looked up by id when it is not among the filters' orders. */
const FULL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * At least the short id the tables show: searched in the client's whole history (then the other
 * clients') when it is not among the filters' orders. Shorter, it would match too many to scan for.
 */
const AT_LEAST_SHORT_ID = new RegExp(`^[0-9a-f]{${SHORT_ID_LENGTH}}[0-9a-f-]*$`, 'i');

interface Found {
  deliveryUUID: string;
  channel: string;
  customerName: string;
  orderDate: string;
  /** Set when the order is another client's than the page's. */
  clientId?: string;
}

/**
 * Orders whose id starts with `text`: among the orders of the page's filters (client, dates,
 * listings, channels); else, for a whole id, the client's order with that id on any date; else,
 * for the short id of the tables or more, the orders of every date of the client, then of the
 * person's other clients.
 */
function useOrderMatches(text: string) {
  const [filters] = useFilters();
  const details = useQuery(restaurantDetailsQueryOptions());
  const scope = details.data ? clientScope(details.data, filters) : undefined;
  const prefix = text.trim().toLowerCase();
  const searching = scope !== undefined && prefix.length >= MIN_PREFIX;
  const inRange = useQuery(ordersQueries.whole(searching ? scope : undefined));
  const matches: Found[] = searching
    ? (inRange.data?.orders ?? []).filter((order) =>
        order.deliveryUUID.toLowerCase().startsWith(prefix),
      )
    : [];
  const notInRange = searching && inRange.isSuccess && matches.length === 0;
  const lookUp = notInRange && FULL_ID.test(prefix);
  const byId = useQuery(orderQueries.lookup(scope?.clientId ?? '', lookUp ? prefix : undefined));
  // A whole id the client does not have, or a short one: the client's other dates, then the rest.
  const scan =
    notInRange &&
    AT_LEAST_SHORT_ID.test(prefix) &&
    (!lookUp || (byId.isSuccess && byId.data === null));
  const others = (details.data?.restaurantDetails ?? [])
    .map((client) => client.clientId)
    .filter((id) => id !== scope?.clientId);
  const clientIds = scope ? (lookUp ? others : [scope.clientId, ...others]) : [];
  const byPrefix = useQuery(orderQueries.byPrefix(clientIds, scan ? prefix : undefined));
  const outside: Found[] = lookUp && byId.data ? [byId.data] : [];
  if (scan && byPrefix.data) {
    for (const order of byPrefix.data) {
      outside.push(order.clientId === scope?.clientId ? { ...order, clientId: undefined } : order);
    }
  }
  // Not an order of the filters: perhaps a payout's id.
  const payouts = usePayoutMatches(scope?.clientId, notInRange ? prefix : undefined);
  const names = restaurantNames(details.data);
  return {
    searching,
    found: outside.length > 0 ? outside : matches,
    payouts: payouts.found,
    outsideFilters: outside.length > 0,
    loading:
      searching &&
      (inRange.isPending ||
        (lookUp && byId.isPending) ||
        (scan && byPrefix.isPending) ||
        payouts.loading),
    failed:
      inRange.isError || (lookUp && byId.isError) || (scan && byPrefix.isError) || payouts.failed,
    clientName: (clientId: string) =>
      details.data?.restaurantDetails.find((client) => client.clientId === clientId)?.clientName,
    storeName: (storeId: string) => names.get(storeId) ?? storeId,
    clientId: scope?.clientId,
  };
}

/** Days of payouts the search looks through for a payout id: the past year's. */
const PAYOUT_SEARCH_DAYS = 365;

interface FoundPayout {
  payoutId: string;
  storeId: string;
  channel: string;
  payoutDate: string;
}

/**
 * Payouts whose id starts with `prefix` among the client's payouts of the past year, every store
 * and channel: a payout id copied from an order or a statement opens its deposit row.
 */
function usePayoutMatches(clientId: string | undefined, prefix: string | undefined) {
  const to = todayOf();
  const scope: FinanceScope | undefined =
    clientId && prefix !== undefined
      ? {
          clientId,
          listingIds: [],
          channels: [],
          from: addDays(to, -PAYOUT_SEARCH_DAYS),
          to,
          payoutDates: [],
        }
      : undefined;
  const deposits = useQuery(financeQueries.deposits(scope));
  const found: FoundPayout[] = [];
  if (prefix !== undefined) {
    for (const row of deposits.data?.result ?? []) {
      for (const payout of row.payouts) {
        if (payout.payoutId?.toLowerCase().startsWith(prefix)) {
          found.push({ ...payout, payoutId: payout.payoutId });
        }
      }
    }
  }
  return {
    found,
    loading: scope !== undefined && deposits.isPending,
    failed: scope !== undefined && deposits.isError,
  };
}

const payoutValue = (payout: FoundPayout) => `payout:${payout.storeId}:${payout.payoutId}`;

/** The orders page with one order open, keeping the filters (and, on Orders, the page's view). */
function useOpenOrder() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  return (order: Found) => {
    const next = new URLSearchParams(
      location.pathname === paths.orders ? params : filterSearch(params),
    );
    // Another client's order: its page, with that client chosen.
    if (order.clientId) {
      for (const key of ['client', 'listings']) next.delete(key);
      next.set('client', order.clientId);
    }
    next.set('order', order.deliveryUUID);
    next.set('channel', order.channel);
    void navigate(`${paths.orders}?${next.toString()}`);
  };
}

/** The search box: an order id, or its first characters, opens that order. */
function OrderSearchBox({
  onOpened,
  initialText = '',
  takeFocus = false,
}: {
  onOpened?: () => void;
  /** What was typed into the header's stand-in before this box's code arrived. */
  initialText?: string;
  /** Focus on mount: it takes over from a stand-in that had the focus. */
  takeFocus?: boolean;
}) {
  const input = useTakeFocus<HTMLInputElement>(takeFocus);
  const [text, setText] = useState(initialText);
  const [debounced] = useDebouncedValue(text, 200);
  const combobox = useCombobox({
    defaultOpened: initialText !== '',
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const {
    searching,
    found,
    payouts,
    outsideFilters,
    loading,
    failed,
    clientName,
    storeName,
    clientId,
  } = useOrderMatches(debounced);
  const openOrder = useOpenOrder();
  const navigate = useNavigate();
  const done = () => {
    setText('');
    combobox.closeDropdown();
    onOpened?.();
  };
  const open = (order: Found) => {
    openOrder(order);
    done();
  };
  const openPayout = (payout: FoundPayout) => {
    void navigate(depositOfPayoutLink({ clientId, ...payout }));
    done();
  };
  const shown = found.slice(0, SHOWN);
  const shownPayouts = payouts.slice(0, SHOWN - shown.length);
  const count = found.length + payouts.length;
  // Enter pressed before the search of what was typed has answered (a pasted ID, quick typing):
  // the one match opens when it comes, as it would have had the answer been there.
  const enterWaiting = useRef<string | null>(null);
  const settled = debounced === text && !loading;
  useEffect(() => {
    if (enterWaiting.current === null || enterWaiting.current !== text || !settled) return;
    enterWaiting.current = null;
    if (count !== 1) return;
    // The answer came from outside (the server), and opening it is what the Enter asked for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (found[0]) open(found[0]);
    else if (payouts[0]) openPayout(payouts[0]);
  });
  const status = !searching
    ? `Type at least ${MIN_PREFIX} characters of an order ID`
    : loading
      ? 'Searching the orders…'
      : failed
        ? 'Could not search the orders; try again'
        : count === 0
          ? AT_LEAST_SHORT_ID.test(debounced.trim())
            ? `No order or payout ID starts with “${debounced.trim()}”, on any date`
            : `No order ID starts with “${debounced.trim()}” for these filters`
          : count > SHOWN
            ? `${count} orders or payouts match; type more to narrow`
            : undefined;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const order = shown.find((item) => `${item.channel}:${item.deliveryUUID}` === value);
        if (order) open(order);
        const payout = shownPayouts.find((item) => payoutValue(item) === value);
        if (payout) openPayout(payout);
      }}
      width={360}
      position="bottom-end"
      // Inside the header's landmark, not in a portal outside every landmark; only while open
      // (see the theme's selects).
      withinPortal={false}
      keepMounted={false}
    >
      <Combobox.Target>
        <TextInput
          type="search"
          aria-label="Find an order by ID"
          placeholder="Order or payout ID"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={loading ? <Loader size={14} aria-hidden /> : undefined}
          value={text}
          onChange={(event) => {
            enterWaiting.current = null;
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          ref={input}
          onFocus={(event) => {
            // Taking over from the stand-in: the caret goes on after what was typed.
            const end = event.currentTarget.value.length;
            event.currentTarget.setSelectionRange(end, end);
            if (text) combobox.openDropdown();
          }}
          onBlur={() => {
            enterWaiting.current = null;
            combobox.closeDropdown();
          }}
          onKeyDown={(event) => {
            // Enter with one match and none chosen opens it; before the answer, once it comes.
            if (event.key !== 'Enter' || combobox.getSelectedOptionIndex() !== -1) return;
            if (!settled) {
              event.preventDefault();
              enterWaiting.current = text;
              return;
            }
            if (count !== 1) return;
            event.preventDefault();
            if (found[0]) open(found[0]);
            else if (payouts[0]) openPayout(payouts[0]);
          }}
          w={{ base: '100%', sm: 200, lg: 240 }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim() === ''}>
        <Combobox.Options aria-label="Orders found">
          {shown.map((order) => (
            <Combobox.Option
              key={`${order.channel}:${order.deliveryUUID}`}
              value={`${order.channel}:${order.deliveryUUID}`}
            >
              <Text size="sm" ff="monospace">
                {order.deliveryUUID}
              </Text>
              <Text size="xs" c="dimmed">
                {order.customerName} · {formatDateTime(order.orderDate)} ·{' '}
                {channelLabel(order.channel)}
                {order.clientId
                  ? ` · ${clientName(order.clientId) ?? 'another client'}`
                  : outsideFilters
                    ? ' · outside these dates or filters'
                    : ''}
              </Text>
            </Combobox.Option>
          ))}
          {shownPayouts.map((payout) => (
            <Combobox.Option key={payoutValue(payout)} value={payoutValue(payout)}>
              <Text size="sm" ff="monospace">
                Payout {payout.payoutId}
              </Text>
              <Text size="xs" c="dimmed">
                Paid {formatDate(payout.payoutDate)} · {channelLabel(payout.channel)} ·{' '}
                {storeName(payout.storeId)}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
        {status && <Combobox.Footer aria-live="polite">{status}</Combobox.Footer>}
      </Combobox.Dropdown>
    </Combobox>
  );
}

export interface OrderSearchProps {
  /** What was typed into the header's stand-in, and whether it had the focus. */
  initialText?: string;
  takeFocus?: boolean;
  /** The narrow screen's button was pressed on the stand-in: open its search at once. */
  defaultOpened?: boolean;
}

/** In the header: the search box, behind a button on narrow screens. */
export function OrderSearch({ initialText, takeFocus, defaultOpened = false }: OrderSearchProps) {
  const [opened, setOpened] = useState(defaultOpened);
  return (
    <>
      <Group visibleFrom="sm">
        <OrderSearchBox initialText={initialText} takeFocus={takeFocus} />
      </Group>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={300}
        trapFocus
        withinPortal={false}
      >
        <Popover.Target>
          <ActionIcon
            hiddenFrom="sm"
            variant="default"
            size="lg"
            aria-label="Find an order by ID"
            aria-expanded={opened}
            onClick={() => setOpened((value) => !value)}
          >
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <OrderSearchBox onOpened={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
