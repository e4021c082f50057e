/**
 * The same seed and today give byte-identical responses; another seed gives other data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../contract/operations';
import { lastDays, must, openSession, shiftDay, TEST_TODAY, type Session } from './test-helpers';

const SEED = 7;
let a: Session;
let b: Session;
let other: Session;

beforeAll(async () => {
  [a, b, other] = await Promise.all([
    openSession({ seed: SEED }),
    openSession({ seed: SEED }),
    openSession({ seed: SEED + 1 }),
  ]);
});
afterAll(async () => {
  await Promise.all([a, b, other].map((s) => s.close()));
});

const RANGE = lastDays(60);
const FINANCE: OperationId[] = [
  'getFinanceOverview',
  'getTaxDetails',
  'getDepositDetails',
  'getEstimateVsActual',
  'getPosVsOffPremise',
];

/** The read requests compared, built from a session's first client and listing. */
const requests = (
  s: Session,
): [OperationId, Record<string, string | number> | undefined, unknown][] => {
  const client = must(s.clients[0], 'client');
  const clientId = client.clientId;
  const listingIds = [must(client.listingDetails[0], 'listing').listingId];
  return [
    ['getRestaurantDetails', undefined, undefined],
    ['listReviews', { limit: 100 }, RANGE],
    ['listReviews', { limit: 50, offset: 10, order: 1 }, { ...RANGE, listingIds }],
    ['listOrders', { clientId, limit: 200 }, RANGE],
    ['listFinancialOrders', { clientId, limit: 200, offset: 20 }, RANGE],
    ['listDisputedOrders', { clientId, limit: 100 }, RANGE],
    ['listAutoDisputeConfigs', { client_id: clientId }, {}],
    ['getDisputeConfigDetails', { client_id: clientId }, undefined],
    ...FINANCE.map((id): [OperationId, Record<string, string>, unknown] => [
      id,
      { clientId },
      RANGE,
    ]),
    ...FINANCE.map((id): [OperationId, Record<string, string>, unknown] => [
      id,
      { clientId },
      { startDate: shiftDay(TEST_TODAY, -200), endDate: shiftDay(TEST_TODAY, -100), listingIds },
    ]),
  ];
};

describe('determinism', () => {
  it('two servers with the same seed and today answer byte for byte the same', async () => {
    expect(a.clients.map((c) => c.clientId)).toEqual(b.clients.map((c) => c.clientId));
    for (const [id, query, body] of requests(a)) {
      const [x, y] = await Promise.all([a.send(id, query, body), b.send(id, query, body)]);
      expect(x.status, id).toBe(200);
      expect(x.json().status, id).toBe(true);
      expect(y.text, `${id} ${JSON.stringify(query)}`).toBe(x.text);
    }
  });

  it('the same server answers the same request the same way twice', async () => {
    for (const [id, query, body] of requests(a)) {
      const [x, y] = await Promise.all([a.send(id, query, body), a.send(id, query, body)]);
      expect(y.text, id).toBe(x.text);
    }
  });

  it('another seed gives other data', async () => {
    const x = await a.send('getRestaurantDetails');
    const y = await other.send('getRestaurantDetails');
    expect(y.text).not.toBe(x.text);
    expect(other.clients.map((c) => c.clientId)).not.toEqual(a.clients.map((c) => c.clientId));
    // Its orders and money differ too, not only its names.
    const revenue = async (s: Session) =>
      (
        await s.read(
          'getFinanceOverview',
          { clientId: must(s.clients[0], 'client').clientId },
          RANGE,
        )
      ).overview.payout.totalRevenue;
    expect(await revenue(other)).not.toBe(await revenue(a));
    const uuids = async (s: Session) =>
      (
        await s.read('listOrders', { clientId: must(s.clients[0], 'client').clientId }, RANGE)
      ).orders.map((o) => o.deliveryUUID);
    expect(await uuids(other)).not.toEqual(await uuids(a));
  });

  it('another today shifts the history: the same seed, a day later, has different recent data', async () => {
    const later = await openSession({ seed: SEED, today: shiftDay(TEST_TODAY, 1) });
    try {
      const body = { startDate: shiftDay(TEST_TODAY, -6), endDate: TEST_TODAY };
      const clientId = must(a.clients[0], 'client').clientId;
      expect(later.clients.map((c) => c.clientId)).toEqual(a.clients.map((c) => c.clientId));
      const x = await a.send('listOrders', { clientId }, body);
      const y = await later.send('listOrders', { clientId }, body);
      expect(x.status).toBe(200);
      expect(y.status).toBe(200);
      expect(y.text).not.toBe(x.text);
    } finally {
      await later.close();
    }
  });
});
