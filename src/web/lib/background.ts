import type { SkipToken } from '@tanstack/react-query';
import { signalHeaders } from './http';

const BACKGROUND = { 'X-Dashboard-Priority': 'background' };

/**
 * The same query options, their requests marked as background work (portfolio rows filling,
 * a configuration's try-out): the server lets what a person waits for on screen go to the
 * gateway first. Every request a query makes carries its signal, so each page of it is marked.
 */
export function inBackground<O extends { queryFn?: unknown }>(options: O): O {
  const run = options.queryFn as ((context: { signal: AbortSignal }) => unknown) | SkipToken;
  if (typeof run !== 'function') return options;
  return {
    ...options,
    queryFn: (context: { signal: AbortSignal }) => {
      signalHeaders.set(context.signal, BACKGROUND);
      return run(context);
    },
  };
}

/** A signal for calls made outside a query (a bulk raise) that are background work. */
export function backgroundSignal(): AbortSignal {
  const { signal } = new AbortController();
  signalHeaders.set(signal, BACKGROUND);
  return signal;
}

/** Marks the requests made with `signal` as background work (a request sent by hand). */
export function markInBackground(signal: AbortSignal): AbortSignal {
  signalHeaders.set(signal, BACKGROUND);
  return signal;
}
