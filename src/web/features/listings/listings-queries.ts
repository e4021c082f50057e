import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';

/**
 * The listings area's query factory, generic → specific. The restaurant details are shared with
 * the client picker and the listings filter, so their options live in lib and are reused here.
 */
export const listingsQueries = {
  all: () => ['listings'] as const,
  restaurantDetails: restaurantDetailsQueryOptions,
};
