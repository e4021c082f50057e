import { strToU8, zipSync } from 'fflate';
import { csvFileName, downloadFile } from '../../lib/csv';
import { FINANCE_CSV } from './finance-csv';
import { STATEMENT_CSV } from './statement-csv';
import type { Statement } from './use-statement';

/**
 * The statement as one ZIP of CSV files: its overview, its four per-store tables (each in its
 * default order), its disputes and its reviews, each with a byte-order mark so spreadsheets read
 * the names right. Sections that did not load are left out, so what is in the ZIP is what the
 * statement shows.
 */
export function downloadStatementZip(
  statement: Statement,
  names: ReadonlyMap<string, string>,
  client: string,
  month: string,
) {
  const { from, to } = statement.scope ?? { from: month, to: month };
  const { overview, previous, tax, deposits, estimate, pos } = statement.queries;
  const { disputes, reviews } = statement;
  const files: Record<string, string | undefined> = {
    overview: overview.data && STATEMENT_CSV.overview(overview.data, previous.data),
    tax: tax.data && FINANCE_CSV.tax(names, tax.data),
    deposits: deposits.data && FINANCE_CSV.deposits(names, deposits.data),
    'estimate-vs-actual': estimate.data && FINANCE_CSV.estimate(names, estimate.data),
    'pos-vs-off-premise': pos.data && FINANCE_CSV.pos(names, pos.data),
    disputes: disputes && STATEMENT_CSV.disputes(disputes),
    reviews: reviews && STATEMENT_CSV.reviews(reviews),
  };
  const entries = Object.fromEntries(
    Object.entries(files).flatMap(([what, text]) =>
      text === undefined
        ? []
        : [[csvFileName(`statement-${what}`, client, from, to), strToU8(`\uFEFF${text}`)]],
    ),
  );
  const zip = zipSync(entries, { level: 6 });
  downloadFile(
    csvFileName('statement', client, from, to).replace(/\.csv$/, '.zip'),
    new Blob([zip], { type: 'application/zip' }),
  );
}
