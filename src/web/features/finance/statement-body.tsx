import { Stack } from '@mantine/core';
import { useState } from 'react';
import { DepositsTable } from './deposits-table';
import { ESTIMATE_TABLE, isLargeDifference, statementEstimateColumns } from './estimate-table';
import { PayoutWaterfall } from './payout-waterfall';
import { POS_TABLE } from './pos-table';
import { PerStoreTable } from './store-table';
import { TAX_TABLE } from './tax-table';
import { DisputesStats } from '../../entities/dispute/disputes-stats';
import { OverviewTable, ReviewsStats, StatementSection } from './statement-sections';
import type { Statement } from './use-statement';

const noOpen = () => undefined;

/**
 * The statement's sections, in the order of the finance page: the overview with the month
 * before and the waterfall, the four per-store tables with their totals, disputes and reviews.
 * Each table sorts on screen (its default order in print and in the CSVs).
 */
export function StatementBody({
  statement,
  names,
}: {
  statement: Statement;
  names: ReadonlyMap<string, string>;
}) {
  const { queries } = statement;
  const [sorts, setSorts] = useState<Record<string, string>>({});
  const sortOf = (table: string) => ({
    sort: sorts[table] ?? '',
    onSort: (sort: string) => setSorts((all) => ({ ...all, [table]: sort })),
  });
  return (
    <>
      <StatementSection id="statement-overview" title="Overview" query={queries.overview}>
        {(overview) => (
          <Stack gap="md">
            <OverviewTable current={overview} previous={queries.previous.data} />
            <PayoutWaterfall graph={overview.graph} eager />
          </Stack>
        )}
      </StatementSection>
      <StatementSection id="statement-tax" title="Tax" query={queries.tax}>
        {(data) => (
          <PerStoreTable spec={TAX_TABLE} rows={data.storeWise} names={names} {...sortOf('tax')} />
        )}
      </StatementSection>
      <StatementSection id="statement-deposits" title="Deposits" query={queries.deposits}>
        {(data) => (
          <DepositsTable
            rows={data.result}
            names={names}
            {...sortOf('deposits')}
            open={[]}
            onOpen={noOpen}
          />
        )}
      </StatementSection>
      <StatementSection
        id="statement-estimate"
        title="Estimated versus actual payout"
        query={queries.estimate}
      >
        {(data) => (
          <PerStoreTable
            spec={ESTIMATE_TABLE}
            shown={statementEstimateColumns}
            highlight={isLargeDifference}
            rows={data.storeWise}
            names={names}
            {...sortOf('estimate')}
          />
        )}
      </StatementSection>
      <StatementSection id="statement-pos" title="POS versus off-premise" query={queries.pos}>
        {(data) => (
          <PerStoreTable spec={POS_TABLE} rows={data.storeWise} names={names} {...sortOf('pos')} />
        )}
      </StatementSection>
      <StatementSection id="statement-disputes" title="Disputes" query={queries.disputes}>
        {() =>
          statement.disputes && (
            <DisputesStats summary={statement.disputes} label="Disputes of the month" />
          )
        }
      </StatementSection>
      <StatementSection id="statement-reviews" title="Reviews" query={queries.reviews}>
        {() => statement.reviews && <ReviewsStats figures={statement.reviews} />}
      </StatementSection>
    </>
  );
}
