/**
 * Shared helpers of the sample API's test files: a signed-in session over `startSampleApi`,
 * envelope checks against the contract table, money in cents and day arithmetic.
 */
import { expect } from 'vitest';
import { z } from 'zod';
import { operations, type OperationId, type OperationResult } from '../contract/operations';
import type { SampleConfigInput } from './config';
import { startSampleApi, TEST_TODAY, type RawReply } from './testing';

export { TEST_TODAY };

/** Dollars to integer cents (the wire carries at most two decimals). */
export const cents = (value: number) => Math.round(value * 100);
export const sumCents = (values: readonly number[]) => values.reduce((acc, v) => acc + cents(v), 0);

/** `YYYY-MM-DD` moved by whole days. */
export const shiftDay = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The `n` days ending on TEST_TODAY. */
export const lastDays = (n: number) => ({
  startDate: shiftDay(TEST_TODAY, -(n - 1)),
  endDate: TEST_TODAY,
});

export const must = <T>(value: T | undefined | null, what: string): T => {
  if (value === undefined || value === null) throw new Error(`test data: no ${what}`);
  return value;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a value (not undefined) or `timeoutMs` passes. */
export const waitFor = async <T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 3000,
  stepMs = 50,
) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(stepMs);
  }
};

const ENVELOPE_KEYS = ['error', 'message', 'result', 'status', 'statusCode'];

/**
 * A success of operation `id`: HTTP 200, the five-field envelope with status true, statusCode
 * 200, error null and the table's success message, and a `result` the contract schema accepts.
 */
export const expectOk = <Id extends OperationId>(id: Id, reply: RawReply): OperationResult<Id> => {
  expect(reply.status, `${id}: ${reply.text.slice(0, 500)}`).toBe(200);
  const body = reply.json();
  expect(Object.keys(body).sort()).toEqual(ENVELOPE_KEYS);
  expect(body.status).toBe(true);
  expect(body.statusCode).toBe(200);
  expect(body.error).toBeNull();
  expect(body.message).toBe(operations[id].successMessage);
  const parsed = z.safeParse(operations[id].result, body.result);
  if (!parsed.success)
    throw new Error(`${id}: result does not match the contract\n${z.prettifyError(parsed.error)}`);
  return parsed.data as OperationResult<Id>;
};

export interface FailureBody {
  status: boolean;
  statusCode: number;
  message: string;
  result: unknown;
  error: string | { code: string; detail: string; fields?: { path: string; message: string }[] };
}

/** A failure: the HTTP status, the envelope with the same statusCode, and an error object with `code`. */
export const expectFailure = (reply: RawReply, status: number, code?: string) => {
  expect(reply.status, reply.text.slice(0, 500)).toBe(status);
  const body = reply.json() as unknown as FailureBody;
  expect(Object.keys(body).sort()).toEqual(ENVELOPE_KEYS);
  expect(body.status).toBe(false);
  expect(body.statusCode).toBe(status);
  expect(body.result).toBeNull();
  if (code !== undefined) {
    expect(typeof body.error).toBe('object');
    expect((body.error as { code: string }).code).toBe(code);
  }
  return body;
};

/** The paths of a 400's `error.fields`. */
export const fieldPaths = (body: FailureBody) =>
  typeof body.error === 'object' ? (body.error.fields ?? []).map((f) => f.path) : [];

type Query = Record<string, string | number>;

/** A sample API started for one test file, signed in, with its partner clients. */
export const openSession = async (input: SampleConfigInput = {}) => {
  const sample = await startSampleApi(input);
  const signed = await sample.signIn();
  const session = {
    sample,
    api: sample.api,
    token: signed.token,
    refresh: signed.refresh,
    /** Calls an operation with the session's token. */
    send: (id: OperationId, query?: Query, body?: unknown) =>
      sample.call(id, { token: session.token, ...(query ? { query } : {}), body }),
    /** Calls an operation and returns its checked result. */
    read: async <Id extends OperationId>(id: Id, query?: Query, body?: unknown) =>
      expectOk(id, await session.send(id, query, body)),
    clients: [] as OperationResult<'getRestaurantDetails'>['restaurantDetails'],
    close: () => sample.close(),
  };
  session.clients = (await session.read('getRestaurantDetails')).restaurantDetails;
  return session;
};
export type Session = Awaited<ReturnType<typeof openSession>>;

/** Every page of a `{total, orders}` listing, fetched `limit` at a time. */
export const allPages = async <T>(
  fetchPage: (offset: number) => Promise<{ total: number; orders: T[] }>,
) => {
  const rows: T[] = [];
  for (;;) {
    const page = await fetchPage(rows.length);
    rows.push(...page.orders);
    if (page.orders.length === 0 || rows.length >= page.total) return { total: page.total, rows };
  }
};
