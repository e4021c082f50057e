/**
 * The mailed statement as a PDF, drawn with pdf-lib from the statement page's own parts: its
 * title and words, the overview's headline figures beside the month before, the per-store tables
 * with their columns and totals (the table specs the page and the CSVs use, in their default
 * order, the estimate table with the statement's columns), the disputes' and reviews' figures.
 * A4 landscape (the widest table fits), each client's statement from a new page, the running
 * head and page numbers as the printed page has them. Not drawn: the payout waterfall chart
 * (its figures are the overview's). Why a library rather than the browser's print:
 * docs/notifications.md ("Statements").
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { totalsOf, type Column } from '../web/components/table-model';
import { HEADLINE_FIGURES } from '../web/entities/finance/headline-figures';
import { isLargeDifference } from '../web/entities/finance/payout-estimate';
import { formatDay, formatMonth } from '../web/lib/calendar';
import { changeOf, formatCents, formatCount, formatPercent, toCents } from '../web/lib/format';
import { DEPOSITS_TABLE } from '../web/features/finance/deposits-table';
import { ESTIMATE_TABLE, statementEstimateColumns } from '../web/features/finance/estimate-table';
import { POS_TABLE } from '../web/features/finance/pos-table';
import { STATEMENT_FIGURES, type StatementFigure } from '../web/features/finance/statement-csv';
import { orderedRows, type StoreTableSpec } from '../web/features/finance/store-table';
import { TAX_TABLE } from '../web/features/finance/tax-table';
import type { ClientStatement } from './statement-reader';

const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = { x: 34, top: 45, bottom: 45 };
const WIDTH = PAGE.width - 2 * MARGIN.x;
const INK = rgb(0.12, 0.14, 0.16);
const DIM = rgb(0.29, 0.31, 0.34);
const RULE = rgb(0.82, 0.85, 0.88);
const SHADE = rgb(0.96, 0.97, 0.98);
const SIZE = { title: 18, heading: 13, body: 9, small: 8 };
const ROW = 14;

/** The title the page gives the statement (its printed running head). */
export const statementTitle = (client: string, month: string) =>
  `${client} — statement ${formatMonth(month)}`;

interface Cell {
  text: string;
  right: boolean;
}

class Writer {
  page!: PDFPage;
  y = 0;
  pages: { page: PDFPage; title: string }[] = [];
  title = '';
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /** The text as the standard fonts can write it (WinAnsi): other characters become `?`. */
  safe(text: string) {
    try {
      this.font.encodeText(text);
      return text;
    } catch {
      return [...text]
        .map((char) => {
          try {
            this.font.encodeText(char);
            return char;
          } catch {
            return '?';
          }
        })
        .join('');
    }
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push({ page: this.page, title: this.title });
    this.y = PAGE.height - MARGIN.top;
  }

  /** Room for `height` more points on this page, else a new page. */
  room(height: number) {
    if (this.y - height < MARGIN.bottom) {
      this.newPage();
      return false;
    }
    return true;
  }

  fit(text: string, width: number, font: PDFFont, size: number) {
    let shown = this.safe(text);
    if (font.widthOfTextAtSize(shown, size) <= width) return shown;
    while (shown.length > 1 && font.widthOfTextAtSize(`${shown}…`, size) > width)
      shown = shown.slice(0, -1);
    return `${shown}…`;
  }

  text(text: string, options: { size?: number; font?: PDFFont; color?: typeof INK; gap?: number }) {
    const size = options.size ?? SIZE.body;
    this.room(size + 4);
    this.y -= size;
    this.page.drawText(this.fit(text, WIDTH, options.font ?? this.font, size), {
      x: MARGIN.x,
      y: this.y,
      size,
      font: options.font ?? this.font,
      color: options.color ?? INK,
    });
    this.y -= options.gap ?? 6;
  }

  heading(text: string) {
    this.room(SIZE.heading + 10 + ROW * 3);
    this.y -= 8;
    this.text(text, { size: SIZE.heading, font: this.bold, gap: 6 });
  }

