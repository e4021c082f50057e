import type { OperationId } from '../../contract/operations';
import { apiFetch, sendOperation, SESSION_PATH } from './http';

/**
 * The two requests every signed-in page waits for (the session, then the clients and their
 * listings), sent as soon as the app's entry runs: in parallel with each other and with the
 * download of the page's own code, instead of one after the other once that code has arrived.
 * Each reply is handed to the first caller that asks for it, once; later calls fetch as usual.
 */
const early = new Map<string, Promise<Response>>();

/** The early reply's key for an operation sent without input. */
export const earlyOperationKey = (id: OperationId) => `op:${id}`;

export const EARLY_SESSION = 'session';
export const EARLY_RESTAURANT_DETAILS = earlyOperationKey('getRestaurantDetails');

export function sendEarlyRequests(): void {
  const send = (key: string, request: () => Promise<Response>) => {
    const reply = request();
    // Observed so a failure is never unhandled; the taker sees it.
    reply.catch(() => undefined);
    early.set(key, reply);
  };
  // The same requests `getSession` and `callOperation` send: either may take the reply.
  send(EARLY_SESSION, () => apiFetch(SESSION_PATH, { method: 'GET' }));
  send(EARLY_RESTAURANT_DETAILS, () => sendOperation('getRestaurantDetails', {}));
}

/** The early reply for `key`, once; `undefined` when none was sent or it was already taken. */
export function takeEarly(key: string): Promise<Response> | undefined {
  const reply = early.get(key);
  early.delete(key);
  return reply;
}

/** Signed out: what was sent early was sent without a session and must not be used after. */
export function dropEarly(): void {
  early.clear();
}
