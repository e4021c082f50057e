import { VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import type { GraphElement } from '../../../contract/finance';
import { formatMoney } from '../../lib/format';
import { MeasuredChart } from './measured-chart';
import { waterfallBars } from './waterfall-data';
import { Table } from '../../components/table';

/**
 * The payout waterfall: one floating bar per step from its `range`, coloured by its type. No
 * animation (data updates redraw at once); the same figures as a table for screen readers.
 */
/** The chart's height (the statement's overview keeps its room while it loads). */
export const WATERFALL_HEIGHT = 320;

export function PayoutWaterfall({ graph }: { graph: readonly GraphElement[] }) {
  const bars = useMemo(() => waterfallBars(graph), [graph]);
  return (
    <figure style={{ margin: 0 }} aria-labelledby="waterfall-title" data-chart="waterfall">
      <VisuallyHidden component="figcaption" id="waterfall-title">
        Payout waterfall, from revenue to net payout
      </VisuallyHidden>
      <MeasuredChart height={WATERFALL_HEIGHT}>
        {(width, charts) => <charts.WaterfallChart bars={bars} width={width} />}
      </MeasuredChart>
      <VisuallyHidden>
        <Table>
          <caption>Payout waterfall figures</caption>
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Amount</th>
              <th scope="col">Parts</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.label}</th>
                <td>{formatMoney(bar.value)}</td>
                <td>
                  {bar.parts.map((part) => `${part.label} ${formatMoney(part.value)}`).join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </figure>
  );
}
