import { Suspense } from 'react';
import type { DisputedOrder } from '../../../contract/disputes';
import { lazyAfterPaint, usePreload } from '../../performance/load-after-paint';

// An order's drawer and the raise dialog load after the page's first paint.
const DisputeDrawer = lazyAfterPaint(() =>
  import('./dispute-drawer').then((module) => module.DisputeDrawer),
);
const RaiseDisputeDialog = lazyAfterPaint(() =>
  import('./raise-dispute-dialog').then((module) => module.RaiseDisputeDialog),
);

/** What opens over the disputes page: one order's drawer (by the address), the raise dialog. */
export function DisputeOverlays({
  shown,
  toRaise,
  clientId,
  restaurantOf,
  onCloseShown,
  onCloseRaise,
}: {
  shown: DisputedOrder | undefined;
  toRaise: DisputedOrder | undefined;
  clientId: string | undefined;
  restaurantOf: (order: DisputedOrder) => string;
  onCloseShown: () => void;
  onCloseRaise: () => void;
}) {
  usePreload('on-intent', DisputeDrawer, RaiseDisputeDialog);
  // What the drawer and the dialog are told of their order.
  const about = (order: DisputedOrder, client: string) => ({
    order,
    restaurant: restaurantOf(order),
    clientId: client,
  });
  return (
    <Suspense fallback={null}>
      {shown && clientId && (
        <DisputeDrawer
          key={shown.deliveryUUID}
          {...about(shown, clientId)}
          onClose={onCloseShown}
        />
      )}
      {toRaise && clientId && (
        <RaiseDisputeDialog
          key={toRaise.deliveryUUID}
          {...about(toRaise, clientId)}
          onClose={onCloseRaise}
        />
      )}
    </Suspense>
  );
}
