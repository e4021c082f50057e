import { ColorSwatch, Group, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
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
  // Drawn once at its measured width: a responsive container draws a year of bars twice.
  const { ref, width } = useElementSize();
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
      {/* Our own legend: recharts' measures itself and draws the whole chart a second time. */}
      <Group gap="md" mb="xs" aria-hidden>
        {series.map((name) => (
          <Group key={name} gap={6} wrap="nowrap">
            <ColorSwatch color={seriesColor(name)} size={10} withShadow={false} />
            <Text size="xs">{seriesLabel(name)}</Text>
          </Group>
        ))}
      </Group>
      <div aria-hidden ref={ref} style={{ height: 280 }}>
        {width > 0 && (
          <BarChart
            width={width}
            height={280}
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
        )}
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