  /** A table: its header repeated on each page, rows never split, the totals row last. */
  table(
    header: Cell[],
    rows: Cell[][],
    widths: number[],
    options: { totals?: Cell[]; marked?: boolean[] } = {},
  ) {
    const drawRow = (cells: Cell[], font: PDFFont, fill?: typeof SHADE) => {
      this.y -= ROW;
      if (fill)
        this.page.drawRectangle({
          x: MARGIN.x,
          y: this.y - 4,
          width: WIDTH,
          height: ROW,
          color: fill,
        });
      let x = MARGIN.x;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 0;
        const text = this.fit(cell.text, width - 6, font, SIZE.small);
        const textWidth = font.widthOfTextAtSize(text, SIZE.small);
        this.page.drawText(text, {
          x: cell.right ? x + width - 3 - textWidth : x + 3,
          y: this.y,
          size: SIZE.small,
          font,
          color: INK,
        });
        x += width;
      });
      this.page.drawLine({
        start: { x: MARGIN.x, y: this.y - 4 },
        end: { x: MARGIN.x + WIDTH, y: this.y - 4 },
        thickness: 0.5,
        color: RULE,
      });
    };
    this.room(ROW * 3);
    drawRow(header, this.bold, SHADE);
    rows.forEach((cells, index) => {
      if (!this.room(ROW)) drawRow(header, this.bold, SHADE);
      drawRow(cells, this.font, options.marked?.[index] ? SHADE : undefined);
    });
    if (options.totals) {
      if (!this.room(ROW)) drawRow(header, this.bold, SHADE);
      drawRow(options.totals, this.bold);
    }
    this.y -= 8;
  }
}

const cellOf = <T>(column: Column<T>, row: T): Cell => {
  const value = column.value?.(row);
  const right = column.kind !== 'text';
  if (value === undefined) return { text: '', right };
  if (typeof value === 'number' && Number.isNaN(value)) return { text: '–', right };
  if (column.kind === 'money') return { text: formatCents(toCents(Number(value))), right };
  if (column.kind === 'count') return { text: formatCount(Number(value)), right };
  if (column.kind === 'percent') return { text: formatPercent(Number(value)), right };
  return { text: String(value), right };
};

/** Column widths: the store's twice a figure's, text columns one and a half. */
const widthsOf = <T>(columns: readonly Column<T>[]) => {
  const weight = (column: Column<T>, index: number) =>
    index === 0 ? 2.2 : column.kind === 'text' ? 1.4 : 1;
  const total = columns.reduce((sum, column, index) => sum + weight(column, index), 0);
  return columns.map((column, index) => (WIDTH * weight(column, index)) / total);
};

const storeTable = <R extends object>(
  w: Writer,
  spec: StoreTableSpec<R>,
  rows: readonly R[],
  names: ReadonlyMap<string, string>,
  columns = spec.columns,
  marked?: (row: R) => boolean,
) => {
  const named = orderedRows(spec, names, rows, '');
  const totals = totalsOf(named, columns);
  w.table(
    columns.map((column) => ({ text: column.header, right: column.kind !== 'text' })),
    named.map((row) => columns.map((column) => cellOf(column, row))),
    widthsOf(columns),
    {
      marked: marked && named.map(marked),
      totals: columns.map((column, index) => {
        const total = totals.get(column.id);
        if (index === 0)
          return { text: `Total (${formatCount(named.length)} stores)`, right: false };
        if (total === undefined) return { text: '', right: column.kind !== 'text' };
        return {
          text: column.kind === 'money' ? formatCents(total) : formatCount(total),
          right: true,
        };
      }),
    },
  );
};

const figureText = (figure: StatementFigure) =>
  figure.value === null
    ? '–'
    : figure.kind === 'money'
      ? formatCents(figure.value)
      : figure.kind === 'percent'
        ? formatPercent(figure.value)
        : formatCount(figure.value);

const figuresTable = (w: Writer, figures: readonly StatementFigure[]) =>
  w.table(
    [
      { text: 'Figure', right: false },
      { text: 'Value', right: true },
    ],
    figures.map((figure) => [
      { text: figure.figure.replace(/ \(%\)$/, ''), right: false },
      { text: figureText(figure), right: true },
    ]),
    [WIDTH * 0.35, WIDTH * 0.2],
  );

const missing = (w: Writer, what: string) =>
  w.text(`The ${what} could not be read for this statement.`, { color: DIM });

