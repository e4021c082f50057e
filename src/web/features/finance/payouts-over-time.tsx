import { Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { DepositRow } from '../../../contract/finance';
import { channelColor, channelLabel } from '../../lib/channels';
import { formatDate, formatMoney } from '../../lib/format';
import { AXIS_LINE, AXIS_TICK, compactMoney, GRID_STROKE } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import { PENDING, payoutSeries, type PayoutPoint } from './payout-series';

const seriesLabel = (name: string) => (name === PENDING ? 'Pending' : channelLabel(name));
const seriesColor = (name: string) =>
  name === PENDING ? 'var(--mantine-color-gray-5)' : `var(--mantine-color-${channelColor(name)}-6)`;
const shortDate = (value: unknown) =>
  typeof value === 'string' ? formatDate(value).slice(0, -6) : '';

function PayoutTooltip({ active, payload }: TooltipContentProps) {
  const point = active ? (payload[0]?.payload as PayoutPoint | undefined) : undefined;
  if (!point) return null;
  return (
    <ChartTooltip
      title={formatDate(point.payoutDate)}
      lines={payload.map((entry) => ({
        key: String(entry.dataKey),
        label: seriesLabel(String(entry.dataKey)),
        dollars: Number(entry.value),
      }))}
    />
  );
}

/** Payouts by payout date, stacked by channel: a missing or late week shows as a gap. */
export function PayoutsOverTime({ rows }: { rows: readonly DepositRow[] }) {
  const { points, series } = useMemo(() => payoutSeries(rows), [rows]);
  if (points.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No payouts in this period.
      </Text>
    );
  }
  return (
    <figure style={{ margin: 0 }} aria-labelledby="payouts-title" data-chart="payouts">
      <VisuallyHidden component="figcaption" id="payouts-title">
        Payouts by payout date, stacked by channel
      </VisuallyHidden>
      <div aria-hidden>
        <ResponsiveContainer
          width="100%"
          height={280}
          initialDimension={{ width: 640, height: 280 }}
        >
          <BarChart
            accessibilityLayer={false}
            data={points}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          >
            <CartesianGrid vertical={false} stroke={GRID_STROKE} strokeDasharray="3 3" />
            <XAxis
              dataKey="payoutDate"
              tick={AXIS_TICK}
              axisLine={AXIS_LINE}
              tickLine={false}
              tickFormatter={shortDate}
              minTickGap={16}
            />
            <YAxis
              tick={AXIS_TICK}
              axisLine={false}
              tickLine={false}
              tickFormatter={compactMoney}
              width={64}
            />
            <Tooltip
              content={PayoutTooltip}
              cursor={{ fill: 'var(--mantine-color-default-hover)' }}
              isAnimationActive={false}
            />
            <Legend formatter={seriesLabel} wrapperStyle={{ fontSize: 12 }} />
            {series.map((name) => (
              <Bar
                key={name}
                dataKey={name}
                stackId="payouts"
                fill={seriesColor(name)}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* Plain elements: a year has hundreds of cells, and no one sees them. */}
      <VisuallyHidden>
        <table>
          <caption>Payouts by payout date</caption>
          <thead>
            <tr>
              <th scope="col">Payout date</th>
              {series.map((name) => (
                <th key={name} scope="col">
                  {seriesLabel(name)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.payoutDate}>
                <th scope="row">{formatDate(point.payoutDate)}</th>
                {series.map((name) => (
                  <td key={name}>{formatMoney(Number(point[name]))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
