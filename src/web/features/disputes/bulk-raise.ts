import type { ManualRaiseBody } from '../../../contract/disputes';
import { isApiError } from '../../lib/api-error';
import { withRateLimit } from '../../lib/fetch-all-pages';
import { createLimit } from '../../lib/limit';

/** Raises sent at once. */
export const RAISES_AT_ONCE = 4;

export type RaiseOutcome =
  | { state: 'waiting' }
  | { state: 'sending' }
  | { state: 'raised' }
  /** The upstream already had a dispute on it (a 409), or this tab sent it before. */
  | { state: 'already' }
  | { state: 'failed'; error: unknown }
  /**
   * No answer (the connection ended, the page was left, the gateway timed out): it may have been
   * raised, so this tab does not send it again; the list shows what became of it.
   */
  | { state: 'unknown'; error: unknown };

const STORAGE_KEY = 'dashboard.raised-orders';

/**
 * The orders this tab has sent a raise for, kept across a reload (session storage): an order in
 * it is never sent again, whatever the clicks, retries or reloads. A raise refused with an answer
 * leaves it (it did not run); one that got no answer stays (it may have).
 */
export class RaiseLedger {
  private readonly sent: Set<string>;

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined) {
    const saved = storage?.getItem(STORAGE_KEY);
    this.sent = new Set(saved ? (JSON.parse(saved) as string[]) : []);
  }

  has(id: string) {
    return this.sent.has(id);
  }

  /** Marks the order sent; false when it already was (the caller must not send it). */
  claim(id: string): boolean {
    if (this.sent.has(id)) return false;
    this.sent.add(id);
    this.save();
    return true;
  }

  /** The raise failed without reaching a decision: the order may be sent again. */
  release(id: string) {
    this.sent.delete(id);
    this.save();
  }

  private save() {
    this.storage?.setItem(STORAGE_KEY, JSON.stringify([...this.sent]));
  }
}

const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
export const raiseLedger = new RaiseLedger(storage());

/**
 * The upstream's answer to a second raise of one order: it is raised, not failed. Other 409s
 * (not eligible, no error charge) are failures with their reason.
 */
const isAlreadyRaised = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.code === 'ALREADY_DISPUTED';

/**
 * The raise may have run: no answer reached the page (status 0: the connection ended or the page
 * was left mid-request), the gateway timed out, or it answered 200 with a reply the page cannot
 * read (it ran). A refusal (4xx) or a failure the gateway reported (500, 502) says it did not;
 * should one have run after all, its next raise is the gateway's 409, counted as already raised.
 */
export const mayHaveRun = (error: unknown) =>
  !isApiError(error) ||
  error.status === 0 ||
  error.status === 504 ||
  (error.status >= 200 && error.status < 300);

/**
 * Sends one raise per order, `RAISES_AT_ONCE` at a time, each waiting out a 429's
 * `Retry-After`; tells `onOutcome` as each order turns sending, then raised, already raised,
 * failed or unknown (no answer). An order the ledger holds is not sent (already).
 */
export async function raiseAll(
  raises: readonly ManualRaiseBody[],
  send: (raise: ManualRaiseBody) => Promise<unknown>,
  onOutcome: (id: string, outcome: RaiseOutcome) => void,
  ledger: RaiseLedger = raiseLedger,
): Promise<void> {
  const limit = createLimit(RAISES_AT_ONCE);
  await Promise.all(
    raises.map((raise) =>
      limit(async () => {
        const id = raise.deliveryUUID;
        if (!ledger.claim(id)) return onOutcome(id, { state: 'already' });
        onOutcome(id, { state: 'sending' });
        try {
          await withRateLimit(() => send(raise), undefined);
          onOutcome(id, { state: 'raised' });
        } catch (error) {
          if (isAlreadyRaised(error)) return onOutcome(id, { state: 'already' });
          if (mayHaveRun(error)) return onOutcome(id, { state: 'unknown', error });
          ledger.release(id);
          onOutcome(id, { state: 'failed', error });
        }
      }),
    ),
  );
}
