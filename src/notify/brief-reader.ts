/**
 * Today's brief for one person, made on the server by the very code that makes the preview on
 * /notifications: `briefQuery` (src/web/entities/brief), over the clients list the server
 * narrows to the person's scope, each read one of the pages' own queries. No copy of a figure.
 *
 * The pages' code asks the dashboard server with `fetch('/api/ops/…')`. Here each of those
 * requests is answered in-process by the proxy as the person (`operationAs`: their scope
 * checked first, default deny; kept replies shared; each upstream call in its turn of the
 * budget, as background work, so people's pages go first). Which person is known from the
 * async context the brief runs in: `fetch` is wrapped once, and only a relative `/api/…` request
 * made inside a brief's context is answered this way (elsewhere Node's `fetch` refuses a
 * relative address anyway); everything else goes to Node's own `fetch`. The browser's code is
 * unchanged by this: not a byte is added to the pages' first paint.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { QueryClient } from '@tanstack/react-query';
import { OPS_BATCH_PATH } from '../contract/constants';
import type { RestaurantDetailsResult } from '../contract/listings';
import { opsBatchBody } from '../contract/ops-batch';
import { answerOpsBatch } from '../proxy/ops-batch';
import type { Brief } from '../web/entities/brief/brief';
import { briefQuery } from '../web/entities/brief/brief-query';
import { gatherReadsBy } from '../web/lib/api-client';
import { restaurantDetailsQueryOptions } from '../web/lib/restaurant-details';

/**
 * Answers one of the dashboard's requests as the person the brief is for: the reply's JSON, as
 * text or as the bytes it came in (a gateway's reply passed on unparsed).
 */
export type AnswerAs = (
  path: string,
  body: unknown,
) => Promise<{
  status: number;
  body: string | Uint8Array<ArrayBuffer>;
  headers: Record<string, string | string[]>;
}>;

const context = new AsyncLocalStorage<AnswerAs>();
let wrapped = false;

const wrapFetch = () => {
  if (wrapped) return;
  wrapped = true;
  // Each person's reads are gathered into requests of their own, sent in their context.
  gatherReadsBy(() => context.getStore());
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const answer = context.getStore();
    if (!answer || typeof input !== 'string' || !input.startsWith('/api/'))
      return nodeFetch(input, init);
    init?.signal?.throwIfAborted();
    const text = typeof init?.body === 'string' ? init.body : '';
    const raw = text ? (JSON.parse(text) as unknown) : undefined;
    if (input === OPS_BATCH_PATH) {
      // The reads the pages' code asks for together, answered as the server answers a browser's.
      const encoder = new TextEncoder();
      const lines = new ReadableStream<Uint8Array>({
        start: (stream) =>
          answerOpsBatch(
            opsBatchBody.parse(raw),
            (op, call) => answer(`/api/ops/${op}`, call),
            (...pieces) => {
              for (const piece of pieces)
                stream.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
            },
          ).then(
            () => stream.close(),
            (error: unknown) => stream.error(error),
          ),
      });
      return new Response(lines, {
        status: 200,
        headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
      });
    }
    const reply = await answer(input, raw);
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const [name, value] of Object.entries(reply.headers))
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    return new Response(reply.body, { status: reply.status, headers });
  };
};

/**
 * Runs `work` with the dashboard's relative `/api/…` requests answered by `answer` (as the person
 * whose work it is). The brief, the alerts and the mailed statements read through this.
 */
export const answeringAs = <T>(answer: AnswerAs, work: () => Promise<T>): Promise<T> => {
  wrapFetch();
  return context.run(answer, work);
};

/**
 * Runs `read` with the pages' own queries as `answer` reads them: the person's clients list (the
 * server narrows it to their scope), then whatever `read` asks. A fresh query cache each time:
 * nothing one person's read is handed to another's but through the server's own kept replies,
 * which check each person's scope first.
 */
export const readAs = async <T>(
  answer: AnswerAs,
  read: (queryClient: QueryClient, details: RestaurantDetailsResult) => Promise<T>,
): Promise<T> => {
  const queryClient = new QueryClient({
    // A failure fails the attempt, which the job (or the next round) tries again later.
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  try {
    return await answeringAs(answer, async () =>
      read(queryClient, await queryClient.fetchQuery(restaurantDetailsQueryOptions())),
    );
  } finally {
    queryClient.clear();
  }
};

/**
 * Today's brief (`today`: the person's local date) as `answer` reads it; its new low reviews are
 * those since `lastBriefAt` (the person's last brief), else since yesterday.
 */
export const readBrief = (
  answer: AnswerAs,
  today: string,
  lastBriefAt: string | null = null,
): Promise<Brief> =>
  readAs(answer, (queryClient, details) =>
    queryClient.fetchQuery(briefQuery(details, today, lastBriefAt)),
  );
