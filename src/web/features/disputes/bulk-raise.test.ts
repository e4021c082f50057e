import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { raiseAll, RaiseLedger, type RaiseOutcome } from './bulk-raise';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};
const raises = (ids: string[]) => ids.map((deliveryUUID) => ({ deliveryUUID, reason: 'Wrong' }));

describe('raiseAll', () => {
  it('sends each order once, at most four at a time, and tells each outcome', async () => {
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const outcomes = new Map<string, RaiseOutcome['state']>();
    const store = memory();
    const ledger = new RaiseLedger(store);
    await raiseAll(
      raises(['a', 'b', 'c', 'd', 'e', 'f']),
      async ({ deliveryUUID }) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        sent.push(deliveryUUID);
        if (deliveryUUID === 'c')
          throw new ApiError({ status: 500, code: 'UPSTREAM_ERROR', message: 'Gateway failed' });
        if (deliveryUUID === 'd')
          throw new ApiError({
            status: 409,
            code: 'ALREADY_DISPUTED',
            message: 'already disputed',
          });
      },
      (id, outcome) => outcomes.set(id, outcome.state),
      ledger,
    );
    expect(most).toBe(4);
    expect(sent.sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(Object.fromEntries(outcomes)).toEqual({
      a: 'raised',
      b: 'raised',
      c: 'failed',
      d: 'already',
      e: 'raised',
      f: 'raised',
    });

    // Again, as a retry, a double click or after a reload (the same storage): only the failed one.
    const again: string[] = [];
    const reloaded = new RaiseLedger(store);
    for (const target of [ledger, reloaded]) {
      await raiseAll(
        raises(['a', 'b', 'c', 'd', 'e', 'f']),
        async ({ deliveryUUID }) => {
          again.push(deliveryUUID);
          throw new ApiError({ status: 500, code: 'UPSTREAM_ERROR', message: 'still failing' });
        },
        () => undefined,
        target,
      );
    }
    expect(again).toEqual(['c', 'c']);
  });

  it('an order that got no answer (the page left, the connection ended, a gateway timeout) is never sent again', async () => {
    const store = memory();
    const ledger = new RaiseLedger(store);
    const outcomes = new Map<string, RaiseOutcome['state']>();
    const noAnswer = {
      a: new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'gone' }),
      b: new ApiError({ status: 504, code: 'UPSTREAM_TIMEOUT', message: 'slow' }),
      c: new ApiError({ status: 502, code: 'UPSTREAM_UNAVAILABLE', message: 'refused' }),
      // It ran (a 200), but its reply could not be read.
      d: new ApiError({ status: 200, code: 'UNREADABLE_REPLY', message: 'garbled' }),
    };
    await raiseAll(
      raises(['a', 'b', 'c', 'd']),
      ({ deliveryUUID }) => Promise.reject(noAnswer[deliveryUUID as keyof typeof noAnswer]),
      (id, outcome) => outcomes.set(id, outcome.state),
      ledger,
    );
    expect(Object.fromEntries(outcomes)).toEqual({
      a: 'unknown',
      b: 'unknown',
      c: 'failed',
      d: 'unknown',
    });
    // After a reload: only the one the gateway refused with an answer is sent again.
    const again: string[] = [];
    await raiseAll(
      raises(['a', 'b', 'c', 'd']),
      async ({ deliveryUUID }) => void again.push(deliveryUUID),
      () => undefined,
      new RaiseLedger(store),
    );
    expect(again).toEqual(['c']);
  });
});
