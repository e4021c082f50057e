import { Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { formatCents, formatCountOf } from '../../lib/format';
import type { DisputedOrder } from '../../../contract/disputes';
import { BusyRegion } from '../../components/busy-region';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { Pager } from '../../components/pager';
import { Alert } from '../../components/plain-button';
import { FiguresSkeleton, StillTrying, TableSkeleton } from '../../components/table-skeleton';
import type { PageSize } from '../../lib/page-size';
import { PAGE_SIZES } from '../../entities/dispute/disputes-queries';
import { DisputesStats } from '../../entities/dispute/disputes-stats';
import { DrawnWhenNear } from '../../performance/drawn-when-near';
import { lazyAfterPaint } from '../../performance/load-after-paint';
import type { DisputeSelection } from './use-dispute-selection';
import type { Sort, SortKey } from './select-disputes';
import type { useDisputesList } from './use-disputes-list';

type DisputesList = ReturnType<typeof useDisputesList>;

/** The summary figures over the whole range, with their loading and failure. */
export function DisputesSummarySection({ list }: { list: DisputesList }) {
  const { range, listing, summary } = list;
  // One failure, one message: when the list failed too, the list's error stands for both.
  if (range.isError && listing.isError) return null;
  if (range.isError)
    return (
      <ErrorState
        error={range.error}
        title="Could not load the summary"
        onRetry={() => void range.refetch()}
        retrying={range.isFetching}
      />
    );
  if (!summary) return <FiguresSkeleton count={7} />;
  return (
    <BusyRegion busy={list.summaryBusy}>
      <DisputesStats summary={summary} deadlines={list.deadlines} />
    </BusyRegion>
  );
}

interface DisputesListSectionProps {
  list: DisputesList;
  sort: Sort;
  page: number;
  size: number;
  restaurants: Map<string, string>;
  onSort: (key: SortKey) => void;
  onOpen: (order: DisputedOrder) => void;
  onRaise: (order: DisputedOrder) => void;
  onPage: (page: number) => void;
  onSize: (size: PageSize) => void;
  selection: DisputeSelection;
}

/*
 * The page's tables are drawn once their orders are in, so their code loads beside them, once the
 * page has painted (the page preloads them: `usePreload`).
 */
export const DisputesTable = lazyAfterPaint(() =>
  import('./disputes-table').then((module) => module.DisputesTable),
);
/** Where the error charges went: by outcome, and by category and marketplace. */
export const ErrorChargesBreakdown = lazyAfterPaint(() =>
  import('./error-charges-breakdown').then((module) => module.ErrorChargesBreakdown),
);
/** What wins, by category and marketplace. */
export const DisputeMatrixTable = lazyAfterPaint(() =>
  import('./dispute-matrix-table').then((module) => module.DisputeMatrixTable),
);

/** Where the range's error charges went, then what wins; on a phone, drawn as it comes near. */
export function WhereChargesWent({ list }: { list: DisputesList }) {
  return (
    <DrawnWhenNear height={900}>
      <ChargesAndWins list={list} />
    </DrawnWhenNear>
  );
}

/** The two tables of where charges went: each drawn once its code and data are in. */
function ChargesAndWins({ list }: { list: DisputesList }) {
  return (
    <>
      {list.orders ? (
        <BusyRegion busy={list.summaryBusy}>
          <Suspense fallback={<TableSkeleton rows={4} label="Loading the error charges…" />}>
            <ErrorChargesBreakdown orders={list.orders} />
          </Suspense>
        </BusyRegion>
      ) : (
        // A failure is the summary's to say, once; while loading, the section's place.
        !list.range.isError && <TableSkeleton rows={4} label="Loading the error charges…" />
      )}
      {list.orders && (
        <Suspense fallback={<TableSkeleton rows={4} label="Loading what wins…" />}>
          <DisputeMatrixTable orders={list.orders} />
        </Suspense>
      )}
    </>
  );
}

/** The dispute the address names is not among the filters' orders. */
export function DisputeNotFound({
  dispute,
  onDismiss,
}: {
  dispute: string | undefined;
  onDismiss: () => void;
}) {
  return (
    <Alert
      color="yellow"
      title="Dispute not found"
      role="alert"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      No order {dispute} with an error charge for these filters. Check the client, channels and
      dates above.
    </Alert>
  );
}

/** The page of disputes, its pager, and its states; on a phone, drawn as it comes near. */
export function DisputesListSection(props: DisputesListSectionProps) {
  return (
    <DrawnWhenNear height={1200}>
      <DisputesList {...props} />
    </DrawnWhenNear>
  );
}

/** The page of disputes, its pager, and its loading, empty and failed states. */
function DisputesList(props: DisputesListSectionProps) {
  const { list } = props;
  const { listing, listed } = list;
  if (listing.isError)
    return (
      <ErrorState
        error={listing.error}
        title="Could not load the disputes"
        onRetry={list.retryList}
        retrying={listing.isFetching}
      />
    );
  if (!listed)
    return (
      <Stack gap="xs">
        {listing.failureCount > 0 && <StillTrying />}
        <TableSkeleton label="Loading disputes…" />
      </Stack>
    );
  if (listed.count === 0)
    return (
      <EmptyState
        title="No disputes here"
        description="No order with an error charge matches the filters."
      />
    );
  return (
    <BusyRegion busy={list.listBusy}>
      <Stack gap="sm">
        {list.deadlineView && (
          <Text size="sm" c="dimmed" data-deadline-note>
            Every order still open to a dispute, whatever the dates.
          </Text>
        )}
        {list.closingThisWeek && (
          <Text size="sm" data-closing-week>
            Closes within a week:{' '}
            <Text span fw={700}>
              {formatCents(list.closingThisWeek.cents)}
            </Text>{' '}
            on {formatCountOf(list.closingThisWeek.count, 'order')}
          </Text>
        )}
        <Suspense fallback={<TableSkeleton label="Loading disputes…" />}>
          <DisputesTable
            selection={props.selection}
            withDaysLeft={list.deadlineView}
            rows={listed.rows}
            caption="Orders with an error charge"
            sort={props.sort}
            restaurants={props.restaurants}
            onSort={props.onSort}
            onOpen={props.onOpen}
            onRaise={props.onRaise}
          />
        </Suspense>
        <Pager sizes={PAGE_SIZES} paging={props} count={listed.count} shown={listed.rows.length} />
      </Stack>
    </BusyRegion>
  );
}
