import type { Channel } from '../../../contract/channels';
import type { Listing } from '../../../contract/listings';
import { channelLabel } from '../../lib/channels';

/**
 * The three marketplaces a listing record reports on: the channel, its name through the channel
 * registry, and the record's fields saying whether the listing is active there and under which
 * store name. The one place a channel is mapped to those fields.
 */
export const MARKETPLACES = [
  {
    channel: 'MARKETPLACE_1',
    label: channelLabel('MARKETPLACE_1'),
    active: 'isMarketplace1Active',
    store: 'marketplace1StoreName',
  },
  {
    channel: 'MARKETPLACE_2',
    label: channelLabel('MARKETPLACE_2'),
    active: 'isMarketplace2Active',
    store: 'marketplace2StoreName',
  },
  {
    channel: 'MARKETPLACE_3',
    label: channelLabel('MARKETPLACE_3'),
    active: 'isMarketplace3Active',
    store: 'marketplace3StoreName',
  },
] as const satisfies readonly {
  channel: Channel;
  active: keyof Listing;
  store: keyof Listing;
  label: string;
}[];

/**
 * Whether a listing is active on `channel`; undefined when its record does not say (a channel
 * other than the three it reports on).
 */
export const activeOn = (listing: Listing, channel: string): boolean | undefined => {
  const marketplace = MARKETPLACES.find((one) => one.channel === channel);
  return marketplace && listing[marketplace.active];
};
