/**
 * Several reads in one request (the server's own browser-facing interface, like `portfolio.ts`):
 * the reads a page asks for together as it opens.
 *
 * | request | meaning |
 * | --- | --- |
 * | `POST /api/ops` (`OPS_BATCH_PATH`) `opsBatchBody` | NDJSON (`application/x-ndjson`): an `OpsBatchLine` per call, as each is answered |
 *
 * Each call is answered as `POST /api/ops/{op}` would answer it; a write is refused (each goes
 * alone, once per action).
 */
import * as z from 'zod/mini';
import { OPS_BATCH_LIMIT } from './constants';

export const opsBatchBody = z.strictObject({
  calls: z
    .array(
      z.strictObject({
        op: z.string().check(z.maxLength(64)),
        query: z.optional(z.unknown()),
        body: z.optional(z.unknown()),
      }),
    )
    .check(z.minLength(1), z.maxLength(OPS_BATCH_LIMIT)),
});
export type OpsBatchBody = z.infer<typeof opsBatchBody>;

/** One call's answer: its index in `calls`, the status and headers and envelope its own request would have had. */
export interface OpsBatchLine {
  i: number;
  status: number;
  headers: Record<string, string | string[]>;
  reply: unknown;
}
