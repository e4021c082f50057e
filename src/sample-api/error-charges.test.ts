/**
 * Every error charge of the finance views is an order of the disputes list, and the dashboard's
 * outcomes of those orders (open, pending, won, lost, lost for good, not disputable) add up to
 * the finance error charges to the cent: per store and per client, for several ranges. The
 * outcomes are the dashboard's own (it classifies the list it is sent), read here over the real
 * sample API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceBody } from '../contract/finance';
import {
  CHARGE_OUTCOMES,
  chargeOutcomes,
  chargesByCategory,
} from '../web/entities/dispute/charge-outcomes';
import {
  allPages,
  cents,
  lastDays,
  openSession,
  shiftDay,
  TEST_TODAY,
  type Session,
} from './test-helpers';

let s: Session;

beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => {
  await s.close();
});

const RANGES: [string, FinanceBody][] = [
  ['last 90 days', lastDays(90)],
  ['a calendar month', { startDate: '2026-10-01', endDate: '2026-10-31' }],
  ['the dispute window', lastDays(15)],
  ['one day', { startDate: shiftDay(TEST_TODAY, -20), endDate: shiftDay(TEST_TODAY, -20) }],
  ['the catering marketplace alone', { ...lastDays(90), channel: ['MARKETPLACE_4'] }],
];

/** A finance error charge (negative: money taken) as the charge taken, in cents. */
const taken = (dollars: number) => 0 - cents(dollars);

const disputesOf = async (clientId: string, body: FinanceBody) =>
  (await allPages((offset) => s.read('listDisputedOrders', { clientId, limit: 500, offset }, body)))
    .rows;

describe.each(RANGES)('error charges by outcome: %s', (_name, body) => {
  it('every charge is in one outcome, and the outcomes are the finance error charges, per store and per client', async () => {
    let charged = 0;
    let notDisputable = 0;
    for (const client of s.clients) {
      const query = { clientId: client.clientId };
      const [overview, eva, disputes] = await Promise.all([
        s.read('getFinanceOverview', query, body),
        s.read('getEstimateVsActual', query, body),
        disputesOf(client.clientId, body),
      ]);
      // One row per charged order: none listed twice.
      expect(new Set(disputes.map((d) => d.deliveryUUID)).size).toBe(disputes.length);
      const whole = chargeOutcomes(disputes);
      const outcomes = CHARGE_OUTCOMES.map(({ id }) => whole[id]);
      expect(outcomes.reduce((sum, o) => sum + o.count, 0)).toBe(disputes.length);
      expect(outcomes.reduce((sum, o) => sum + o.cents, 0)).toBe(whole.total.cents);
      expect(whole.total.cents).toBe(
        taken(overview.overview.payout.differenceBifurcation.errorCharges.total),
      );
      for (const row of eva.storeWise) {
        const ofStore = disputes.filter((d) => d.storeId === row.store);
        const store = chargeOutcomes(ofStore);
        expect(CHARGE_OUTCOMES.reduce((sum, { id }) => sum + store[id].cents, 0)).toBe(
          store.total.cents,
        );
        expect(store.total.cents, `store ${row.store}`).toBe(
          taken(row.difference.errorCharges.total),
        );
        // By category and marketplace, the same total again.
        expect(
          chargesByCategory(ofStore).reduce((sum, group) => sum + group.totals.total.cents, 0),
        ).toBe(store.total.cents);
      }
      // No charge of a store the finance rows do not have.
      const stores = new Set(eva.storeWise.map((row) => row.store));
      expect(disputes.every((d) => stores.has(d.storeId))).toBe(true);
      charged += disputes.length;
      notDisputable += whole.notDisputable.count;
    }
    // The range held charges, some on marketplaces that take no disputes (not one day's maybe).
    if (body.startDate !== body.endDate) {
      expect(charged).toBeGreaterThan(0);
      expect(notDisputable).toBeGreaterThan(0);
    }
  });
});
