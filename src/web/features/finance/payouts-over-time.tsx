import { ColorSwatch, Group, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import type { DepositRow } from '../../../contract/finance';
import { formatDate, formatMoney } from '../../lib/format';
import { MeasuredChart } from './measured-chart';
import { payoutSeries } from './payout-series';
import { seriesColor, seriesLabel } from './payout-series-labels';

/** Payouts by payout date (by week over long ranges), stacked by channel: a missing or late payout shows as a gap. */
export function PayoutsOverTime({ rows }: { rows: readonly DepositRow[] }) {
  const { points, series, bucket } = useMemo(() => payoutSeries(rows), [rows]);
  const by = bucket === 'week' ? 'week' : 'payout date';
  // The chart keeps the days without a payout (its gaps); the table read out lists the payout
  // dates only, not every day between at $0.00. A week without one stays: weekly marketplaces pay
  // every week, so an empty week is the missing payout a reader looks for.
  const paid = useMemo(
    () =>
      bucket === 'week'
        ? points
        : points.filter((point) => series.some((name) => Number(point[name]) !== 0)),
    [points, series, bucket],
  );
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
        {(width, charts) => (
          <charts.PayoutsChart points={points} series={series} bucket={bucket} width={width} />
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
            {paid.map((point) => (
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
