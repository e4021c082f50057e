import { Line, LineChart, YAxis } from 'recharts';
import type { WeekOfPayouts } from '../../entities/finance/finance-figures';
import { formatCents, formatDate } from '../../lib/format';

interface PayoutSparklineProps {
  weeks: readonly WeekOfPayouts[];
  client: string;
}

/**
 * Weekly net payout as a small line (loaded with the portfolio only, after its table). Described
 * in words for screen readers: first and last week, lowest and highest.
 */
export default function PayoutSparkline({ weeks, client }: PayoutSparklineProps) {
  if (weeks.length < 2)
    return <span aria-label={`Not enough weeks of payouts for ${client}`}>–</span>;
  const data = weeks.map((week) => ({ week: week.week, dollars: week.cents / 100 }));
  const cents = weeks.map((week) => week.cents);
  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  const label =
    `Weekly net payout of ${client}, ${weeks.length} weeks from ${formatDate(first?.week ?? '')}: ` +
    `${formatCents(first?.cents ?? 0)} to ${formatCents(last?.cents ?? 0)}, ` +
    `lowest ${formatCents(Math.min(...cents))}, highest ${formatCents(Math.max(...cents))}`;
  return (
    <div role="img" aria-label={label} data-sparkline style={{ width: 96, height: 28 }}>
      <LineChart
        width={96}
        height={28}
        data={data}
        margin={{ top: 2, right: 2, bottom: 2, left: 2 }}
      >
        <YAxis hide domain={['dataMin', 'dataMax']} />
        <Line
          type="monotone"
          dataKey="dollars"
          stroke="var(--mantine-color-blue-6)"
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </div>
  );
}
