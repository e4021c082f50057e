import { describe, expect, it } from 'vitest';
import {
  filterSearch,
  filterShape,
  param,
  readFilters,
  readSearch,
  writeSearch,
} from './url-state';

const today = '2026-11-18';
const pageShape = {
  q: param.text(),
  sort: param.oneOf(['brand', '-brand', 'name'], 'brand'),
  page: param.page(),
};

describe('url state', () => {
  it('round-trips filters through the URL', () => {
    const written = writeSearch(new URLSearchParams(), filterShape, {
      client: 'client-harbor',
      from: '2026-10-01',
      to: '2026-10-31',
      listings: ['lst-101', 'lst-104'],
      channels: ['MARKETPLACE_1', 'MARKETPLACE_4'],
    });
    expect(written.toString()).toBe(
      'client=client-harbor&from=2026-10-01&to=2026-10-31&listings=lst-101%2Clst-104&channels=MARKETPLACE_1%2CMARKETPLACE_4',
    );
    expect(readSearch(written, filterShape)).toEqual({
      client: 'client-harbor',
      from: '2026-10-01',
      to: '2026-10-31',
      listings: ['lst-101', 'lst-104'],
      channels: ['MARKETPLACE_1', 'MARKETPLACE_4'],
    });
  });

  it('falls back to defaults for invalid values', () => {
    const params = new URLSearchParams(
      'client=has%20space&from=2026-02-30&to=yesterday&channels=MARKETPLACE_1,NOPE,MARKETPLACE_1&listings=,lst-1&sort=price&page=-3',
    );
    const filters = readFilters(params, today);
    expect(filters.client).toBeUndefined();
    expect(filters.channels).toEqual(['MARKETPLACE_1']);
    expect(filters.listings).toEqual(['lst-1']);
    // No valid range: the default, the last 30 days including today.
    expect(filters).toMatchObject({ from: '2026-10-20', to: '2026-11-18', defaultRange: true });
    expect(readSearch(params, pageShape)).toEqual({ q: '', sort: 'brand', page: 1 });
  });

  it('never reads half a range or a reversed one', () => {
    expect(readFilters(new URLSearchParams('from=2026-11-01'), today)).toMatchObject({
      from: '2026-10-20',
      defaultRange: true,
    });
    expect(readFilters(new URLSearchParams('from=2026-11-10&to=2026-11-01'), today)).toMatchObject({
      from: '2026-10-20',
      to: '2026-11-18',
    });
    expect(readFilters(new URLSearchParams('from=2026-11-01&to=2026-11-10'), today)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-10',
      defaultRange: false,
    });
  });

  it('removes defaults and empty values when writing, and keeps other params', () => {
    const params = new URLSearchParams('client=client-harbor&q=bay&sort=name&page=3');
    const next = writeSearch(params, pageShape, { q: '', sort: 'brand', page: 1 });
    expect(next.toString()).toBe('client=client-harbor');
    expect(params.toString()).toBe('client=client-harbor&q=bay&sort=name&page=3');
  });

  it('carries only the shared filters to other pages', () => {
    const params = new URLSearchParams('client=c1&q=bay&sort=-name&from=2026-10-01&to=2026-10-31');
    expect(filterSearch(params)).toBe('?client=c1&from=2026-10-01&to=2026-10-31');
    expect(filterSearch(new URLSearchParams('q=x'))).toBe('');
  });

  it('reads each kind of param as a hand-edited link would give it', () => {
    const shape = {
      q: param.text('all'),
      page: param.page(),
      day: param.date(),
      month: param.month(),
      id: param.id(),
      sort: param.sort(['name', 'total']),
    };
    const read = (search: string) => readSearch(new URLSearchParams(search), shape);
    expect(
      read('q=%20bay%20&page=%203%20&day=2028-02-29&month=2026-10&id=lst-1&sort=-total'),
    ).toEqual({
      q: 'bay',
      page: 3,
      day: '2028-02-29',
      month: '2026-10',
      id: 'lst-1',
      sort: '-total',
    });
    expect(
      read(`q=${'x'.repeat(201)}&page=2.5&day=2026-02-29&month=2026-13&id=a%20b&sort=-nope`),
    ).toEqual({ q: 'all', page: 1, day: undefined, month: undefined, id: undefined, sort: '' });
    expect(read('page=&day=2026-1-01')).toMatchObject({ page: 1, day: undefined });
    expect(read('page=100001')).toMatchObject({ page: 1 });
    expect(read('page=100000')).toMatchObject({ page: 100_000 });
  });
});
