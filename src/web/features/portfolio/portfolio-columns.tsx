import { Link } from 'react-router';
import {
  countColumn,
  moneyColumn,
  NO_FIGURE,
  percentColumn,
  textColumn,
  type Column,
} from '../../components/table-model';
import { clientPageLink, type LinkFilters } from '../../entities/client/client-links';
import { statementLink, statementMonthOf } from '../../entities/finance/statement-link';
import { formatCents, formatCount, formatCountOf, formatPercent } from '../../lib/format';
import { paths } from '../../lib/paths';
import { PayoutSparkline } from './payout-sparkline';
import { ChangeNote, FigureCell, FigureLink, Note, Stacked } from './portfolio-cells';
import type { ClientFigures, PortfolioRow } from './portfolio-figures';
import type { PartId } from '../../entities/portfolio/portfolio-row';
import classes from './portfolio.module.css';

/** Cents (or a count, or a ratio) as a column value; a missing figure sorts last. */
const figure = (value: number | null | undefined) =>
  value === undefined || value === null ? NO_FIGURE : value;
/** A rate as shown: a percentage, or a dash with nothing to rate. */
const rate = (ratio: number | null | undefined) =>
  ratio === null || ratio === undefined ? '–' : formatPercent(ratio);
const dollars = (cents: number | undefined) => (cents === undefined ? NO_FIGURE : cents / 100);

/** A portfolio column, with the parts its figure comes from (for its cell and its total). */
export type PortfolioColumn = Column<PortfolioRow> & { parts?: readonly PartId[] };

interface MoneySpec {
  id: string;
  header: string;
  parts: readonly PartId[];
  cents: (figures: ClientFigures) => number | undefined;
  /** Where the figure links to, on the client's own page. */
  link: (row: PortfolioRow) => string;
  note?: (figures: ClientFigures) => React.ReactNode;
}

const money = (spec: MoneySpec): PortfolioColumn => ({
  ...moneyColumn<PortfolioRow>(spec.id, spec.header, (row) => dollars(spec.cents(row.figures)), {
    render: (row) => {
      const cents = spec.cents(row.figures);
      return (
        <FigureCell row={row} parts={spec.parts}>
          {cents === undefined ? undefined : (
            <Stacked>
              <FigureLink
                to={spec.link(row)}
                label={`${spec.header} of ${row.client.clientName}: ${formatCents(cents)}`}
              >
                {formatCents(cents)}
              </FigureLink>
              {spec.note?.(row.figures)}
            </Stacked>
          )}
        </FigureCell>
      );
    },
  }),
  parts: spec.parts,
});

/**
 * The portfolio's columns, every figure a link into the client's own page with the same filters.
 * `csvOnly` holds the figures the cells show as notes, as their own CSV columns.
 */
