import { describe, expect, it } from 'vitest';
import { channelColor, channelLabel } from './channels';
import { formatCents, formatDate, formatDateRange, formatMoney, sumCents, toCents } from './format';

describe('format', () => {
  it('sums dollars exactly in integer cents', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumCents([0.1, 0.2])).toBe(30);
    expect(sumCents([19.99, -3.5, 0.01])).toBe(1650);
    expect(toCents(-12.345)).toBe(-1234);
  });

  it('shows US dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatMoney(-42.5)).toBe('-$42.50');
  });

  it('shows dates', () => {
    expect(formatDate('2026-10-01')).toBe('Oct 1, 2026');
    expect(formatDateRange('2026-10-01', '2026-10-31')).toBe('Oct 1 – Oct 31, 2026');
    expect(formatDateRange('2025-12-15', '2026-01-14')).toBe('Dec 15, 2025 – Jan 14, 2026');
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
