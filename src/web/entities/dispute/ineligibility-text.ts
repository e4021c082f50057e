import { formatDay } from '../../lib/calendar';
import { sentence, withChannelNames } from '../../lib/display-names';

/** A calendar date on its own in a text (not part of an id or a date-time). */
const ISO_DAY = /(?<![\w-])(\d{4}-\d{2}-\d{2})(?![\w:-])/g;

/** The gateway's dates in the app's one format: "on 2026-11-14" → "on Nov 14, 2026". */
const withDates = (text: string): string => text.replace(ISO_DAY, (day) => formatDay(day));

/**
 * Why an order cannot be disputed, in the gateway's words with its codes and dates as the app
 * shows them: "The dispute window closed on 2026-11-14" → "The dispute window closed on Nov 14,
 * 2026."; "MARKETPLACE_1_DRIVE does not accept disputes" → "Marketplace 1 Drive does not accept
 * disputes."
 */
export const ineligibilityText = (reason: string): string =>
  sentence(withDates(withChannelNames(reason)));
