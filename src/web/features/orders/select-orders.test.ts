import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/orders';
import { orderColumns } from './order-columns';
import { pageOf, selectOrders, upstreamPaged } from './select-orders';

const order = (id: string, customerName: string, total: number): Order => ({
  deliveryUUID: id,
  channel: 'MARKETPLACE_1',
  listingId: 'l1',
  storeId: 'l1',
  brandId: 'b1',
  customerName,
  customerId: `c-${id}`,
  orderDate: `2026-11-0${id.length}T12:00:00Z`,
  status: 'DELIVERED',
  subTotal: total,
  tax: 0,
  tip: 0,
  total,
  itemCount: 1,
});
// Newest first, as the upstream answers.
const rows = [
  order('a', 'Ada Lovelace', 12.5),
  order('b', 'Alan Turing', 40),
  order('c', 'Grace Hopper', 7.25),
  order('d', 'Ada Byron', 40),
];
const columns = orderColumns(new Map());
const ids = (list: readonly Order[]) => list.map((row) => row.deliveryUUID);

describe('selecting orders over the whole set', () => {
  it('keeps the upstream paging only when nothing is sorted or filtered', () => {
    expect(upstreamPaged({ sort: '', customer: '' })).toBe(true);
    expect(upstreamPaged({ sort: '-total', customer: '' })).toBe(false);
    expect(upstreamPaged({ sort: '', customer: 'ada' })).toBe(false);
  });

  it('filters by part of a customer name, in any case', () => {
    expect(ids(selectOrders(rows, columns, { sort: '', customer: 'ADA' }))).toEqual(['a', 'd']);
    expect(ids(selectOrders(rows, columns, { sort: '', customer: 'hop' }))).toEqual(['c']);
  });

  it('sorts both ways, ties in the upstream order, and pages the result', () => {
    expect(ids(selectOrders(rows, columns, { sort: '-total', customer: '' }))).toEqual([
      'b',
      'd',
      'a',
      'c',
    ]);
    expect(ids(selectOrders(rows, columns, { sort: 'customer', customer: '' }))).toEqual([
      'd',
      'a',
      'b',
      'c',
    ]);
    const sorted = selectOrders(rows, columns, { sort: 'total', customer: '' });
    expect(ids(pageOf(sorted, { page: 2, size: 3 }).orders)).toEqual(['d']);
    expect(pageOf(sorted, { page: 2, size: 3 }).total).toBe(4);
  });
});
