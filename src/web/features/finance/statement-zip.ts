import { strToU8, zipSync } from 'fflate';
import { csvFileName, downloadFile } from '../../lib/csv';
import { FINANCE_CSV } from './finance-csv';
import type { Statement } from './use-statement';

/**
 * The statement's four per-store tables as one ZIP of CSV files (each in its table's default
 * order, with a byte-order mark so spreadsheets read the names right). Tables that did not load
 * are left out, so what is in the ZIP is what the statement shows.
 */
export function downloadStatementZip(
  statement: Statement,
  names: ReadonlyMap<string, string>,
  client: string,
  month: string,
) {
  const { from, to } = statement.scope ?? { from: month, to: month };
  const { tax, deposits, estimate, pos } = statement.queries;
  const files: Record<string, string | undefined> = {
    tax: tax.data && FINANCE_CSV.tax(names, tax.data),
    deposits: deposits.data && FINANCE_CSV.deposits(names, deposits.data),
    'estimate-vs-actual': estimate.data && FINANCE_CSV.estimate(names, estimate.data),
    'pos-vs-off-premise': pos.data && FINANCE_CSV.pos(names, pos.data),
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
