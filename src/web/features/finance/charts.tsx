import { useCallback } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Text,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type XAxisTickContentProps,
} from 'recharts';
import { formatMoney } from '../../lib/format';
import {
  AXIS_TICK,
  CATEGORY_AXIS_PROPS,
  compactMoney,
  GRID_PROPS,
  labelInterval,
  MONEY_AXIS_PROPS,
  plotWidth,
  TOOLTIP_PROPS,
} from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import { MARGIN, bucketTitle, seriesColor, seriesLabel, shortDate } from './payout-series-labels';
import type { PayoutBucket, PayoutPoint } from './payout-series';
import { typeColor, type WaterfallBar } from './waterfall-data';

/*
 * The charts' drawing, the one module that imports recharts: it loads when a chart is about to
 * be seen (see MeasuredChart), not with the finance page.
 */

function WaterfallTooltip({ active, payload }: TooltipContentProps) {
  const bar = active ? (payload[0]?.payload as WaterfallBar | undefined) : undefined;
  if (!bar) return null;
  return (
    <ChartTooltip
      title={bar.label}
      total={{ label: 'Amount', dollars: bar.value }}
      lines={bar.parts.map((part) => ({ key: part.key, label: part.label, dollars: part.value }))}
    />
  );
}

const rangeOf = (bar: WaterfallBar) => bar.range;
const labelOf = (value: unknown) => (typeof value === 'number' ? formatMoney(value) : '');
const compactLabelOf = (value: unknown) => (typeof value === 'number' ? compactMoney(value) : '');

/** Below this width a step's band cannot hold its name or its amount on one line (a phone). */
const NARROW_BAND = 64;
/** Below this, not even a compact amount ("$6.2K"): the tooltip and the table carry it. */
const TINY_BAND = 40;

/** Step names wrap onto two lines within their bar's band ("Estimated / payout"). */
const wrappingTick = (bandWidth: number) =>
  function StepTick({ x, y, payload }: XAxisTickContentProps) {
    return (
      <Text {...AXIS_TICK} x={x} y={y} width={bandWidth} textAnchor="middle" verticalAnchor="start">
        {String(payload.value)}
      </Text>
    );
  };

/** On a phone: step names slanted, so each reads whole beside its bar. */
function SlantedTick({ x, y, payload }: XAxisTickContentProps) {
  return (
    <Text {...AXIS_TICK} x={x} y={y} angle={-40} textAnchor="end" verticalAnchor="middle" dy={6}>
      {String(payload.value)}
    </Text>
  );
}

export function WaterfallChart({ bars, width }: { bars: readonly WaterfallBar[]; width: number }) {
  const band = plotWidth(width) / Math.max(1, bars.length);
  const narrow = band < NARROW_BAND;
  return (
    <BarChart
      width={width}
      height={320}
      accessibilityLayer={false}
      data={bars as WaterfallBar[]}
      margin={{ top: 24, right: 8, bottom: 8, left: 8 }}
    >
      <CartesianGrid {...GRID_PROPS} />
      <XAxis
        {...CATEGORY_AXIS_PROPS}
        dataKey="label"
        interval={0}
        height={narrow ? 88 : 48}
        tick={narrow ? SlantedTick : wrappingTick(band - 4)}
      />
      <YAxis {...MONEY_AXIS_PROPS} />
      <Tooltip {...TOOLTIP_PROPS} content={WaterfallTooltip} />
      <Bar dataKey={rangeOf} isAnimationActive={false} maxBarSize={64}>
        {bars.map((bar) => (
          <Cell key={bar.key} fill={typeColor(bar.type)} data-step={bar.key} />
        ))}
        {band >= TINY_BAND && (
          <LabelList
            dataKey="value"
            position="top"
            formatter={narrow ? compactLabelOf : labelOf}
            style={{ fill: 'var(--mantine-color-text)', fontSize: narrow ? 10 : 12 }}
          />
        )}
      </Bar>
    </BarChart>
  );
}

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

interface PayoutsChartProps {
  points: readonly PayoutPoint[];
  series: readonly string[];
  bucket: PayoutBucket;
  width: number;
}

export function PayoutsChart({ points, series, bucket, width }: PayoutsChartProps) {
  const tooltip = useCallback(
    (props: TooltipContentProps) => <PayoutTooltip {...props} bucket={bucket} />,
    [bucket],
  );
  return (
    <BarChart
      width={width}
      height={280}
      accessibilityLayer={false}
      data={points as PayoutPoint[]}
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
  );
}
