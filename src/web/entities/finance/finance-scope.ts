import type { ClientScope } from '../client/client-scope';
import {
  COMPARE_MODE_IDS,
  comparedRange,
  defaultCompareMode,
  type CompareMode,
  type DateRange,
} from '../../lib/date-ranges';
import { isIsoDate, param } from '../../lib/url-state';
import type { FinanceScope } from './finance-queries';

/**
 * The finance page's own params: payout dates (`payouts=2026-10-07,2026-10-14`) and what the
 * headlines compare with (`compare=previous-month`; none: the range's default, see
 * `defaultCompareMode`).
 */
export const financeShape = {
  payouts: param.list((item): item is string => isIsoDate(item)),
  compare: param.oneOf(['', ...COMPARE_MODE_IDS], ''),
};

/** The comparison the URL asks for, else the range's default. */
export const compareModeOf = (compare: CompareMode | '', range: DateRange): CompareMode =>
  compare || defaultCompareMode(range);

/** The same scope over the range it is compared with. */
export const comparedScope = (scope: FinanceScope, mode: CompareMode): FinanceScope => ({
  ...scope,
  ...comparedRange(scope, mode),
});

/**
 * What to ask for. Decision: the payout-dates filter applies to the deposits table only (the
 * table that lists payouts); the overview, its charts and the other tables cover the whole
 * range, so their totals stay equal to the headline figures. Undefined while no client exists.
 */
export const financeScope = (
  scope: ClientScope | undefined,
  payoutDates: readonly string[] = [],
): FinanceScope | undefined => scope && { ...scope, payoutDates: [...payoutDates].sort() };

/** `2026-08-31 00:00:00` → `2026-08-31`. */
export const dayOf = (sqlDateTime: string) => sqlDateTime.slice(0, 10);

export const storeName = (names: ReadonlyMap<string, string>, id: string) => names.get(id) ?? id;

/** Rows with their store names, for tables and CSV files. */
export const withNames = <T extends object>(
  names: ReadonlyMap<string, string>,
  rows: readonly T[],
  id: (row: T) => string,
): (T & { name: string })[] => rows.map((row) => ({ ...row, name: storeName(names, id(row)) }));
