import type { RestaurantDetailsResult } from '../../contract/listings';
import { DATE_PRESETS, DEFAULT_PRESET } from './date-ranges';
import { formatDate } from './format';
import { resolveClient } from './restaurant-details';
import { filterShape, readSearch } from './url-state';

export interface FilterRepair {
  /** The search the page really shows, to replace the URL's. */
  search: URLSearchParams;
  /** What was replaced, in words; empty when nothing the user asked for was lost. */
  notices: string[];
}

const DEFAULT_LABEL = (
  DATE_PRESETS.find((preset) => preset.id === DEFAULT_PRESET)?.label ?? ''
).toLowerCase();

const listOf = (value: string | null) =>
  value
    ? [...new Set(value.split(',').map((item) => item.trim()))].filter((item) => item !== '')
    : [];

/** A full stop, unless the text (e.g. `Saffron Eats Co.`) ends with one. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The URL's shared filters checked against what exists: an unknown client, a date that is not
 * one, half a range or a range that ends before it starts, listings of another client and
 * unknown channels. Each is replaced by what the page shows instead, and said so; a missing
 * client is simply filled in. Undefined when the URL already says what is shown.
 */
export function repairFilters(
  params: URLSearchParams,
  details: RestaurantDetailsResult,
): FilterRepair | undefined {
  const next = new URLSearchParams(params);
  const notices: string[] = [];
  const parsed = readSearch(params, filterShape);

  const requested = params.get('client');
  const client = resolveClient(details, requested ?? undefined);
  if (client && client.clientId !== requested) {
    next.set('client', client.clientId);
    if (requested) notices.push(sentence(`No client '${requested}': showing ${client.clientName}`));
  }

  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) {
    const invalid = [
      ...(from !== null && parsed.from === undefined ? [from] : []),
      ...(to !== null && parsed.to === undefined ? [to] : []),
    ];
    const fallback = `showing the ${DEFAULT_LABEL}`;
    let problem: string | undefined;
    if (invalid.length > 0) {
      problem = `${quoted(invalid)} ${invalid.length > 1 ? 'are not dates' : 'is not a date'} (YYYY-MM-DD): ${fallback}.`;
    } else if (!parsed.from || !parsed.to) {
      problem = `A range needs a start and an end: ${fallback}.`;
    } else if (parsed.from > parsed.to) {
      problem = `The range ends (${formatDate(parsed.to)}) before it starts (${formatDate(parsed.from)}): ${fallback}.`;
    }
    if (problem) {
      next.delete('from');
      next.delete('to');
      notices.push(problem);
    }
  }

  const listings = listOf(params.get('listings'));
  if (client && listings.length > 0) {
    const known = new Set(client.listingDetails.map((listing) => listing.listingId));
    const unknown = listings.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const kept = listings.filter((id) => known.has(id));
      if (kept.length > 0) next.set('listings', kept.join(','));
      else next.delete('listings');
      notices.push(
        `No listing ${quoted(unknown)} at ${client.clientName}: ${kept.length > 0 ? 'left out' : 'showing all its listings'}.`,
      );
    }
  }

  const channels = listOf(params.get('channels'));
  const unknownChannels = channels.filter((code) => !parsed.channels.includes(code as never));
  if (unknownChannels.length > 0) {
    if (parsed.channels.length > 0) next.set('channels', parsed.channels.join(','));
    else next.delete('channels');
    notices.push(
      `No channel ${quoted(unknownChannels)}: ${parsed.channels.length > 0 ? 'left out' : 'showing all channels'}.`,
    );
  }

  return next.toString() === params.toString() ? undefined : { search: next, notices };
}
