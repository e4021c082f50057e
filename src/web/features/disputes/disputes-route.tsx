import { Stack } from '@mantine/core';
import { Suspense, useCallback, useState } from 'react';
import type { DisputedOrder } from '../../../contract/disputes';
import { BusyRegion } from '../../components/busy-region';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { Alert } from '../../components/plain-button';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import { paths } from '../../lib/paths';
import { ClientGate } from '../../entities/client/client-gate';
import { useClientScope } from '../../entities/client/use-client-scope';
import { noDispute } from '../../entities/dispute/dispute-params';
import { MoneyLeftSummary } from '../../entities/dispute/money-left-summary';
import {
  lazyAfterPaint,
  usePreloadAfterPaint,
  usePreloadWhenIdle,
} from '../../lib/lazy-after-paint';
import { TableSkeleton } from '../../components/table-skeleton';
import { useSearchState } from '../../lib/url-state';
import { disputesPageShape } from './disputes-loader';
import { DisputesControls } from './disputes-controls';
import {
  DisputeMatrixTable,
  DisputesListSection,
  ErrorChargesBreakdown,
  DisputesSummarySection,
  DisputesTable,
} from './disputes-sections';
import { nextSort } from './select-disputes';
import { useDisputesList } from './use-disputes-list';
import { useDisputeSelection } from './use-dispute-selection';

// An order's drawer and the raise dialog load after the page's first paint.
const DisputeDrawer = lazyAfterPaint(() =>
  import('./dispute-drawer').then((module) => module.DisputeDrawer),
);
const RaiseDisputeDialog = lazyAfterPaint(() =>
  import('./raise-dispute-dialog').then((module) => module.RaiseDisputeDialog),
);

// The selection's bar shows once the open orders are in: its code loads beside them.
const BulkRaiseBar = lazyAfterPaint(() =>
  import('./bulk-raise-bar').then((module) => module.BulkRaiseBar),
);

export { prefetchPageQueries } from './disputes-loader';

export function Component() {
  const [search, setPage] = useSearchState(disputesPageShape);
  const { status, sort, page, dispute, channel, ordered, customer, category, marketplace } = search;
  const size = Number(search.size);
  const [raising, setRaising] = useState<string | null>(null);
  const selection = useDisputeSelection();
  const { details, client, scope, restaurants } = useClientScope();
  usePreloadWhenIdle(DisputeDrawer, RaiseDisputeDialog);
  usePreloadAfterPaint(DisputesTable, DisputeMatrixTable, BulkRaiseBar);
  const item = { dispute, channel, ordered };
  const list = useDisputesList({
    ...{ client, scope, status, sort, customer, category, marketplace, page, size, item },
  });
  usePreloadAfterPaint(ErrorChargesBreakdown);
  const toRaise = raising === null ? undefined : list.find(raising);
  // Kept while the address stays (setPage changes with it): the table's columns hold them, and new
  // ones drew every row again each time one of the page's other requests came back.
  const openDispute = useCallback(
    (order: DisputedOrder) => setPage({ dispute: order.deliveryUUID }, { push: true }),
    [setPage],
  );
  const raiseDispute = useCallback((order: DisputedOrder) => setRaising(order.deliveryUUID), []);
  const restaurantOf = (order: DisputedOrder) =>
    restaurants.get(order.listingId) ?? order.listingId;

  return (
    <Stack gap="md">
      <PageHeader {...PAGE_HEADINGS[paths.disputes]} />
      <FilterBar />
      <ClientGate details={details} scope={scope} loadingLabel="Loading disputes…">
        {() => (
          <Stack gap="md">
            {list.missing && (
              <Alert
                color="yellow"
                title="Dispute not found"
                role="alert"
                withCloseButton
                closeButtonLabel="Dismiss"
                onClose={() => setPage(noDispute)}
              >
                No order {dispute} with an error charge for these filters. Check the client,
                channels and dates above.
              </Alert>
            )}
            {scope && <MoneyLeftSummary scope={scope} />}
            <DisputesSummarySection list={list} />
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
            <DisputesControls
              status={status}
              customer={customer}
              onStatus={(next) => setPage({ status: next, page: 1 })}
              onCustomer={(next) => setPage({ customer: next, page: 1 })}
              cell={{ category, marketplace }}
              onClearCell={() => setPage({ category: '', marketplace: '', page: 1 })}
            />
            <Suspense fallback={null}>
              <BulkRaiseBar
                open={list.openInFilter}
                closing={list.closingOrders}
                onShowClosing={() => setPage({ status: 'closing', page: 1 })}
                selection={selection}
                restaurants={restaurants}
                clientId={scope?.clientId ?? ''}
              />
            </Suspense>
            <DisputesListSection
              selection={selection}
              list={list}
              sort={sort}
              page={page}
              size={size}
              restaurants={restaurants}
              onSort={(key) => setPage({ sort: nextSort(sort, key), page: 1 })}
              onOpen={openDispute}
              onRaise={raiseDispute}
              onPage={(next) => setPage({ page: next }, { push: true })}
              onSize={(next) => setPage({ size: next, page: 1 })}
            />
          </Stack>
        )}
      </ClientGate>
      <Suspense fallback={null}>
        {list.shown && scope && (
          <DisputeDrawer
            key={list.shown.deliveryUUID}
            order={list.shown}
            restaurant={restaurantOf(list.shown)}
            clientId={scope.clientId}
            onClose={() => setPage(noDispute, { push: true })}
          />
        )}
        {toRaise && scope && (
          <RaiseDisputeDialog
            key={toRaise.deliveryUUID}
            order={toRaise}
            restaurant={restaurantOf(toRaise)}
            clientId={scope.clientId}
            onClose={() => setRaising(null)}
          />
        )}
      </Suspense>
    </Stack>
  );
}
