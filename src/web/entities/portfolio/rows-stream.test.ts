import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { mockApi } from '../../test/mock-api';
import { askEveryRow, rowOf, rowOfLine } from './rows-stream';

const ok = { ok: true, value: 1 };
const line = (patch: Record<string, unknown> = {}) => ({
  clientId: 'c-1',
  parts: {
    finance: ok,
    disputes: ok,
    reviews: { ok: true, value: null },
    pos: ok,
    payouts: ok,
    ...patch,
  },
});

describe('rowOfLine', () => {
  it('reads a row, each failure as an ApiError with its status, code, message and wait', () => {
    const row = rowOfLine(
      line({
        pos: {
          ok: false,
          error: { status: 429, code: 'RATE_LIMITED', message: 'Later.', retryAfterSeconds: 3 },
        },
      }),
    );
    expect(row?.clientId).toBe('c-1');
    expect(row?.parts.finance).toEqual(ok);
    expect(row?.parts.reviews).toEqual({ ok: true, value: null });
    const pos = row?.parts.pos;
    expect(pos?.ok).toBe(false);
    const error = pos && !pos.ok ? pos.error : undefined;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 3 });
  });

  it('refuses what is not a row: a missing part, a part neither ok nor a failure, no client', () => {
    expect(rowOfLine(null)).toBeUndefined();
    expect(rowOfLine({ parts: line().parts })).toBeUndefined();
    const { pos: _pos, ...missing } = line().parts;
    expect(rowOfLine({ clientId: 'c-1', parts: missing })).toBeUndefined();
    expect(rowOfLine(line({ pos: { ok: true } }))).toBeUndefined();
    expect(rowOfLine(line({ pos: { ok: false, error: { code: 'X' } } }))).toBeUndefined();
  });
});

describe('the request of every row (askEveryRow)', () => {
  const parts = line().parts;
  const lineOf = (clientId: string) => `${JSON.stringify({ clientId, parts })}\n`;
  /** A rows reply whose lines the test sends one by one. */
  const stream = () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const encoder = new TextEncoder();
    return {
      response: () => new Response(body, { headers: { 'content-type': 'application/x-ndjson' } }),
      send: (clientId: string) => controller.enqueue(encoder.encode(lineOf(clientId))),
      end: () => controller.close(),
    };
  };
  const scopeOf = (from: string) => ({ from, to: '2026-11-18', channels: [] });
  const TODAY = '2026-11-18';
  const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('asks once for every client; a row gets its line whether it asks before or after it came', async () => {
    const every = stream();
    const { calls } = mockApi({ 'POST /api/portfolio/rows': () => every.response() });
    const scope = scopeOf('2026-10-01');
    askEveryRow(scope, TODAY);
    every.send('c-1');
    await settled();
    // Asked after its line came: handed the line, no request of its own.
    await expect(rowOf('c-1', scope, TODAY, new AbortController().signal)).resolves.toEqual(parts);
    // Asked before: it waits for its line.
    const second = rowOf('c-2', scope, TODAY, new AbortController().signal);
    every.send('c-2');
    every.end();
    await expect(second).resolves.toEqual(parts);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).not.toHaveProperty('clientIds');
  });

  it('rows asked in the task before every row is asked for go out in that one request, of every client', async () => {
    const every = stream();
    const { calls } = mockApi({ 'POST /api/portfolio/rows': () => every.response() });
    const scope = scopeOf('2026-10-04');
    // The page drew its rows first (its clients list was in), then its loader ran.
    const first = rowOf('c-1', scope, TODAY, new AbortController().signal);
    askEveryRow(scope, TODAY);
    every.send('c-1');
    every.send('c-2');
    every.end();
    await expect(first).resolves.toEqual(parts);
    await expect(rowOf('c-2', scope, TODAY, new AbortController().signal)).resolves.toEqual(parts);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).not.toHaveProperty('clientIds');
  });

  it('a row asked again after its line came (its retry) asks for itself while the stream runs', async () => {
    const every = stream();
    const { calls } = mockApi({
      'POST /api/portfolio/rows': (call) => {
        const ids = (call.body as { clientIds?: string[] }).clientIds;
        return ids ? new Response(ids.map(lineOf).join('')) : every.response();
      },
    });
    const scope = scopeOf('2026-10-02');
    askEveryRow(scope, TODAY);
    every.send('c-1');
    await settled();
    await expect(rowOf('c-1', scope, TODAY, new AbortController().signal)).resolves.toEqual(parts);
    // The stream still runs (c-2 to come): the retry does not wait for a line that will not come.
    await expect(rowOf('c-1', scope, TODAY, new AbortController().signal)).resolves.toEqual(parts);
    expect(calls.map((call) => (call.body as { clientIds?: string[] }).clientIds)).toEqual([
      undefined,
      ['c-1'],
    ]);
    every.end();
  });

  it('stops when every row waiting on it leaves; a row asked then asks for itself', async () => {
    const every = stream();
    const { calls } = mockApi({
      'POST /api/portfolio/rows': (call) => {
        const ids = (call.body as { clientIds?: string[] }).clientIds;
        return ids ? new Response(ids.map(lineOf).join('')) : every.response();
      },
    });
    const scope = scopeOf('2026-10-03');
    askEveryRow(scope, TODAY);
    await settled();
    const everySignal =
      (vi.mocked(fetch).mock.calls[0]?.[1] as RequestInit | undefined)?.signal ?? undefined;
    const leaving = new AbortController();
    const row = rowOf('c-1', scope, TODAY, leaving.signal);
    leaving.abort();
    await expect(row).rejects.toThrow();
    expect(everySignal?.aborted).toBe(true);
    await expect(rowOf('c-1', scope, TODAY, new AbortController().signal)).resolves.toEqual(parts);
    expect(calls).toHaveLength(2);
    expect((calls[1]?.body as { clientIds?: string[] }).clientIds).toEqual(['c-1']);
  });
});
