import { describe, expect, it } from 'vitest';
import { toCsv } from '../lib/csv';
import {
  csvColumns,
  moneyColumn,
  nextSortOf,
  NO_FIGURE,
  percentColumn,
  textColumn,
  sortOrDefault,
  sortRows,
  totalsOf,
  type Column,
} from './table-model';

interface Row {
  name: string;
  amount: number;
  orders: number;
}
const columns: Column<Row>[] = [
  { id: 'name', header: 'Store', kind: 'text', value: (row) => row.name },
  { id: 'amount', header: 'Amount', kind: 'money', value: (row) => row.amount },
  { id: 'orders', header: 'Orders', kind: 'count', value: (row) => row.orders },
];
const rows: Row[] = [
  { name: 'Store 10', amount: 0.1, orders: 3 },
  { name: 'Store 2', amount: 0.2, orders: 1 },
  { name: '=Store 1', amount: -1613.79, orders: 2 },
];

describe('the table model (a per-store table)', () => {
  it('totals money in integer cents and counts as integers', () => {
    const totals = totalsOf(rows, columns);
    expect(totals.get('amount')).toBe(-161349);
    expect(totals.get('orders')).toBe(6);
    expect(totals.has('name')).toBe(false);
  });

  it('sorts text naturally and numbers by value, both ways', () => {
    expect(sortRows(rows, columns, 'name').map((r) => r.name)).toEqual([
      '=Store 1',
      'Store 2',
      'Store 10',
    ]);
    expect(sortRows(rows, columns, '-amount').map((r) => r.amount)).toEqual([0.2, 0.1, -1613.79]);
    expect(nextSortOf(columns, rows, 'name', 'amount')).toBe('-amount');
    expect(nextSortOf(columns, rows, '-amount', 'amount')).toBe('amount');
    expect(nextSortOf(columns, rows, 'amount', 'name')).toBe('name');
    expect(nextSortOf(columns, rows, 'name', 'orders')).toBe('-orders');
  });

  it('puts the largest loss first on the first click on a deduction (all amounts ≤ 0)', () => {
    const losses = rows.map((row, index) => ({ ...row, amount: [-0.5, 0, -120.25][index] ?? 0 }));
    const first = nextSortOf(columns, losses, 'name', 'amount');
    expect(first).toBe('amount');
    expect(sortRows(losses, columns, first).map((r) => r.amount)).toEqual([-120.25, -0.5, 0]);
    expect(nextSortOf(columns, losses, first, 'amount')).toBe('-amount');
    expect(sortOrDefault(columns, losses, '', 'amount')).toBe('amount');
    expect(sortOrDefault(columns, losses, '-orders', 'amount')).toBe('-orders');
  });

  it('exports every row with two-decimal dollars and neutralised text', () => {
    const text = toCsv(rows, csvColumns(columns));
    expect(text.split('\r\n')).toEqual([
      'Store,Amount,Orders',
      'Store 10,0.10,3',
      'Store 2,0.20,1',
      "'=Store 1,-1613.79,2",
    ]);
  });

  it('sorts a missing figure last both ways, leaves it out of totals and the CSV', () => {
    interface Row {
      name: string;
      amount: number;
      rate: number;
    }
    const cols = [
      textColumn<Row>('name', 'Client', (r) => r.name),
      moneyColumn<Row>('amount', 'Amount', (r) => r.amount),
      percentColumn<Row>('rate', 'Win rate', (r) => r.rate),
    ];
    const some: Row[] = [
      { name: 'A', amount: 1.1, rate: 0.5 },
      { name: 'B', amount: NO_FIGURE, rate: NO_FIGURE },
      { name: 'C', amount: 2.2, rate: 0.25 },
    ];
    expect(sortRows(some, cols, '-amount').map((r) => r.name)).toEqual(['C', 'A', 'B']);
    expect(sortRows(some, cols, 'amount').map((r) => r.name)).toEqual(['A', 'C', 'B']);
    expect(sortRows(some, cols, '-rate').map((r) => r.name)).toEqual(['A', 'C', 'B']);
    const totals = totalsOf(some, cols);
    expect(totals.get('amount')).toBe(330);
    expect(totals.has('rate')).toBe(false);
    expect(toCsv(some, csvColumns(cols)).split('\r\n')).toEqual([
      'Client,Amount,Win rate (%)',
      'A,1.10,50.0',
      'B,,',
      'C,2.20,25.0',
    ]);
  });
});
