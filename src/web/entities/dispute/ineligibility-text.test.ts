import { describe, expect, it } from 'vitest';
import { ineligibilityText } from './ineligibility-text';

describe('why an order cannot be disputed', () => {
  it('writes channel codes inside the gateway’s sentences as their names, dates as the app does', () => {
    expect(ineligibilityText('MARKETPLACE_1_DRIVE does not accept disputes')).toBe(
      'Marketplace 1 Drive does not accept disputes.',
    );
    expect(ineligibilityText('The dispute window closed on 2026-11-01')).toBe(
      'The dispute window closed on Nov 1, 2026.',
    );
  });

  it('leaves a date inside an id or a date-time alone', () => {
    expect(ineligibilityText('Order ord-2026-11-01-7 was paid 2026-11-01T10:00:00Z')).toBe(
      'Order ord-2026-11-01-7 was paid 2026-11-01T10:00:00Z.',
    );
  });
});
