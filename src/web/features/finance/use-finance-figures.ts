import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ClientScope } from '../../entities/client/client-scope';
import type { CompareMode } from '../../lib/date-ranges';
import { financeQueries } from '../../entities/finance/finance-queries';
import { compareModeOf, comparedScope, financeScope } from '../../entities/finance/finance-scope';
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
    deposits,
    stores,
    payoutDateOptions,
  };
}
