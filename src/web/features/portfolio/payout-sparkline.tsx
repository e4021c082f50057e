import type { WeekOfPayouts } from '../../entities/finance/finance-figures';
import { formatCents, formatDate } from '../../lib/format';
import classes from './portfolio.module.css';

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 2;

interface PayoutSparklineProps {
  weeks: readonly WeekOfPayouts[];
  client: string;
}

/**
 * Weekly net payout as a small line: one SVG path, described in words for screen readers (first
 * and last week, lowest and highest). Decision: drawn by hand, not with the chart library, since
 * 25 charts' worth of library rendering held the main thread for a quarter of a second while the
 * portfolio's rows filled in, and a line of a dozen points needs no axes, scales or tooltips.
 */
export function PayoutSparkline({ weeks, client }: PayoutSparklineProps) {
  if (weeks.length < 2) {
    return <span aria-label={`Not enough weeks of payouts for ${client}`}>–</span>;
  }
  const cents = weeks.map((week) => week.cents);
  const low = Math.min(...cents);
  const high = Math.max(...cents);
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / (weeks.length - 1);
  const y = (value: number) =>
    high === low ? HEIGHT / 2 : PAD + ((high - value) * (HEIGHT - 2 * PAD)) / (high - low);
  const path = cents
    .map(
      (value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)}`,
    )
    .join('');
  const first = weeks[0] as WeekOfPayouts;
  const last = weeks[weeks.length - 1] as WeekOfPayouts;
  const label =
    `Weekly net payout of ${client}, ${weeks.length} weeks from ${formatDate(first.week)}: ` +
    `${formatCents(first.cents)} to ${formatCents(last.cents)}, ` +
    `lowest ${formatCents(low)}, highest ${formatCents(high)}`;
  return (
    <svg
      role="img"
      aria-label={label}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={classes.sparkline}
      data-sparkline
    >
      <path d={path} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
