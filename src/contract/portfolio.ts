/**
 * The portfolio's rows in one request (the server's own browser-facing interface, like
 * `notifications.ts`): the server reads each client's row as the person who asks, by the pages'
 * own queries (src/web/entities/portfolio/load-row.ts), and streams one line per client as its
 * row is ready.
 *
 * | request | meaning |
 * | --- | --- |
 * | `POST /api/portfolio/rows` `portfolioRowsBody` | NDJSON (`application/x-ndjson`): `{clientId, parts}` per client in the person's scope, as each is ready |
 *
 * A part is `{ok: true, value}` or `{ok: false, error: {status, code, message,
 * retryAfterSeconds?}}`: a part's failure is that part's, the rest of the row stays.
 */
import * as z from 'zod/mini';
import { CHANNELS } from './channels';
import { channelCode, identifier, isoDate } from './common';
import './zod-locale';

export const portfolioRowsBody = z
  .object({
    /** The range, `YYYY-MM-DD` both ends included. */
    from: isoDate,
    to: isoDate,
    /** Empty: every channel. */
    channels: z.array(channelCode).check(z.maxLength(CHANNELS.length)),
    /** The person's today (their calendar), for the reviews' reply window and open disputes. */
    today: isoDate,
    /**
     * Only these clients (the rows a page asks for together, or one row's retry), up to 5,000 (a
     * clients list's ids within the 1 MB body); missing: every client in the person's scope.
     */
    clientIds: z.optional(z.array(identifier).check(z.minLength(1), z.maxLength(5000))),
  })
  .check(
    z.refine((body) => body.from <= body.to, {
      message: 'from must not be after to',
      path: ['to'],
    }),
  );
export type PortfolioRowsBody = z.infer<typeof portfolioRowsBody>;
