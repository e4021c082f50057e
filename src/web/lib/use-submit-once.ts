import type { UseMutateFunction, UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';

/** A mutation whose only way to send is `submit`: at most one write in flight, however fast the clicks. */
export type SubmitOnce<TData, TError, TVariables, TContext> = Omit<
  UseMutationResult<TData, TError, TVariables, TContext>,
  'mutate' | 'mutateAsync'
> & {
  /**
   * Sends, unless an earlier send has not settled yet (then does nothing and returns false). The
   * per-call callbacks are `mutate`'s.
   */
  submit: (...args: Parameters<UseMutateFunction<TData, TError, TVariables, TContext>>) => boolean;
  /** From the call that sent until it settles; true at once, before React renders `isPending`. */
  isSending: () => boolean;
};

/**
 * Exactly-once writes. `isPending` (and the button's `loading`) arrive with the next render, so a
 * second click in the same frame would send again; the guard is set synchronously by the first.
 * Wrap a write hook's `useMutation` in it, so no caller can bypass it.
 */
export function useSubmitOnce<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): SubmitOnce<TData, TError, TVariables, TContext> {
  const sending = useRef(false);
  const submit: SubmitOnce<TData, TError, TVariables, TContext>['submit'] = (...args) => {
    if (sending.current) return false;
    sending.current = true;
    const [variables, options] = args;
    mutation.mutate(variables as TVariables, {
      ...options,
      onSettled: (...args) => {
        sending.current = false;
        options?.onSettled?.(...args);
      },
    });
    return true;
  };
  return { ...mutation, submit, isSending: () => sending.current };
}
