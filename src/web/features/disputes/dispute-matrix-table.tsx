import { Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DisputedOrder } from '../../../contract/disputes';
import { SectionHeading } from '../../components/section-heading';
import { TableFrame } from '../../components/data-table';
import { disputeMatrix, type MatrixCell } from '../../entities/dispute/dispute-matrix';
import { channelLabel } from '../../lib/channels';
import { issueName } from '../../lib/display-names';
import { formatCents, formatCount, formatPercent } from '../../lib/format';
import { writeSearch } from '../../lib/url-state';
import { disputesPageShape } from './disputes-loader';
import classes from './dispute-matrix.module.css';

/** A cell's colour by its win rate: how well disputes of that kind do there. */
const toneOf = (cell: MatrixCell) =>
  cell.winRate === null
    ? undefined
    : cell.winRate >= 0.6
      ? 'var(--mantine-color-teal-light)'
      : cell.winRate >= 0.4
        ? 'var(--mantine-color-yellow-light)'
        : 'var(--mantine-color-red-light)';

/**
 * What wins: error category (rows) by channel (columns) over the range, each cell its disputes
 * decided, amounts won and lost and win rate, coloured by the rate; a cell opens the list of
 * that category on that channel. Its totals are the summary's won and lost.
 */
export function DisputeMatrixTable({ orders }: { orders: readonly DisputedOrder[] }) {
  const matrix = useMemo(() => disputeMatrix(orders), [orders]);
  const [params] = useSearchParams();
  if (matrix.categories.length === 0) return null;
  const linkTo = (cell: MatrixCell) =>
    `?${writeSearch(params, disputesPageShape, {
      category: cell.category,
      marketplace: cell.channel,
      status: 'all',
      page: 1,
    }).toString()}`;
  return (
    <Paper component="section" aria-labelledby="dispute-matrix" withBorder p="md" data-matrix>
      <Stack gap="sm">
        <SectionHeading
          id="dispute-matrix"
          title="What wins"
          description="Decided disputes by error category and marketplace: the win rate, what was won and what was lost."
        />
        <TableFrame
          caption="Disputes won and lost by error category and marketplace"
          minWidth={640}
          sticky
        >
          <thead>
            <tr>
              <th>Error category</th>
              {matrix.channels.map((channel) => (
                <th key={channel}>{channelLabel(channel)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.categories.map((category) => (
              <tr key={category}>
                <th scope="row">{issueName(category)}</th>
                {matrix.channels.map((channel) => {
                  const cell = matrix.cell(category, channel);
                  return (
                    <td
                      key={channel}
                      style={{ background: cell && toneOf(cell) }}
                      data-cell={`${category}:${channel}`}
                    >
                      {cell && (
                        <Link to={linkTo(cell)} className={`mantine-focus-auto ${classes.cell}`}>
                          <span className={classes.rate}>
                            {cell.winRate === null ? '–' : formatPercent(cell.winRate)}
                          </span>{' '}
                          <span className={classes.xs}>of {formatCount(cell.decided)}</span>
                          <span className={`${classes.xs} ${classes.line}`}>
                            {formatCents(cell.wonCents)} won · {formatCents(cell.lostCents)} lost
                          </span>
                        </Link>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-totals>
              <th scope="row">All</th>
              <td colSpan={matrix.channels.length}>
                <Text size="sm" fw={700} data-matrix-totals>
                  {formatCount(matrix.totals.decided)} decided ·{' '}
                  {formatCents(matrix.totals.wonCents)} won · {formatCents(matrix.totals.lostCents)}{' '}
                  lost
                </Text>
              </td>
            </tr>
          </tfoot>
        </TableFrame>
      </Stack>
    </Paper>
  );
}
