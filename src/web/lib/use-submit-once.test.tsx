import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSubmitOnce } from './use-submit-once';

/** A write that stays in flight until the test lets it finish. */
function slowWrite() {
  const sent: string[] = [];
  const finishers: (() => void)[] = [];
  const mutationFn = (text: string) =>
    new Promise<string>((resolve) => {
      sent.push(text);
      finishers.push(() => resolve(text));
    });
  const finish = () => finishers.shift()?.();
  return { sent, mutationFn, finish };
}

function renderWrite(mutationFn: (text: string) => Promise<string>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSubmitOnce(useMutation({ mutationFn })), { wrapper });
}

describe('useSubmitOnce', () => {
  it('sends once when two submits come in the same tick, and again once the first settles', async () => {
    const write = slowWrite();
    const { result } = renderWrite(write.mutationFn);

    let accepted: boolean[] = [];
    act(() => {
      // A double-click: both land before React renders `isPending`.
      accepted = [result.current.submit('first'), result.current.submit('second')];
    });
    expect(accepted).toEqual([true, false]);
    expect(result.current.isSending()).toBe(true);
    await waitFor(() => expect(write.sent).toEqual(['first']));

    act(() => write.finish());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.isSending()).toBe(false);

    act(() => {
      result.current.submit('third');
    });
    await waitFor(() => expect(write.sent).toEqual(['first', 'third']));
  });

  it('lets a new submit send after a failure, and still runs the caller’s callbacks', async () => {
    let calls = 0;
    const { result } = renderWrite(async (text) => {
      calls += 1;
      if (calls === 1) throw new Error('upstream down');
      return text;
    });
    const settled: string[] = [];

    act(() => {
      result.current.submit('try', { onSettled: (_data, error) => settled.push(String(error)) });
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(settled).toEqual(['Error: upstream down']);
    expect(result.current.isSending()).toBe(false);

    act(() => {
      result.current.submit('again');
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toBe(2);
  });
});
