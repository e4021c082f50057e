import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { rowOfLine } from './rows-stream';

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
