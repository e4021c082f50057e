import * as z from 'zod/mini';
import './zod-locale';

export const listing = z.object({
  restaurantName: z.string(),
  brandName: z.string(),
  listingId: z.string(),
  isMarketplace1Active: z.boolean(),
  isMarketplace3Active: z.boolean(),
  isMarketplace2Active: z.boolean(),
  /** Empty string when the listing is not on that marketplace (project decision). */
  marketplace1StoreName: z.string(),
  marketplace2StoreName: z.string(),
  marketplace3StoreName: z.string(),
});
export type Listing = z.infer<typeof listing>;

export const client = z.object({
  clientName: z.string(),
  clientId: z.string(),
  listingDetails: z.array(listing),
});
export type Client = z.infer<typeof client>;

export const restaurantDetailsResult = z.object({ restaurantDetails: z.array(client) });
export type RestaurantDetailsResult = z.infer<typeof restaurantDetailsResult>;
