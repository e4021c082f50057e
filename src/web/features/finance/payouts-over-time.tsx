import { ColorSwatch, Group, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useMemo } from 'react';
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
import {
  CATEGORY_AXIS_PROPS,
  GRID_PROPS,
  labelInterval,
  MONEY_AXIS_PROPS,
  TOOLTIP_PROPS,
} from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import { MeasuredChart } from './measured-chart';
import { PENDING, payoutSeries, type PayoutBucket, type PayoutPoint } from './payout-series';

/** Room on the right for the last date's label. */
const MARGIN = { top: 8, right: 20, bottom: 0, left: 8 };

const seriesLabel = (name: string) => (name === PENDING ? 'Pending' : channelLabel(name));
const seriesColor = (name: string) =>
  name === PENDING ? 'var(--mantine-color-gray-5)' : `var(--mantine-color-${channelColor(name)}-6)`;
const shortDate = (value: unknown) =>
  typeof value === 'string' ? formatDate(value).slice(0, -6) : '';

const bucketTitle = (bucket: PayoutBucket, date: string) =>
  bucket === 'week' ? `Week of ${formatDate(date)}` : formatDate(date);

function PayoutTooltip({
  active,
  payload,
  bucket,
}: TooltipContentProps & { bucket: PayoutBucket }) {
  const point = active ? (payload[0]?.payload as PayoutPoint | undefined) : undefined;
  if (!point) return null;
  // Only the channels paid that day: a day without payouts says so, not six "$0.00" lines.
  const lines = payload
    .filter((entry) => Number(entry.value) !== 0)
    .map((entry) => ({
      key: String(entry.dataKey),
      label: seriesLabel(String(entry.dataKey)),
      dollars: Number(entry.value),
    }));
  return (
    <ChartTooltip
      title={bucketTitle(bucket, point.payoutDate)}
      lines={lines}
      empty={bucket === 'week' ? 'No payout that week' : 'No payout'}
    />
  );
}

/** Payouts by payout date (by week over long ranges), stacked by channel: a missing or late payout shows as a gap. */
export function PayoutsOverTime({ rows }: { rows: readonly DepositRow[] }) {
  const { points, series, bucket } = useMemo(() => payoutSeries(rows), [rows]);
  const tooltip = useCallback(
    (props: TooltipContentProps) => <PayoutTooltip {...props} bucket={bucket} />,
    [bucket],
  );
  const by = bucket === 'week' ? 'week' : 'payout date';
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
        Payouts by {by}, stacked by channel
      </VisuallyHidden>
      <Text size="sm" c="dimmed" mb="xs">
        {bucket === 'week' ? 'By week of payout' : 'By payout date'}, stacked by channel; grey is
        still pending. A gap is a missing or late payout.
      </Text>
      {/* Our own legend: recharts' measures itself and draws the whole chart a second time. */}
      <Group gap="md" mb="xs" aria-hidden>
        {series.map((name) => (
          <Group key={name} gap={6} wrap="nowrap">
            <ColorSwatch color={seriesColor(name)} size={10} withShadow={false} />
            <Text size="xs">{seriesLabel(name)}</Text>
          </Group>
        ))}
      </Group>
      <MeasuredChart height={280}>
        {(width) => (
          <BarChart
            width={width}
            height={280}
            accessibilityLayer={false}
            data={points}
            margin={MARGIN}
          >
            <CartesianGrid {...GRID_PROPS} />
            <XAxis
              {...CATEGORY_AXIS_PROPS}
              dataKey="payoutDate"
              tickFormatter={shortDate}
              interval={labelInterval(points.length, width, 64, MARGIN.left + MARGIN.right)}
            />
            <YAxis {...MONEY_AXIS_PROPS} />
            <Tooltip {...TOOLTIP_PROPS} content={tooltip} />
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
      </MeasuredChart>
      {/* Plain elements: a year has hundreds of cells, and no one sees them. */}
      <VisuallyHidden>
        <table>
          <caption>Payouts by {by}</caption>
          <thead>
            <tr>
              <th scope="col">{bucket === 'week' ? 'Week of' : 'Payout date'}</th>
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