export function portfolioColumns(filters: LinkFilters) {
  const link =
    (path: string, extra: Record<string, string> = {}, hash = '') =>
    (row: PortfolioRow) =>
      clientPageLink(path, row.client.clientId, filters, extra, hash);
  const finance = link(paths.finance, { compare: 'previous-period' });
  const openDisputes = link(paths.disputes, { status: 'open' });

  const columns: PortfolioColumn[] = [
    textColumn<PortfolioRow>('client', 'Client', (row) => row.client.clientName, {
      render: (row) => (
        <>
          <Link to={link(paths.finance)(row)} className={classes.client}>
            {row.client.clientName}
          </Link>
          <Link
            to={statementLink(row.client.clientId, statementMonthOf(filters))}
            className={classes.statement}
            aria-label={`Month statement of ${row.client.clientName}`}
          >
            Month statement
          </Link>
        </>
      ),
    }),
    money({
      id: 'moneyLeft',
      header: 'Money left on the table',
      parts: ['disputes', 'pos'],
      cents: (f) => f.moneyLeftCents,
      link: openDisputes,
      note: (f) => f.left && <Note>{formatCents(f.left.lostCents)} lost for good</Note>,
    }),
    money({
      id: 'revenue',
      header: 'Revenue',
      parts: ['finance'],
      cents: (f) => f.revenueCents,
      link: finance,
    }),
    money({
      id: 'netPayout',
      header: 'Net payout',
      parts: ['finance'],
      cents: (f) => f.netPayoutCents,
      link: finance,
      note: (f) => f.netPayoutChange && <ChangeNote change={f.netPayoutChange} />,
    }),
    {
      id: 'weeks',
      header: 'Weekly net payout',
      kind: 'text',
      parts: ['payouts'],
      render: (row) => (
        <FigureCell row={row} parts={['payouts']}>
          {row.figures.weeks && (
            <PayoutSparkline weeks={row.figures.weeks} client={row.client.clientName} />
          )}
        </FigureCell>
      ),
    },
    money({
      id: 'difference',
      header: 'Error charges and adjustments',
      parts: ['finance'],
      cents: (f) => f.differenceCents,
      link: finance,
    }),
    money({
      id: 'refund',
      header: 'Refund by the service',
      parts: ['finance'],
      cents: (f) => f.refundCents,
      link: finance,
    }),
    {
      ...percentColumn<PortfolioRow>('winRate', 'Dispute win rate', (row) =>
        figure(row.figures.winRate),
      ),
      render: (row) => (
        <FigureCell row={row} parts={['disputes']}>
          {row.figures.winRate === undefined ? undefined : (
            <FigureLink
              to={link(paths.disputes)(row)}
              label={`Dispute win rate of ${row.client.clientName}: ${rate(row.figures.winRate)}`}
            >
              {rate(row.figures.winRate)}
            </FigureLink>
          )}
        </FigureCell>
      ),
      parts: ['disputes'],
    },
    money({
      id: 'open',
      header: 'Open to dispute',
      parts: ['disputes'],
      cents: (f) => f.left?.openCents,
      link: openDisputes,
      note: (f) =>
        f.left && (
          <Note>
            {formatCountOf(f.left.open, 'order')} ·{' '}
            {formatCount(f.left.openByDaysLeft.closing.count)} close ≤ 3 days
          </Note>
        ),
    }),
    {
      ...countColumn<PortfolioRow>('unanswered', 'Unanswered reviews', (row) =>
        figure(row.figures.needsReply),
      ),
      render: (row) => (
        <FigureCell row={row} parts={['reviews']}>
          {row.figures.needsReply === undefined ? undefined : (
            <Stacked>
              <FigureLink
                to={link(paths.reviews)(row)}
                label={`Unanswered reviews of ${row.client.clientName}: ${formatCount(row.figures.needsReply)}`}
              >
                {formatCount(row.figures.needsReply)}
                {row.figures.reviewsComplete === false && '+'}
              </FigureLink>
              <Note>{formatCount(row.figures.reviewsClosingSoon ?? 0)} close ≤ 2 days</Note>
            </Stacked>
          )}
        </FigureCell>
      ),
      parts: ['reviews'],
    },
    {
      ...percentColumn<PortfolioRow>('replyRate', 'Reply rate', (row) =>
        figure(row.figures.replyRate),
      ),
      render: (row) => (
        <FigureCell row={row} parts={['reviews']}>
          {row.figures.replyRate === undefined ? undefined : (
            <FigureLink
              to={link(paths.reviews, { view: 'all' })(row)}
              label={`Reply rate of ${row.client.clientName}: ${rate(row.figures.replyRate)}`}
            >
              {rate(row.figures.replyRate)}
            </FigureLink>
          )}
        </FigureCell>
      ),
      parts: ['reviews'],
    },
    money({
      id: 'claimBack',
      header: 'POS revenue to claim back',
      parts: ['pos'],
      cents: (f) => f.claimBackCents,
      link: link(paths.finance, {}, 'finance-pos'),
    }),
  ];

  const csvOnly: PortfolioColumn[] = [
    moneyColumn('lost', 'Lost for good', (row) => dollars(row.figures.left?.lostCents)),
    moneyColumn('change', 'Net payout change', (row) =>
      dollars(row.figures.netPayoutChange?.cents),
    ),
    percentColumn('changeRatio', 'Net payout change', (row) =>
      figure(row.figures.netPayoutChange?.ratio),
    ),
    countColumn('openOrders', 'Orders open to dispute', (row) => figure(row.figures.left?.open)),
    countColumn('closing', 'Open orders closing within 3 days', (row) =>
      figure(row.figures.left?.openByDaysLeft.closing.count),
    ),
    countColumn('reviewsClosing', 'Unanswered reviews closing within 2 days', (row) =>
      figure(row.figures.reviewsClosingSoon),
    ),
  ];
  return { columns, csvOnly };
}
