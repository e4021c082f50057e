import { describe, expect, it } from 'vitest';
import { channelColor, channelLabel } from './channels';
import {
  changeOf,
  formatCents,
  formatCount,
  formatDate,
  formatDateRange,
  formatMoney,
  formatPercent,
  subtractCents,
  sumCents,
  sumCentsBy,
  toCents,
} from './format';

describe('format', () => {
  it('sums dollars exactly in integer cents', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCents([0.1, 0.2])).toBe(30);
    expect(sumCents([19.99, -3.5, 0.01])).toBe(1650);
    expect(toCents(-12.345)).toBe(-1234);
  });

  it('writes counts as Intl does, whole ones by hand', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [
      0,
      7,
      999,
      1000,
      12345,
      1234567,
      -1,
      -1204,
      Number.MAX_SAFE_INTEGER,
      2.5,
      1234.5678,
      1e21,
    ])
      expect(formatCount(value)).toBe(intl.format(value));
  });

  it('shows US dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatMoney(-42.5)).toBe('-$42.50');
  });

  it('writes every amount as Intl does, and zero unsigned', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456789, 10 ** 13];
    for (let cents = -250_000; cents <= 250_000; cents += 997) amounts.push(cents);
    for (const cents of amounts) {
      expect(formatCents(cents)).toBe(intl.format(cents / 100));
      expect(formatCents(-cents)).toBe(cents === 0 ? '$0.00' : intl.format(-cents / 100));
    }
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('shows dates', () => {
    expect(formatDate('2026-10-01')).toBe('Oct 1, 2026');
    expect(formatDateRange('2026-10-01', '2026-10-31')).toBe('Oct 1 – Oct 31, 2026');
    expect(formatDateRange('2025-12-15', '2026-01-14')).toBe('Dec 15, 2025 – Jan 14, 2026');
  });
});

describe('cents', () => {
  it('sums a column exactly, where floats drift', () => {
    const rows = [{ v: 0.1 }, { v: 0.2 }, { v: 1613.79 }, { v: -0.01 }];
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCentsBy(rows, (r) => r.v)).toBe(161408);
    expect(sumCentsBy([], (r: { v: number }) => r.v)).toBe(0);
  });

  it('sums many small amounts without drift', () => {
    const rows = Array.from({ length: 10_000 }, () => 0.07);
    expect(sumCentsBy(rows, (v) => v)).toBe(70_000);
  });

  it('subtracts in cents', () => {
    expect(subtractCents(4136.83, 4478)).toBe(-34117);
    expect(subtractCents(0.3, 0.1)).toBe(20);
  });

  it('gives the change against the previous period, signed against |previous|', () => {
    expect(changeOf(110, 100)).toEqual({ cents: 1000, ratio: 0.1 });
    // Deductions are negative: less negative is an increase.
    expect(changeOf(-90, -100)).toEqual({ cents: 1000, ratio: 0.1 });
    expect(changeOf(-110, -100)).toEqual({ cents: -1000, ratio: -0.1 });
    expect(changeOf(5, 0)).toEqual({ cents: 500, ratio: null });
    expect(changeOf(0, 0)).toEqual({ cents: 0, ratio: null });
  });
});

describe('percent', () => {
  it('shows a ratio to one decimal, signed for a change', () => {
    expect(formatPercent(0.125)).toBe('12.5%');
    expect(formatPercent(2 / 3)).toBe('66.7%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.1, { signed: true })).toBe('+10%');
    expect(formatPercent(-0.034, { signed: true })).toBe('-3.4%');
    expect(formatPercent(0, { signed: true })).toBe('0%');
    expect(formatPercent(-0.0004)).toBe('0%');
    expect(formatPercent(12.3456)).toBe('1,234.6%');
  });

  it('writes what Intl writes, for ratios to four decimals and beyond', () => {
    const plain = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
    const change = new Intl.NumberFormat('en-US', {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const ratios = [
      ...Array.from({ length: 40_001 }, (_, i) => (i - 20_000) / 10_000),
      ...Array.from({ length: 2_000 }, (_, i) => Math.sin(i) * 3),
      2 / 3,
      1 / 7,
      123.4567,
    ];
    for (const ratio of ratios) {
      if (Math.abs(ratio) < 0.0005) continue;
      expect(formatPercent(ratio), String(ratio)).toBe(plain.format(ratio));
      expect(formatPercent(ratio, { signed: true }), String(ratio)).toBe(change.format(ratio));
    }
  });
});

describe('channel registry', () => {
  it('names the known channels and reads unknown codes', () => {
    expect(channelLabel('MARKETPLACE_1')).toBe('Marketplace 1');
    expect(channelLabel('MARKETPLACE_1_DRIVE')).toBe('Marketplace 1 Drive');
    expect(channelLabel('MARKETPLACE_4')).toBe('Marketplace 4 (catering)');
    expect(channelLabel('MARKETPLACE_7_EXPRESS')).toBe('Marketplace 7 Express');
    expect(channelColor('MARKETPLACE_7_EXPRESS')).toBe('gray');
  });
});
