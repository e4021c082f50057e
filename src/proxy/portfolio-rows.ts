/**
 * `POST /api/portfolio/rows`: the portfolio's rows read on the server, in one request, by the
 * page's own query code (src/web/entities/portfolio/load-row.ts). Each of the dozen operation calls
 * a row makes is answered in-process as the request's own session (`answeringAs`: the proxy's
 * `runOperation`, the person's or the viewed person's scope checked first, default deny; kept
 * replies shared; each upstream call in its turn of the budget) and each reply is checked against
 * the contract inside its query, as in the browser. The clients are those the server narrows the
 * clients list to for that scope, four at a time; each row is handed to `onRow` as soon as it is
 * ready. When `signal` aborts (the browser left), no further client is started and the calls of
 * those under way stop at their next request.
 */
import { QueryClient } from '@tanstack/react-query';
import type { PortfolioRowsBody } from '../contract/portfolio';
import { answeringAs, type AnswerAs } from '../notify/brief-reader';
import { loadRow } from '../web/entities/portfolio/load-row';
import {
  CLIENTS_AT_ONCE,
  PART_IDS,
  type PartFailure,
  type RowLine,
  type RowParts,
  type WireParts,
} from '../web/entities/portfolio/portfolio-row';
import { isApiError } from '../web/lib/api-error';
import { createLimit } from '../web/lib/limit';
import { restaurantDetailsQueryOptions } from '../web/lib/restaurant-details';
import { ProxyError } from './errors';

/** A part's failure as the stream says it: the `ApiError`'s status, code, message and wait. */
export const failureOf = (error: unknown): PartFailure => {
  if (isApiError(error))
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.retryAfter !== undefined ? { retryAfterSeconds: error.retryAfter } : {}),
    };
  return { status: 500, code: 'PROXY_FAILURE', message: 'The dashboard server failed.' };
};

const onTheWire = (parts: RowParts): WireParts => {
  const wire: Record<string, unknown> = {};
  for (const id of PART_IDS) {
    const part = parts[id];
    wire[id] = part.ok ? part : { ok: false, error: failureOf(part.error) };
  }
  return wire as WireParts;
};

/**
 * Reads the rows of `body` as `answer` answers the pages' requests. Resolves once every row was
 * handed to `onRow`, or rejects before the first with the clients list's own failure (a 401, a
 * 503…), which the route answers as any other /api failure.
 */
export const readPortfolioRows = async ({
  answer,
  body,
  signal,
  onRow,
}: {
  answer: AnswerAs;
  body: PortfolioRowsBody;
  signal: AbortSignal;
  onRow: (line: RowLine) => void;
}): Promise<void> => {
  // A fresh cache per request: nothing one person reads is handed to another but through the
  // server's kept replies, which check each person's scope first.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const limit = createLimit(CLIENTS_AT_ONCE);
  const scope = { from: body.from, to: body.to, channels: [...body.channels].sort() };
  try {
    await answeringAs(answer, async () => {
      let details;
      try {
        details = await queryClient.fetchQuery(restaurantDetailsQueryOptions());
      } catch (error) {
        const failure = failureOf(error);
        throw new ProxyError(failure.status || 502, failure.code, failure.message, {
          headers:
            failure.retryAfterSeconds !== undefined
              ? { 'retry-after': String(failure.retryAfterSeconds) }
              : {},
        });
      }
      const wanted = body.clientIds ? new Set(body.clientIds) : null;
      const clients = details.restaurantDetails.filter(
        (client) => !wanted || wanted.has(client.clientId),
      );
      await Promise.all(
        clients.map((client) =>
          limit(async () => {
            signal.throwIfAborted();
            let parts: WireParts;
            try {
              parts = onTheWire(await loadRow(queryClient, client, scope, body.today, signal));
            } catch (error) {
              if (signal.aborted) throw error;
              // A row that could not be read at all says so in each of its parts.
              const failed = { ok: false as const, error: failureOf(error) };
              parts = {
                finance: failed,
                disputes: failed,
                reviews: failed,
                pos: failed,
                payouts: failed,
              };
            }
            signal.throwIfAborted();
            onRow({ clientId: client.clientId, parts });
          }, signal).catch((error: unknown) => {
            if (!signal.aborted) throw error;
          }),
        ),
      );
    });
  } finally {
    queryClient.clear();
  }
};
