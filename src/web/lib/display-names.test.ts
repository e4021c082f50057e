import { describe, expect, it } from 'vitest';
import {
  disputeStatusName,
  gatewaySaid,
  ineligibilityText,
  issueName,
  operationActivity,
  operationName,
  orderStatusName,
  readableCode,
} from './display-names';

describe('display names', () => {
  it('names every code it knows, and makes an unknown one readable', () => {
    expect(issueName('NEVER_RECEIVED')).toBe('Never received');
    expect(issueName('PARTLY_COLD_FOOD')).toBe('Partly cold food');
    expect(disputeStatusName('not_disputed')).toBe('Not disputed');
    expect(disputeStatusName('under_review')).toBe('Under review');
    expect(orderStatusName('DELIVERED')).toBe('Delivered');
    expect(readableCode('getSomethingNew')).toBe('Get something new');
  });

  it('says what an operation fetches or does, never its id', () => {
    expect(operationName('getTaxDetails')).toBe('the tax details');
    expect(operationActivity('listDisputedOrders')).toBe('loading the disputes');
    expect(operationActivity('raiseManualDispute')).toBe('raising the dispute');
    expect(operationActivity('getSomethingNew')).toBe('loading get something new');
  });

  it('writes channel codes and dates inside the gateway’s sentences as the app does', () => {
    expect(ineligibilityText('MARKETPLACE_1_DRIVE does not accept disputes')).toBe(
      'Marketplace 1 Drive does not accept disputes.',
    );
    expect(ineligibilityText('The dispute window closed on 2026-11-01')).toBe(
      'The dispute window closed on Nov 1, 2026.',
    );
  });

  it('leaves a date inside an id alone', () => {
    expect(ineligibilityText('Order ord-2026-11-01-7 was paid 2026-11-01T10:00:00Z')).toBe(
      'Order ord-2026-11-01-7 was paid 2026-11-01T10:00:00Z.',
    );
  });

  it('labels the gateway’s own messages as the gateway’s', () => {
    expect(gatewaySaid('Review respond request initiated')).toBe(
      'The marketplace gateway said: “Review respond request initiated”.',
    );
  });
});
