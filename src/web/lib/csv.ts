/** A cell a spreadsheet would run as a formula (CSV injection): `=`, `+`, `-`, `@`, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal number, e.g. `-12.50`: data, not a formula, even with its minus sign. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Text cells that start like a formula get a leading single quote, so a spreadsheet shows them
 * as text. Numbers stay numbers (a negative amount is data, not a formula).
 */
export const neutralizeCell = (value: string | number | null | undefined): string | number => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || PLAIN_NUMBER.test(value)) return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
};

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** A field with a comma, a quote, a line break or edge spaces is quoted (RFC 4180). */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const csvField = (value: string | number) => {
  const text = String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * Rows → CSV text (RFC 4180 quoting, CRLF line ends), formulas neutralised. A few lines of our
 * own rather than a CSV library on the first paint of every page that can export.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const line = (cells: readonly (string | number)[]) => cells.map(csvField).join(',');
  return [
    line(columns.map((column) => neutralizeCell(column.header))),
    ...rows.map((row) => line(columns.map((column) => neutralizeCell(column.value(row))))),
  ].join('\r\n');
}

/** Saves `text` as a CSV file. */
export function downloadCsv(filename: string, text: string): void {
  // The byte-order mark makes spreadsheets read the file as UTF-8 (store names with accents).
  downloadFile(filename, new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
}

/** Saves a Blob as a file through a temporary `<a download>`. */
export function downloadFile(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `Saffron Eats Co.` → `saffron-eats-co`: a file-name-safe form of a name. */
export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The one spelling of an export's file name: what it holds, whose it is and the range, e.g.
 * `finance-deposits-saffron-eats-co-2026-10-01-to-2026-10-31.csv`, so two clients' files of the
 * same range never share a name.
 */
export const csvFileName = (what: string, client: string | undefined, from: string, to: string) =>
  `${[what, client && slugOf(client)].filter(Boolean).join('-')}-${from}-to-${to}.csv`;
