import { strToU8, zipSync } from 'fflate';
import type {
  DepositDetailsResult,
  EstimateVsActualResult,
  OverviewResult,
  PosVsOffPremiseResult,
  TaxDetailsResult,
} from '../../../contract/finance';
import type { DisputesSummary } from '../../entities/dispute/disputes-summary';
import type { ReviewFigures } from '../../entities/review/review-figures';
import { csvFileName, downloadFile } from '../../lib/csv';
import { FINANCE_CSV } from './finance-csv';
import { STATEMENT_CSV } from './statement-csv';
import type { Statement } from './use-statement';

/** What a month statement holds: each section's reply (absent: it did not load). */
export interface StatementData {
  from: string;
  to: string;
  overview?: OverviewResult;
  previous?: OverviewResult;
  tax?: TaxDetailsResult;
  deposits?: DepositDetailsResult;
  estimate?: EstimateVsActualResult;
  pos?: PosVsOffPremiseResult;
  disputes?: DisputesSummary;
  reviews?: ReviewFigures;
}

/** The page's statement as data (what it has drawn). */
export const statementDataOf = (statement: Statement, month: string): StatementData => {
  const { from, to } = statement.scope ?? { from: month, to: month };
  const { overview, previous, tax, deposits, estimate, pos } = statement.queries;
  return {
    from,
    to,
    overview: overview.data,
    previous: previous.data,
    tax: tax.data,
    deposits: deposits.data,
    estimate: estimate.data,
    pos: pos.data,
    disputes: statement.disputes,
    reviews: statement.reviews,
  };
};

/**
 * The statement's CSV files: its overview, its four per-store tables (each in its default
 * order), its disputes and its reviews, each with a byte-order mark so spreadsheets read the
 * names right. Sections that did not load are left out, so what is in the ZIP is what the
 * statement shows. The page's download and the mailed statement's ZIP are these files.
 */
export function statementFiles(
  data: StatementData,
  names: ReadonlyMap<string, string>,
  client: string,
): Record<string, Uint8Array> {
  const { from, to } = data;
  const files: Record<string, string | undefined> = {
    overview: data.overview && STATEMENT_CSV.overview(data.overview, data.previous),
    tax: data.tax && FINANCE_CSV.tax(names, data.tax),
    deposits: data.deposits && FINANCE_CSV.deposits(names, data.deposits),
    'estimate-vs-actual': data.estimate && FINANCE_CSV.estimate(names, data.estimate),
    'pos-vs-off-premise': data.pos && FINANCE_CSV.pos(names, data.pos),
    disputes: data.disputes && STATEMENT_CSV.disputes(data.disputes),
    reviews: data.reviews && STATEMENT_CSV.reviews(data.reviews),
  };
  return Object.fromEntries(
    Object.entries(files).flatMap(([what, text]) =>
      text === undefined
        ? []
        : [[csvFileName(`statement-${what}`, client, from, to), strToU8(`\uFEFF${text}`)]],
    ),
  );
}

/** The ZIP's file name: `statement-<client>-<from>-<to>.zip`. */
export const statementZipName = (client: string, from: string, to: string) =>
  csvFileName('statement', client, from, to).replace(/\.csv$/, '.zip');

/** Files (or folders of files) as one ZIP. */
export const zipOf = (files: Parameters<typeof zipSync>[0]) => zipSync(files, { level: 6 });

/** The statement as one ZIP of CSV files, downloaded. */
export function downloadStatementZip(
  statement: Statement,
  names: ReadonlyMap<string, string>,
  client: string,
  month: string,
) {
  const data = statementDataOf(statement, month);
  const zip = zipOf(statementFiles(data, names, client));
  downloadFile(
    statementZipName(client, data.from, data.to),
    new Blob([zip], { type: 'application/zip' }),
  );
}
