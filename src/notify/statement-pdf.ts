/**
 * The mailed statement as a PDF, drawn with pdf-lib from the statement page's own parts: its
 * title and words, the overview's headline figures beside the month before, the per-store tables
 * with their columns and totals (the table specs the page and the CSVs use, in their default
 * order, the estimate table with the statement's columns), the disputes' and reviews' figures.
 * As the page prints: A4 portrait, each section from a page of its own, the payout waterfall
 * under the overview (the page's `waterfallBars`), the running head and "Page n of N"; each
 * client's statement from a new page. Why a library rather than the browser's print:
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
import { waterfallBars } from '../web/features/finance/waterfall-data';
import type { GraphElement } from '../contract/finance';
import type { ClientStatement } from './statement-reader';

const PAGE = { width: 595.28, height: 841.89 };
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

  /** A section's heading, from a page of its own (as the page prints its sections). */
  section(text: string) {
    this.newPage();
    this.heading(text);
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
    // A header too wide for its column takes two lines, as the printed page wraps it.
    const lines = (text: string, width: number) => {
      if (this.bold.widthOfTextAtSize(text, SIZE.small) <= width) return [text];
      const words = text.split(' ');
      for (let cut = words.length - 1; cut > 0; cut -= 1) {
        const first = words.slice(0, cut).join(' ');
        if (this.bold.widthOfTextAtSize(first, SIZE.small) <= width)
          return [first, words.slice(cut).join(' ')];
      }
      return [text];
    };
    const drawHeader = () => {
      const split = header.map((cell, index) => lines(cell.text, (widths[index] ?? 0) - 6));
      const tall = split.some((parts) => parts.length > 1);
      this.y -= tall ? ROW + 9 : ROW;
      this.page.drawRectangle({
        x: MARGIN.x,
        y: this.y - 4,
        width: WIDTH,
        height: tall ? ROW + 9 : ROW,
        color: SHADE,
      });
      let x = MARGIN.x;
      split.forEach((parts, index) => {
        const width = widths[index] ?? 0;
        parts.forEach((part, line) => {
          const text = this.fit(part, width - 6, this.bold, SIZE.small);
          const textWidth = this.bold.widthOfTextAtSize(text, SIZE.small);
          this.page.drawText(text, {
            x: header[index]?.right ? x + width - 3 - textWidth : x + 3,
            y: this.y + (tall && parts.length === 1 ? 0 : (parts.length - 1 - line) * 9),
            size: SIZE.small,
            font: this.bold,
            color: INK,
          });
        });
        x += width;
      });
    };
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
    this.room(ROW * 4);
    drawHeader();
    rows.forEach((cells, index) => {
      if (!this.room(ROW)) drawHeader();
      drawRow(cells, this.font, options.marked?.[index] ? SHADE : undefined);
    });
    if (options.totals) {
      if (!this.room(ROW)) drawHeader();
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

/** The light scheme's filled colours the page's chart uses (`typeColor`): blue, teal, red. */
const BAR = {
  total: rgb(0.11, 0.49, 0.84),
  increase: rgb(0.07, 0.72, 0.53),
  decrease: rgb(0.98, 0.32, 0.32),
};

/** The payout waterfall under the overview: the page's bars (`waterfallBars`), drawn as boxes. */
const waterfall = (w: Writer, graph: readonly GraphElement[]) => {
  const bars = waterfallBars(graph);
  if (bars.length === 0) return;
  const height = 170;
  w.room(height + 40);
  const top = w.y - 16;
  const bottom = top - height;
  const low = Math.min(0, ...bars.flatMap((bar) => bar.range));
  const high = Math.max(0, ...bars.flatMap((bar) => bar.range));
  const span = high - low || 1;
  const yOf = (value: number) => bottom + ((value - low) / span) * height;
  const left = MARGIN.x + 46;
  const slot = (WIDTH - 46) / bars.length;
  for (let tick = 0; tick <= 4; tick += 1) {
    const value = low + (span * tick) / 4;
    const y = yOf(value);
    w.page.drawLine({
      start: { x: left, y },
      end: { x: MARGIN.x + WIDTH, y },
      thickness: 0.5,
      color: RULE,
      dashArray: tick === 0 ? undefined : [3, 3],
    });
    const label = formatCents(Math.round(value * 100)).replace(/\.\d\d$/, '');
    w.page.drawText(label, {
      x: left - 4 - w.font.widthOfTextAtSize(label, SIZE.small),
      y: y - 3,
      size: SIZE.small,
      font: w.font,
      color: DIM,
    });
  }
  bars.forEach((bar, index) => {
    const x = left + slot * index + slot * 0.15;
    const width = slot * 0.7;
    const [from, to] = [Math.min(...bar.range), Math.max(...bar.range)];
    const color =
      bar.type === 'increase' ? BAR.increase : bar.type === 'decrease' ? BAR.decrease : BAR.total;
    w.page.drawRectangle({
      x,
      y: yOf(from),
      width,
      height: Math.max(1, yOf(to) - yOf(from)),
      color,
    });
    const value = formatCents(toCents(bar.value));
    const valueWidth = w.font.widthOfTextAtSize(value, SIZE.small);
    w.page.drawText(value, {
      x: x + width / 2 - valueWidth / 2,
      y: yOf(to) + 3,
      size: SIZE.small,
      font: w.font,
      color: INK,
    });
    const label = w.fit(bar.label, slot - 2, w.font, SIZE.small);
    w.page.drawText(label, {
      x: x + width / 2 - w.font.widthOfTextAtSize(label, SIZE.small) / 2,
      y: bottom - 12,
      size: SIZE.small,
      font: w.font,
      color: DIM,
    });
  });
  w.y = bottom - 24;
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
      [WIDTH * 0.3, WIDTH * 0.2, WIDTH * 0.2, WIDTH * 0.3],
    );
    waterfall(w, current.graph);
  } else missing(w, 'overview');

  w.section('Tax');
  if (data.tax) storeTable(w, TAX_TABLE, data.tax.storeWise, names);
  else missing(w, 'tax');
  w.section('Deposits');
  if (data.deposits) storeTable(w, DEPOSITS_TABLE, data.deposits.result, names);
  else missing(w, 'deposits');
  w.section('Estimated versus actual payout');
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
  w.section('POS versus off-premise');
  if (data.pos) storeTable(w, POS_TABLE, data.pos.storeWise, names);
  else missing(w, 'POS versus off-premise figures');
  w.section('Disputes');
  if (data.disputes) figuresTable(w, STATEMENT_FIGURES.disputes(data.disputes));
  else missing(w, 'disputes');
  w.section('Reviews');
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
    const number = `Page ${index + 1} of ${w.pages.length}`;
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
