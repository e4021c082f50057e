import { PlainCheckbox } from '../../components/plain-checkbox';
import { useMemo } from 'react';
import type { DisputedOrder } from '../../../contract/disputes';
import { ChannelBadge } from '../../components/channel-badge';
import { PlainBadge } from '../../components/plain-badge';
import { OrderIdButton } from '../../components/order-id-button';
import { Money } from '../../components/money';
import { Button } from '../../components/plain-button';
import { formatDate } from '../../lib/format';
import { usePhone } from '../../lib/use-phone';
import { reasonName } from '../../lib/display-names';
import { ineligibilityText } from '../../entities/dispute/ineligibility-text';
import { issueLabel } from './dispute-status';
import { DisputeStatusBadge } from './dispute-status-badge';
import { CLOSING_SOON_DAYS } from '../../entities/dispute/disputes-queries';
import { isOpenToDispute as isOpen } from '../../entities/dispute/money-left';
import { orderName } from '../../entities/dispute/order-name';
import { lastDate, type Sort, type SortKey } from './select-disputes';
import type { DisputeSelection } from './use-dispute-selection';
import { DataTable } from '../../components/data-table';
import classes from './disputes-table.module.css';
import { moneyColumn, textColumn, type Column } from '../../components/table-model';

interface DisputesTableProps {
  rows: readonly DisputedOrder[];
  caption: string;
  sort: Sort;
  restaurants: Map<string, string>;
  onSort: (key: SortKey) => void;
  onOpen: (order: DisputedOrder) => void;
  onRaise: (order: DisputedOrder) => void;
  /** Show each order's days left to raise a dispute (the closing-soon view). */
  withDaysLeft?: boolean;
  /** Checkboxes on the orders open to a dispute, to raise many at once. */
  selection?: DisputeSelection;
}

const raisedBy = (order: DisputedOrder) =>
  !order.disputeDate && order.disputeStatus !== 'pending'
    ? ''
    : order.isAutoDispute
      ? ', automatically'
      : ', by hand';

/** "Raised Oct 3, 2026, by hand", "Raised, automatically" or "Not raised". */
export const raisedText = (order: DisputedOrder) =>
  (order.disputeDate
    ? `Raised ${formatDate(order.disputeDate)}`
    : order.disputeStatus === 'pending'
      ? 'Raised'
      : 'Not raised') + raisedBy(order);

/** The charge at stake, and what was won or lost of it. */
export function Amounts({ order }: { order: DisputedOrder }) {
  return (
    <div className={classes.tight}>
      <Money dollars={order.disputeAmount} fw={600} />
      {order.disputeWonAmount > 0 && (
        <p className={classes.xs}>
          won <Money dollars={order.disputeWonAmount} />
        </p>
      )}
      {order.disputeLostAmount > 0 && (
        <p className={classes.xs}>
          lost <Money dollars={order.disputeLostAmount} />
        </p>
      )}
    </div>
  );
}

/** The columns: amount and dates sort (the route keeps the sort, with its own reset). */
const disputeColumns = (
  restaurants: Map<string, string>,
  onOpen: (order: DisputedOrder) => void,
  onRaise: (order: DisputedOrder) => void,
): Column<DisputedOrder>[] => [
  {
    id: 'order',
    header: 'Order',
    kind: 'text',
    render: (order) => (
      <>
        <OrderIdButton deliveryUUID={order.deliveryUUID} onOpen={() => onOpen(order)} />
        <p className={`${classes.xs} ${classes.dimmed}`}>{order.customerName}</p>
      </>
    ),
  },
  {
    id: 'restaurant',
    header: 'Restaurant and channel',
    kind: 'text',
    render: (order) => (
      <div className={classes.stack}>
        <p className={classes.sm}>{restaurants.get(order.listingId) ?? order.listingId}</p>
        <ChannelBadge channel={order.channel} style={{ minWidth: 'max-content' }} />
      </div>
    ),
  },
  {
    id: 'issue',
    header: 'Issue and reason',
    kind: 'text',
    render: (order) => (
      <>
        <p className={classes.sm}>{issueLabel(order.disputeIssue)}</p>
        {order.disputeReason && (
          <p className={`${classes.xs} ${classes.dimmed}`}>{reasonName(order.disputeReason)}</p>
        )}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    kind: 'text',
    render: (order) => (
      <div className={classes.stack}>
        <DisputeStatusBadge status={order.disputeStatus} />
        {order.ineligibleForDisputeReason && (
          <p className={`${classes.xs} ${classes.dimmed} ${classes.note}`}>
            {ineligibilityText(order.ineligibleForDisputeReason)}
          </p>
        )}
        {isOpen(order) && (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => onRaise(order)}
            aria-label={`Raise dispute on ${orderName(order)}`}
          >
            Raise dispute
          </Button>
        )}
      </div>
    ),
  },
  moneyColumn('amount', 'Amount', (order) => order.disputeAmount, {
    // Under the charge, what was won or lost of it: the stack reads from the left.
    align: 'left',
    render: (order) => <Amounts order={order} />,
  }),
  textColumn('date', 'Dates', lastDate, {
    render: (order) => (
      <>
        <p className={`${classes.xs} ${classes.nowrap}`}>{raisedText(order)}</p>
        {order.statusUpdateDate && (
          <p className={`${classes.xs} ${classes.dimmed} ${classes.nowrap}`}>
            Updated {formatDate(order.statusUpdateDate)}
          </p>
        )}
      </>
    ),
  }),
];

