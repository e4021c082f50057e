import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ClientScope } from '../../entities/client/client-scope';
import type { CompareMode } from '../../lib/date-ranges';
import { financeQueries } from '../../entities/finance/finance-queries';
import { compareModeOf, comparedScope, financeScope } from '../../entities/finance/finance-scope';
import { useLatch } from '../../lib/use-latch';
import { payoutDatesOf } from './payout-series';

/**
 * The finance page's figures: the overview of the whole range and of the range it is compared
 * with, the deposits and the per-store estimates for the charts, and the payout dates to choose
 * from. `scope` (the tables' scope) carries the chosen payout dates; the rest cover every payout.
 */
export function useFinanceFigures(
  clientScope: ClientScope | undefined,
  payouts: readonly string[],
  compare: CompareMode | '',
) {
  const whole = useMemo(() => financeScope(clientScope), [clientScope]);
  const scope = useMemo(() => financeScope(clientScope, payouts), [clientScope, payouts]);
  const overview = useQuery({
    ...financeQueries.overview(whole),
    placeholderData: keepPreviousData,
  });
  const compareMode = whole ? compareModeOf(compare, whole) : undefined;
  const compared = useMemo(
    () => (whole && compareMode ? comparedScope(whole, compareMode) : undefined),
    [whole, compareMode],
  );
  const previous = useQuery(financeQueries.overview(compared));
  // The figures are first drawn with the compared range's changes, or as soon as that range has
  // failed once (its retries would hold them back for seconds): drawn before them, every headline
  // card grew as its change came in and moved all below it (a layout shift of 0.018 on a 360 px
  // phone whenever the compared range came in second). Later changes of filters keep what is
  // shown meanwhile, as before.
  const comparedSettled = useLatch(
    compared !== undefined && (!previous.isLoading || previous.failureCount > 0),
  );
  const deposits = useQuery(financeQueries.deposits(whole));
  const stores = useQuery(financeQueries.estimateVsActual(whole));
  const payoutDateOptions = useMemo(
    () => payoutDatesOf(deposits.data?.result ?? []),
    [deposits.data],
  );
  return {
    whole,
    scope,
    overview,
    compareMode,
    compared,
    previous,
    comparedSettled,
    deposits,
    stores,
    payoutDateOptions,
  };
}
