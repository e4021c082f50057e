import { Group, Progress, Stack, Text } from '@mantine/core';
import { StatGrid } from '../../components/stat-grid';
import { MoneyLeftHelp } from '../../entities/dispute/money-left-help';
import { formatCents, formatCount, formatCountOf, sumCentsBy } from '../../lib/format';
import type { PortfolioRow } from './portfolio-figures';

/**
 * Money left on the table across every client (summed in cents over the rows that have it), and
 * how many clients have loaded: "18 of 25 clients loaded", then "25 clients".
 */
export function PortfolioSummary({ rows }: { rows: readonly PortfolioRow[] }) {
  const done = rows.filter((row) => row.parts && !row.loading).length;
  const failed = rows.filter(
    (row) => row.parts && Object.values(row.parts).some((part) => !part.ok),
  ).length;
  const total = (cents: (row: PortfolioRow) => number | undefined) =>
    formatCents(sumCentsBy(rows, (row) => (cents(row) ?? 0) / 100));
  /**
   * A card's note, then how many clients its sum covers: while some clients' figure is not in
   * (loading, or failed) the sum is of the others, and the card says so rather than pass it off as
   * the portfolio's total. The line is there throughout, so the cards keep their height as rows
   * arrive.
   */
  const noted = (cents: (row: PortfolioRow) => number | undefined, note?: string) => {
    const have = rows.filter((row) => cents(row) !== undefined).length;
    const covers =
      have < rows.length
        ? `${formatCount(have)} of ${formatCountOf(rows.length, 'client')}`
        : rows.length === 1
          ? '1 client'
          : `All ${formatCountOf(rows.length, 'client')}`;
    return (
      <>
        {note}
        {note && <br />}
        {covers}
      </>
    );
  };
  const moneyLeft = (row: PortfolioRow) => row.figures.moneyLeftCents;
  const open = (row: PortfolioRow) => row.figures.left?.openCents;
  const claimBack = (row: PortfolioRow) => row.figures.claimBackCents;
  const lost = (row: PortfolioRow) => row.figures.left?.lostCents;
  const closing = rows.reduce(
    (count, row) => count + (row.figures.left?.openByDaysLeft.closing.count ?? 0),
    0,
  );
  return (
    <>
      <StatGrid
        label="Portfolio summary"
        cols={{ base: 2, md: 4 }}
        stats={[
          {
            label: 'Money left on the table',
            value: total(moneyLeft),
            note: noted(moneyLeft, 'open to dispute + POS to claim back'),
          },
          {
            label: 'Open to dispute',
            value: total(open),
            note: noted(
              open,
              `${formatCountOf(closing, 'order')} ${closing === 1 ? 'closes' : 'close'} within 3 days · any order date`,
            ),
          },
          {
            label: 'POS revenue to claim back',
            value: total(claimBack),
            note: noted(claimBack),
          },
          {
            label: 'Lost for good',
            value: total(lost),
            note: noted(lost, 'dispute window closed, not disputed'),
          },
        ]}
      />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Text size="sm" aria-live="polite" data-progress>
            {done < rows.length
              ? `${formatCount(done)} of ${formatCount(rows.length)} clients loaded`
              : `${formatCount(rows.length)} clients`}
            {failed > 0 && ` · ${formatCount(failed)} with a figure that failed`}
          </Text>
          {/* Kept in its place once full (hidden), so the table below does not move up. */}
          <Progress
            value={(done / rows.length) * 100}
            size="xs"
            aria-label="Clients loaded"
            style={done < rows.length ? undefined : { visibility: 'hidden' }}
          />
          <Text size="sm" c="dimmed" data-deadline-note>
            Open to dispute and unanswered reviews: every order and review still open to act on,
            whatever the dates.
          </Text>
        </Stack>
        <MoneyLeftHelp />
      </Group>
    </>
  );
}
