import type { OverviewResult } from '../../../contract/finance';
import { csvDollars } from '../../components/table-model';
import type { DisputesSummary } from '../../entities/dispute/disputes-summary';
import { HEADLINE_FIGURES } from '../../entities/finance/headline-figures';
import type { ReviewFigures } from '../../entities/review/review-figures';
import { toCsv } from '../../lib/csv';
import { changeOf } from '../../lib/format';

const cents = (amount: number) => csvDollars(amount / 100);
const percent = (ratio: number | null) => (ratio === null ? '' : (ratio * 100).toFixed(1));

/** A figure of the statement's disputes or reviews: money in cents, a percentage as a ratio. */
export interface StatementFigure {
  figure: string;
  kind: 'money' | 'count' | 'percent';
  value: number | null;
}

const money = (figure: string, value: number): StatementFigure => ({
  figure,
  kind: 'money',
  value,
});
const count = (figure: string, value: number): StatementFigure => ({
  figure,
  kind: 'count',
  value,
});
const ratio = (figure: string, value: number | null): StatementFigure => ({
  figure,
  kind: 'percent',
  value,
});

/** The disputes and reviews sections' figures, in order: the CSVs' lines and the mailed PDF's. */
export const STATEMENT_FIGURES = {
  disputes: (summary: DisputesSummary): StatementFigure[] => [
    count('Disputed orders', summary.disputed),
    money('Amount disputed', summary.disputedCents),
    money('Won', summary.wonCents),
    count('Approved', summary.won),
    money('Lost', summary.lostCents),
    count('Denied', summary.lost),
    ratio('Win rate (%)', summary.winRate),
    count('Pending', summary.pending),
    money('Pending amount', summary.pendingCents),
    money('Open to dispute', summary.openCents),
    count('Orders open to dispute', summary.open),
  ],
  reviews: (figures: ReviewFigures): StatementFigure[] => [
    count('Reviews', figures.reviews),
    count('Answered', figures.answered),
    ratio('Reply rate (%)', figures.replyRate),
    count('Missed', figures.missed),
  ],
};

/** A section of figures as the statement shows them: one line each, its name and its value. */
const figuresCsv = (figures: readonly StatementFigure[]) =>
  toCsv(figures, [
    { header: 'Figure', value: (row) => row.figure },
    {
      header: 'Value',
      value: (row) =>
        row.kind === 'money'
          ? cents(row.value ?? 0)
          : row.kind === 'percent'
            ? percent(row.value)
            : (row.value ?? ''),
    },
  ]);

/**
 * The statement's sections that are not per-store tables, as CSV: the overview (the month beside
 * the month before), the disputes and the reviews of the month, the figures the statement shows.
 */
export const STATEMENT_CSV = {
  overview: (current: OverviewResult, previous: OverviewResult | undefined) =>
    toCsv(
      HEADLINE_FIGURES.map((figure) => {
        const now = figure.value(current);
        const before = previous && figure.value(previous);
        return { figure, now, before, change: before === undefined ? null : changeOf(now, before) };
      }),
      [
        { header: 'Figure', value: (row) => row.figure.label },
        { header: 'This month', value: (row) => csvDollars(row.now) },
        {
          header: 'Month before',
          value: (row) => (row.before === undefined ? '' : csvDollars(row.before)),
        },
        { header: 'Change', value: (row) => (row.change ? cents(row.change.cents) : '') },
        { header: 'Change (%)', value: (row) => percent(row.change?.ratio ?? null) },
      ],
    ),
  disputes: (summary: DisputesSummary) => figuresCsv(STATEMENT_FIGURES.disputes(summary)),
  reviews: (figures: ReviewFigures) => figuresCsv(STATEMENT_FIGURES.reviews(figures)),
};
