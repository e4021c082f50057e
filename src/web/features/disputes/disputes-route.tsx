import { Stack } from '@mantine/core';
import { Suspense, useCallback, useState } from 'react';
import type { DisputedOrder } from '../../../contract/disputes';
import { FilterBar } from '../../components/filter-bar';
import { PageHeader } from '../../components/page-header';
import { PAGE_HEADINGS } from '../../lib/page-headings';
import { paths } from '../../lib/paths';
import { ClientGate } from '../../entities/client/client-gate';
import { useClientScope } from '../../entities/client/use-client-scope';
import { noDispute } from '../../entities/dispute/dispute-params';
import { MoneyLeftSummary } from '../../entities/dispute/money-left-summary';
import { lazyAfterPaint, usePreload } from '../../performance/load-after-paint';
import { useSearchState } from '../../lib/url-state';
import { disputesPageShape } from './disputes-loader';
import { DisputeOverlays } from './dispute-overlays';
import { DisputesControls } from './disputes-controls';
import {
  DisputeMatrixTable,
  DisputeNotFound,
  DisputesListSection,
  ErrorChargesBreakdown,
  DisputesSummarySection,
  DisputesTable,
  WhereChargesWent,
} from './disputes-sections';
import { nextSort } from './select-disputes';
import { useDisputesList } from './use-disputes-list';
import { useDisputeSelection } from './use-dispute-selection';

// The selection's bar shows once the open orders are in: its code loads beside them.
const BulkRaiseBar = lazyAfterPaint(() =>
  import('./bulk-raise-bar').then((module) => module.BulkRaiseBar),
);

export { prefetch } from './disputes-loader';

export function Component() {
  const [search, setPage] = useSearchState(disputesPageShape);
  const { status, sort, page, dispute, channel, ordered, customer, category, marketplace } = search;
  const size = Number(search.size);
  const [raising, setRaising] = useState<string | null>(null);
  const selection = useDisputeSelection();
  const { details, client, scope, restaurants } = useClientScope();
  usePreload('after-paint', DisputesTable, DisputeMatrixTable, BulkRaiseBar, ErrorChargesBreakdown);
  const item = { dispute, channel, ordered };
  const list = useDisputesList({
    ...{ client, scope, status, sort, customer, category, marketplace, page, size, item },
  });
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
              <DisputeNotFound dispute={dispute} onDismiss={() => setPage(noDispute)} />
            )}
            {scope && <MoneyLeftSummary scope={scope} />}
            <DisputesSummarySection list={list} />
            <WhereChargesWent list={list} />
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
                selectClosing={search.select === 'closing'}
                onClosingSelected={() => setPage({ select: '' })}
                selection={selection}
                restaurants={restaurants}
                clientId={scope?.clientId ?? ''}
              />
            </Suspense>
            <DisputesListSection
              {...{ selection, list, sort, page, size, restaurants }}
              onSort={(key) => setPage({ sort: nextSort(sort, key), page: 1 })}
              onOpen={openDispute}
              onRaise={raiseDispute}
              onPage={(next) => setPage({ page: next }, { push: true })}
              onSize={(next) => setPage({ size: next, page: 1 })}
            />
          </Stack>
        )}
      </ClientGate>
      <DisputeOverlays
        shown={list.shown}
        toRaise={toRaise}
        clientId={scope?.clientId}
        restaurantOf={restaurantOf}
        onCloseShown={() => setPage(noDispute, { push: true })}
        onCloseRaise={() => setRaising(null)}
      />
    </Stack>
  );
}
