import { describe, expect, it } from 'vitest';
import {
  disputeStatusName,
  gatewaySaid,
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

  it('labels the gateway’s own messages as the gateway’s', () => {
    expect(gatewaySaid('Review respond request initiated')).toBe(
      'The marketplace gateway said: “Review respond request initiated”.',
    );
  });
});
