import type { OverviewResult } from '../../../contract/finance';
import { csvDollars } from '../../components/table-model';
import type { DisputesSummary } from '../../entities/dispute/disputes-summary';
import { HEADLINE_FIGURES } from '../../entities/finance/headline-figures';
import type { ReviewFigures } from '../../entities/review/review-figures';
import { toCsv } from '../../lib/csv';
import { changeOf } from '../../lib/format';

const cents = (amount: number) => csvDollars(amount / 100);
const percent = (ratio: number | null) => (ratio === null ? '' : (ratio * 100).toFixed(1));

interface Figure {
  figure: string;
  value: string | number;
}

/** A section of figures as the statement shows them: one line each, its name and its value. */
const figuresCsv = (figures: readonly Figure[]) =>
  toCsv(figures, [
    { header: 'Figure', value: (row) => row.figure },
    { header: 'Value', value: (row) => row.value },
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
  disputes: (summary: DisputesSummary) =>
    figuresCsv([
      { figure: 'Disputed orders', value: summary.disputed },
      { figure: 'Amount disputed', value: cents(summary.disputedCents) },
      { figure: 'Won', value: cents(summary.wonCents) },
      { figure: 'Approved', value: summary.won },
      { figure: 'Lost', value: cents(summary.lostCents) },
      { figure: 'Denied', value: summary.lost },
      { figure: 'Win rate (%)', value: percent(summary.winRate) },
      { figure: 'Pending', value: summary.pending },
      { figure: 'Pending amount', value: cents(summary.pendingCents) },
      { figure: 'Open to dispute', value: cents(summary.openCents) },
      { figure: 'Orders open to dispute', value: summary.open },
    ]),
  reviews: (figures: ReviewFigures) =>
    figuresCsv([
      { figure: 'Reviews', value: figures.reviews },
      { figure: 'Answered', value: figures.answered },
      { figure: 'Reply rate (%)', value: percent(figures.replyRate) },
      { figure: 'Missed', value: figures.missed },
    ]),
};
