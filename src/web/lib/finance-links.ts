import { addDays } from './calendar';
import { paths } from './paths';

/**
 * Days of orders before a payout date that a link to the payout covers: a payout pays the orders
 * of the weeks before it, and the payout-date filter keeps only that payout's, so a generous
 * range shows the whole payout and nothing else in the deposits.
 */
export const PAYOUT_LINK_DAYS = 35;

/**
 * One payout in the finance page: the deposits narrowed to its payout date (`payouts=`), its
 * store's payouts open (`stores=`), the page scrolled to the deposits.
 */
export const depositOfPayoutLink = (payout: {
  clientId: string | undefined;
  storeId: string;
  payoutDate: string;
}) => {
  const day = payout.payoutDate.slice(0, 10);
  const search = new URLSearchParams();
  if (payout.clientId) search.set('client', payout.clientId);
  search.set('from', addDays(day, -PAYOUT_LINK_DAYS));
  search.set('to', day);
  search.set('payouts', day);
  search.set('stores', payout.storeId);
  return `${paths.finance}?${search.toString()}#finance-deposits`;
};
