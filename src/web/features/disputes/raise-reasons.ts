import type { ConfigDetails } from '../../../contract/auto-dispute';
import { categoriesOf } from '../../entities/dispute/dispute-config';
import { issueLabel as readable } from './dispute-status';

export interface ReasonGroup {
  group: string;
  items: string[];
}

/**
 * The channel's reasons, grouped by category, the order's own issue first. A reason listed under
 * two categories is offered once (the upstream takes only the reason).
 */
export function raiseReasons(
  details: ConfigDetails | undefined,
  channel: string,
  issue: string,
): ReasonGroup[] {
  const categories = categoriesOf(details, channel);
  const ordered = [
    ...categories.filter((entry) => entry.category === issue),
    ...categories.filter((entry) => entry.category !== issue),
  ];
  const seen = new Set<string>();
  return ordered
    .map(({ category, reasons }) => ({
      group: category === issue ? `${readable(category)} (this order’s issue)` : readable(category),
      items: reasons.filter((reason) => !seen.has(reason) && Boolean(seen.add(reason))),
    }))
    .filter((group) => group.items.length > 0);
}
