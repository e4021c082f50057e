import { Table, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { GraphElement } from '../../../contract/finance';
import { formatMoney } from '../../lib/format';
import { AXIS_LINE, AXIS_TICK, compactMoney, GRID_STROKE } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
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
      <div aria-hidden>
        <ResponsiveContainer
          width="100%"
          height={320}
          initialDimension={{ width: 640, height: 320 }}
        >
          <BarChart
            accessibilityLayer={false}
            data={bars}
            margin={{ top: 24, right: 8, bottom: 8, left: 8 }}
          >
            <CartesianGrid vertical={false} stroke={GRID_STROKE} strokeDasharray="3 3" />
            <XAxis
              dataKey="label"
              tick={AXIS_TICK}
              axisLine={AXIS_LINE}
              tickLine={false}
              interval={0}
              height={48}
            />
            <YAxis
              tick={AXIS_TICK}
              axisLine={false}
              tickLine={false}
              tickFormatter={compactMoney}
              width={64}
            />
            <Tooltip
              content={WaterfallTooltip}
              cursor={{ fill: 'var(--mantine-color-default-hover)' }}
              isAnimationActive={false}
            />
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
        </ResponsiveContainer>
      </div>
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