const drawStatement = (w: Writer, statement: ClientStatement, prepared: string) => {
  const { client, month, data, names } = statement;
  w.title = statementTitle(client.clientName, month);
  w.newPage();
  w.text(`Statement for ${formatMonth(month)}`, { size: SIZE.title, font: w.bold, gap: 8 });
  w.text(`${client.clientName}: every store and marketplace`, { color: DIM, gap: 4 });
  w.text(
    `Prepared ${formatDay(prepared)}. Amounts in US dollars; error charges and deductions are negative.`,
    { size: SIZE.small, color: DIM, gap: 4 },
  );

  w.heading('Overview');
  if (data.overview) {
    const current = data.overview;
    const previous = data.previous;
    w.table(
      ['Figure', 'This month', 'Month before', 'Change'].map((text, index) => ({
        text,
        right: index > 0,
      })),
      HEADLINE_FIGURES.map((figure) => {
        const now = figure.value(current);
        const before = previous && figure.value(previous);
        const change = before === undefined ? null : changeOf(now, before);
        const ratio =
          change?.ratio == null ? '' : ` (${formatPercent(change.ratio, { signed: true })})`;
        return [
          { text: figure.label, right: false },
          { text: formatCents(toCents(now)), right: true },
          { text: before === undefined ? '–' : formatCents(toCents(before)), right: true },
          {
            text: change
              ? `${change.cents > 0 ? '+' : ''}${formatCents(change.cents)}${ratio}`
              : '–',
            right: true,
          },
        ];
      }),
      [WIDTH * 0.3, WIDTH * 0.18, WIDTH * 0.18, WIDTH * 0.22],
    );
  } else missing(w, 'overview');

  w.heading('Tax');
  if (data.tax) storeTable(w, TAX_TABLE, data.tax.storeWise, names);
  else missing(w, 'tax');
  w.heading('Deposits');
  if (data.deposits) storeTable(w, DEPOSITS_TABLE, data.deposits.result, names);
  else missing(w, 'deposits');
  w.heading('Estimated versus actual payout');
  if (data.estimate)
    storeTable(
      w,
      ESTIMATE_TABLE,
      data.estimate.storeWise,
      names,
      statementEstimateColumns(),
      isLargeDifference,
    );
  else missing(w, 'estimated versus actual payout');
  w.heading('POS versus off-premise');
  if (data.pos) storeTable(w, POS_TABLE, data.pos.storeWise, names);
  else missing(w, 'POS versus off-premise figures');
  w.heading('Disputes');
  if (data.disputes) figuresTable(w, STATEMENT_FIGURES.disputes(data.disputes));
  else missing(w, 'disputes');
  w.heading('Reviews');
  if (client.listingDetails.length === 0)
    w.text('This client has no listings, so no reviews.', { color: DIM });
  else if (data.reviews) figuresTable(w, STATEMENT_FIGURES.reviews(data.reviews));
  else missing(w, 'reviews');
};

/** The statements as one PDF, each client's from a new page; `prepared` is the day it is made. */
export const statementPdf = async (
  statements: readonly ClientStatement[],
  prepared: string,
): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const [font, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  const first = statements[0];
  doc.setTitle(
    statements.length === 1 && first
      ? statementTitle(first.client.clientName, first.month)
      : `Statements ${first ? formatMonth(first.month) : ''}`.trim(),
  );
  doc.setCreator('Partner analytics dashboard');
  const w = new Writer(doc, font, bold);
  for (const statement of statements) drawStatement(w, statement, prepared);
  // The running head and the page numbers, as the printed page has them.
  w.pages.forEach(({ page, title }, index) => {
    page.drawText(w.fit(title, WIDTH * 0.7, font, SIZE.small), {
      x: MARGIN.x,
      y: PAGE.height - 24,
      size: SIZE.small,
      font,
      color: DIM,
    });
    const number = `${index + 1} / ${w.pages.length}`;
    page.drawText(number, {
      x: PAGE.width - MARGIN.x - font.widthOfTextAtSize(number, SIZE.small),
      y: 24,
      size: SIZE.small,
      font,
      color: DIM,
    });
  });
  return doc.save();
};
