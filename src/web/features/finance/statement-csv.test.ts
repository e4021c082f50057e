import { describe, expect, it } from 'vitest';
import type { OverviewResult } from '../../../contract/finance';
import { STATEMENT_CSV } from './statement-csv';

/** An overview with the figures the statement reads (the rest of the reply is not read). */
const overview = (net: number, revenue: number) =>
  ({
    overview: {
      payout: {
        totalRevenue: revenue,
        deductions: { total: -10.1 },
        tax: { taxToBePaid: 2 },
        estimatedPayout: revenue - 8.1,
        differenceBifurcation: { total: -0.5 },
        netPayout: { refundByService: 0.25, total: net },
      },
      tax: { taxRemittedToState: 1, taxRemittedToMerchant: 2 },
    },
  }) as unknown as OverviewResult;

const lines = (csv: string) => csv.split('\r\n').map((line) => line.split(','));

describe('the statement CSVs beside its tables', () => {
  it('writes the overview beside the month before, with the change in cents and percent', () => {
    const rows = lines(STATEMENT_CSV.overview(overview(110.3, 200), overview(100.1, 190)));
    expect(rows[0]).toEqual(['Figure', 'This month', 'Month before', 'Change', 'Change (%)']);
    expect(rows.find((row) => row[0] === 'Net payout')).toEqual([
      'Net payout',
      '110.30',
      '100.10',
      '10.20',
      '10.2',
    ]);
  });

  it('leaves the month before and the change empty when the month before did not load', () => {
    const rows = lines(STATEMENT_CSV.overview(overview(110.3, 200), undefined));
    expect(rows.find((row) => row[0] === 'Total revenue')).toEqual([
      'Total revenue',
      '200.00',
      '',
      '',
      '',
    ]);
  });

  it('writes the disputes and reviews as figure and value, money in dollars', () => {
    const disputes = lines(
      STATEMENT_CSV.disputes({
        disputed: 3,
        disputedCents: 12345,
        wonCents: 1000,
        lostCents: 500,
        won: 1,
        lost: 1,
        winRate: 0.5,
        pending: 1,
        pendingCents: 10845,
        open: 2,
        openCents: 700,
      }),
    );
    expect(disputes).toContainEqual(['Amount disputed', '123.45']);
    expect(disputes).toContainEqual(['Win rate (%)', '50.0']);
    const reviews = lines(
      STATEMENT_CSV.reviews({
        needsReply: 1,
        closingSoon: 0,
        missed: 2,
        replyRate: null,
        reviews: 0,
        answered: 0,
        complete: true,
      }),
    );
    expect(reviews).toContainEqual(['Reply rate (%)', '']);
    expect(reviews).toContainEqual(['Missed', '2']);
  });
});
