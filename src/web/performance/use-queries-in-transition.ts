import {
  notifyManager,
  QueriesObserver,
  useQueryClient,
  type QueriesResults,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useAfterFirstPaint } from './first-paint';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as `useQueries` takes them
type AnyQueryOptions = QueryObserverOptions<any, any, any, any, any>;

/** Each query's result, typed by its options as `useQueries` types them: a list or a tuple. */
type ResultsOf<TQueries extends readonly AnyQueryOptions[]> = QueriesResults<[...TQueries]>;

/**
 * `useQueries` for a page fed by many requests at once (the portfolio: a row per client, each
 * from several calls), whose arrivals are drawn one drawing at a time. Not for a page whose
 * arrivals change its layout: one that comes in during the first drawing is painted after it (the
 * statement tried it, and its tables moving into their skeletons' places shifted the page).
 *
 * `useQueries` tells React of each arrival through `useSyncExternalStore`, an update React runs at
 * once, before anything else. On a slow phone the portfolio takes longer to draw than the gap
 * between two arrivals (half a second at 4× CPU, its requests coming in for two seconds), so each
 * arrival threw the half-drawn page away and started it again: the table showed only once the
 * last request was in. Here an arrival is drawn as a transition, and only once the drawing before
 * it is committed (the page's first drawing included: `withFirstPaint`); what arrived meanwhile
 * is drawn next, together. The table shows with the rows in so far, then fills in.
 *
 * The results are read from the cache as each render starts, so a render for any other reason
 * (a sort, the filters) shows the latest too.
 */
export function useQueriesInTransition<const TQueries extends readonly AnyQueryOptions[]>(
  queries: TQueries,
): ResultsOf<TQueries> {
  const client = useQueryClient();
  const painted = useAfterFirstPaint();
  // Only React Query's public API: a query that has not started yet reads as pending (not yet
  // fetching) until the observer below subscribes; a caller shows `isPending || isFetching` as
  // loading.
  const defaulted = useMemo(
    () => queries.map((options) => client.defaultQueryOptions(options)),
    [client, queries],
  );
  const [observer] = useState(() => new QueriesObserver(client, defaulted));
  /** Arrivals so far, and how many the render on its way (or on the screen) was asked for. */
  const arrivals = useRef(0);
  const [asked, redraw] = useReducer((_: number, count: number) => count, 0);
  /** A redraw is on its way (scheduled, not yet committed); the page's first drawing is committed. */
  const drawing = useRef(false);
  const drawn = useRef(false);
  const schedule = useRef(() => {
    if (drawing.current || !drawn.current) return;
    drawing.current = true;
    startTransition(() => redraw(arrivals.current));
  });

  useEffect(() => {
    observer.setQueries(defaulted);
  }, [observer, defaulted]);
  useEffect(
    () =>
      observer.subscribe(
        notifyManager.batchCalls(() => {
          arrivals.current += 1;
          schedule.current();
        }),
      ),
    [observer],
  );
  // After each commit: what arrived meanwhile is drawn next.
  useEffect(() => {
    drawn.current = painted;
    drawing.current = false;
    if (arrivals.current > asked) schedule.current();
  });
  return observer.getOptimisticResult(defaulted, undefined)[0] as ResultsOf<TQueries>;
}
