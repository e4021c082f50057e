// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions, skipToken } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { useQueriesInTransition } from './use-queries-in-transition';

/** A request per name, answered when the test says so. */
const gateway = () => {
  type Pending = { resolve: (value: string) => void; reject: () => void };
  const waiting = new Map<string, Pending>();
  let calls = 0;
  /** Answers the request for `name` and lets the page draw what came of it. */
  const settle = async (name: string, how: (request: Pending) => void) => {
    await act(async () => {
      const request = waiting.get(name);
      if (request) how(request);
      waiting.delete(name);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  };
  return {
    fetch: (name: string) =>
      new Promise<string>((resolve, reject) => {
        calls += 1;
        waiting.set(name, { resolve, reject: () => reject(new Error(`${name} failed`)) });
      }),
    answer: (name: string, value: string) => settle(name, (request) => request.resolve(value)),
    fail: (name: string) => settle(name, (request) => request.reject()),
    calls: () => calls,
  };
};

function Rows({ names, fetch }: { names: string[]; fetch: (name: string) => Promise<string> }) {
  const queries = useMemo(
    () => names.map((name) => ({ queryKey: ['row', name], queryFn: () => fetch(name) })),
    [names, fetch],
  );
  const results = useQueriesInTransition(queries);
  return (
    <ul>
      {results.map((result, index) => (
        <li key={names[index]}>
          {result.data ??
            (result.isPending || result.isFetching ? (
              'loading'
            ) : result.isError ? (
              <button type="button" onClick={() => void result.refetch()}>
                Retry {names[index]}
              </button>
            ) : (
              'none'
            ))}
        </li>
      ))}
    </ul>
  );
}

function Page({ fetch }: { fetch: (name: string) => Promise<string> }) {
  const [names, setNames] = useState(['a', 'b']);
  return (
    <>
      <button type="button" onClick={() => setNames(['a', 'c'])}>
        Other rows
      </button>
      <Rows names={names} fetch={fetch} />
    </>
  );
}

const setUp = () => {
  const api = gateway();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Page fetch={api.fetch} />
    </QueryClientProvider>,
  );
  const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent);
  return { api, rows };
};

describe('useQueriesInTransition', () => {
  it('fetches each query once, shows them loading, and draws each answer as it arrives', async () => {
    const { api, rows } = setUp();
    expect(rows()).toEqual(['loading', 'loading']);
    await api.answer('b', 'B');
    expect(rows()).toEqual(['loading', 'B']);
    await api.answer('a', 'A');
    expect(rows()).toEqual(['A', 'B']);
    expect(api.calls()).toBe(2);
  });

  it('follows new queries: a row kept keeps its answer, a new one loads and is drawn', async () => {
    const { api, rows } = setUp();
    await api.answer('a', 'A');
    await api.answer('b', 'B');
    await act(async () => screen.getByRole('button', { name: 'Other rows' }).click());
    expect(rows()).toEqual(['A', 'loading']);
    await api.answer('c', 'C');
    expect(rows()).toEqual(['A', 'C']);
    expect(api.calls()).toBe(3);
  });

  it('draws a failure, and the answer once it is tried again', async () => {
    const { api, rows } = setUp();
    await api.answer('a', 'A');
    await api.fail('b');
    expect(rows()).toEqual(['A', 'Retry b']);
    await act(async () => screen.getByRole('button', { name: 'Retry b' }).click());
    await waitFor(() => expect(rows()).toEqual(['A', 'loading']));
    await api.answer('b', 'B');
    expect(rows()).toEqual(['A', 'B']);
  });

  it('types and draws each result by its options: a tuple with a select and a waiting query', async () => {
    const tuple = [
      queryOptions({
        queryKey: ['length'],
        queryFn: async () => 'four',
        select: (value: string) => value.length,
      }),
      queryOptions({ queryKey: ['waiting'], queryFn: skipToken }),
      queryOptions({ queryKey: ['text'], queryFn: async () => 'text' }),
    ] as const;
    function Tuple() {
      const [length, waiting, text] = useQueriesInTransition(tuple);
      // Checked by the type check, as `useQueries` types its results.
      expectTypeOf(length.data).toEqualTypeOf<number | undefined>();
      expectTypeOf(text.data).toEqualTypeOf<string | undefined>();
      return (
        <p>
          {length.data ?? 'loading'} / {waiting.isPending ? 'waiting' : 'asked'} /{' '}
          {text.data ?? 'loading'}
        </p>
      );
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Tuple />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText('4 / waiting / text')).toBeDefined());
  });
});
