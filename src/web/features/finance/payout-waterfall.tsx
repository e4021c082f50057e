import { Table, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
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
import type { GraphElement } from '../../../contract/finance';
import { formatMoney } from '../../lib/format';
import {
  AXIS_TICK,
  CATEGORY_AXIS_PROPS,
  GRID_PROPS,
  MONEY_AXIS_PROPS,
  plotWidth,
  TOOLTIP_PROPS,
} from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import { MeasuredChart } from './measured-chart';
import { typeColor, waterfallBars, type WaterfallBar } from './waterfall-data';

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

/** Step names wrap onto two lines within their bar's band ("Estimated / payout"). */
const wrappingTick = (bandWidth: number) =>
  function StepTick({ x, y, payload }: XAxisTickContentProps) {
    return (
      <Text {...AXIS_TICK} x={x} y={y} width={bandWidth} textAnchor="middle" verticalAnchor="start">
        {String(payload.value)}
      </Text>
    );
  };

/**
 * The payout waterfall: one floating bar per step from its `range`, coloured by its type. No
 * animation (data updates redraw at once); the same figures as a table for screen readers.
 */
export function PayoutWaterfall({ graph }: { graph: readonly GraphElement[] }) {
  const bars = useMemo(() => waterfallBars(graph), [graph]);
  return (
    <figure style={{ margin: 0 }} aria-labelledby="waterfall-title" data-chart="waterfall">
      <VisuallyHidden component="figcaption" id="waterfall-title">
        Payout waterfall, from revenue to net payout
      </VisuallyHidden>
      <MeasuredChart height={320}>
        {(width) => (
          <BarChart
            width={width}
            height={320}
            accessibilityLayer={false}
            data={bars}
            margin={{ top: 24, right: 8, bottom: 8, left: 8 }}
          >
            <CartesianGrid {...GRID_PROPS} />
            <XAxis
              {...CATEGORY_AXIS_PROPS}
              dataKey="label"
              interval={0}
              height={48}
              tick={wrappingTick(plotWidth(width) / Math.max(1, bars.length) - 4)}
            />
            <YAxis {...MONEY_AXIS_PROPS} />
            <Tooltip {...TOOLTIP_PROPS} content={WaterfallTooltip} />
            <Bar dataKey={rangeOf} isAnimationActive={false} maxBarSize={64}>
              {bars.map((bar) => (
                <Cell key={bar.key} fill={typeColor(bar.type)} data-step={bar.key} />
              ))}
              <LabelList
                dataKey="value"
                position="top"
                formatter={labelOf}
                style={{ fill: 'var(--mantine-color-text)', fontSize: 12 }}
              />
            </Bar>
          </BarChart>
        )}
      </MeasuredChart>
      <VisuallyHidden>
        <Table>
          <caption>Payout waterfall figures</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Step</Table.Th>
              <Table.Th scope="col">Amount</Table.Th>
              <Table.Th scope="col">Parts</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bars.map((bar) => (
              <Table.Tr key={bar.key}>
                <Table.Th scope="row">{bar.label}</Table.Th>
                <Table.Td>{formatMoney(bar.value)}</Table.Td>
                <Table.Td>
                  {bar.parts.map((part) => `${part.label} ${formatMoney(part.value)}`).join('; ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </figure>
  );
}
