import { paths } from '../../lib/paths';
import { filterSearch } from '../../lib/url-state';

/** The disputes page's section of where the error charges went, by outcome and by category. */
export const ERROR_CHARGES_SECTION = 'error-charges';

/**
 * One store's error charges in the disputes page: the current page's client, dates and channels,
 * that store alone, landing on where its charges went (the orders are listed below it). Apart
 * from the dispute's own links, which every page paints with: only the finance page needs it.
 */
export const storeChargesLink = (current: URLSearchParams, listingId: string) => {
  const search = new URLSearchParams(filterSearch(current));
  search.set('listings', listingId);
  return `${paths.disputes}?${search.toString()}#${ERROR_CHARGES_SECTION}`;
};