const isSortKey = (id: string): id is SortKey => id === 'amount' || id === 'date';

/** A checkbox on each order open to a dispute; Shift chooses a range (click or Shift+Space). */
const selectColumn = (
  selection: DisputeSelection,
  rows: readonly DisputedOrder[],
): Column<DisputedOrder> => ({
  id: 'select',
  header: 'Select',
  kind: 'text',
  render: (order) =>
    isOpen(order) ? (
      <PlainCheckbox
        aria-label={`Select ${orderName(order)}`}
        checked={selection.ids.has(order.deliveryUUID)}
        onChange={() => undefined}
        onClick={(event) => selection.toggle(order, event.shiftKey, rows)}
        onKeyDown={(event) => {
          // Shift+Space: the range, as Shift+click (the plain Space is the checkbox's own).
          if (event.key === ' ' && event.shiftKey) {
            event.preventDefault();
            selection.toggle(order, true, rows);
          }
        }}
        data-select={order.deliveryUUID}
      />
    ) : null,
});

/** Days left in the dispute window: red at `CLOSING_SOON_DAYS` or fewer. */
const DAYS_LEFT_COLUMN: Column<DisputedOrder> = {
  id: 'daysLeft',
  header: 'Days left',
  kind: 'count',
  render: (order) => {
    const left = 'daysLeft' in order ? Number(order.daysLeft) : undefined;
    if (left === undefined) return null;
    return (
      <PlainBadge
        color={left <= CLOSING_SOON_DAYS ? 'red.9' : 'gray'}
        variant={left <= CLOSING_SOON_DAYS ? 'filled' : 'light'}
        data-days-left={left}
      >
        {left === 0 ? 'Last day' : `${left} ${left === 1 ? 'day' : 'days'}`}
      </PlainBadge>
    );
  },
};

/** Not made anew by each render of the page: a row is drawn again only when it changes (`DataRow`). */
const disputeRowProps = (order: DisputedOrder) => ({
  'data-dispute': order.deliveryUUID,
  'data-status': order.disputeStatus,
  'data-amount': order.disputeAmount,
  'data-issue': order.disputeIssue,
  'data-channel': order.channel,
});

/** On a phone, what decides a dispute comes first: the rest is a swipe away, and says so. */
const PHONE_ORDER = ['select', 'order', 'amount', 'status', 'issue', 'daysLeft'];
const phoneFirst = (columns: Column<DisputedOrder>[]) => [
  ...PHONE_ORDER.flatMap((id) => columns.filter((column) => column.id === id)),
  ...columns.filter((column) => !PHONE_ORDER.includes(column.id)),
];

export function DisputesTable(props: DisputesTableProps) {
  const { rows, caption, sort, restaurants, onSort, onOpen, onRaise, withDaysLeft = false } = props;
  const { selection } = props;
  const phone = usePhone();
  const columns = useMemo(() => {
    const all = disputeColumns(restaurants, onOpen, onRaise);
    const shown = withDaysLeft
      ? [all[0] as Column<DisputedOrder>, DAYS_LEFT_COLUMN, ...all.slice(1)]
      : all;
    const withSelect = selection ? [selectColumn(selection, rows), ...shown] : shown;
    return phone ? phoneFirst(withSelect) : withSelect;
  }, [restaurants, onOpen, onRaise, withDaysLeft, selection, rows, phone]);
  return (
    <>
      {phone && (
        <p className={`${classes.xs} ${classes.dimmed}`} data-scroll-hint>
          Swipe the table sideways for the reason, restaurant and dates →
        </p>
      )}
      <DataTable
        caption={caption}
        minWidth={860}
        sticky
        rows={rows}
        columns={columns}
        rowKey={(order) => order.deliveryUUID}
        rowProps={disputeRowProps}
        sort={sort}
        onSort={(id) => {
          if (isSortKey(id)) onSort(id);
        }}
      />
    </>
  );
}
