import { param } from './url-state';

/**
 * The rows per page people choose from in a paged table (orders, disputes). 25 by default: the
 * upstream's own default (5) is a paging default, not a reading size.
 */
export const PAGE_SIZES = ['10', '25', '50', '100'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = '25';

/** The `size` URL parameter of a paged table. */
export const pageSizeParam = () => param.oneOf(PAGE_SIZES, DEFAULT_PAGE_SIZE);
