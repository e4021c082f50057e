import type { Channel } from '../../../contract/channels';
import { filterShape, writeSearch } from '../../lib/url-state';

/** What a link into one client's page keeps from the page it is on. */
export interface LinkFilters {
  from: string;
  to: string;
  channels: readonly Channel[];
}

/**
 * A link to one client's page with the same dates and channels (every listing), plus the page's
 * own params (`extra`) and a section to scroll to (`hash`): the portfolio's way into a client.
 */
export function clientPageLink(
  path: string,
  clientId: string,
  { from, to, channels }: LinkFilters,
  extra: Record<string, string> = {},
  hash = '',
): string {
  const search = writeSearch(new URLSearchParams(), filterShape, {
    client: clientId,
    from,
    to,
    channels: [...channels],
  });
  for (const [key, value] of Object.entries(extra)) search.set(key, value);
  return `${path}?${search.toString()}${hash ? `#${hash}` : ''}`;
}
