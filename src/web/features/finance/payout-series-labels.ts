import { channelColor, channelLabel } from '../../lib/channels';
import { formatDate } from '../../lib/format';
import { PENDING, type PayoutBucket } from './payout-series';

/** Room on the right for the last date's label. */
export const MARGIN = { top: 8, right: 20, bottom: 0, left: 8 };

export const seriesLabel = (name: string) => (name === PENDING ? 'Pending' : channelLabel(name));
export const seriesColor = (name: string) =>
  name === PENDING ? 'var(--mantine-color-gray-5)' : `var(--mantine-color-${channelColor(name)}-6)`;
export const shortDate = (value: unknown) =>
  typeof value === 'string' ? formatDate(value).slice(0, -6) : '';

export const bucketTitle = (bucket: PayoutBucket, date: string) =>
  bucket === 'week' ? `Week of ${formatDate(date)}` : formatDate(date);
