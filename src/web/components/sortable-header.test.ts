import { describe, expect, it } from 'vitest';
import { amountKind, nextSort } from './sortable-header';

describe('the shared sort cycle', () => {
  it('starts text A→Z, amounts largest first and deductions most negative first', () => {
    expect(nextSort('', 'name', 'text')).toBe('name');
    expect(nextSort('', 'total', 'amount')).toBe('-total');
    expect(nextSort('', 'errorCharges', 'deduction')).toBe('errorCharges');
  });

  it('reverses on the second click, and goes back to the list order on a third with a reset', () => {
    expect(nextSort('-total', 'total', 'amount')).toBe('total');
    expect(nextSort('total', 'total', 'amount')).toBe('-total');
    expect(nextSort('total', 'total', 'amount', 'newest')).toBe('newest');
    expect(nextSort('-other', 'total', 'amount', 'newest')).toBe('-total');
  });

  it('reads money that is never positive as a deduction', () => {
    expect(amountKind([-1, 0, -3])).toBe('deduction');
    expect(amountKind([-1, 2])).toBe('amount');
    expect(amountKind([0, 0])).toBe('amount');
  });
});
