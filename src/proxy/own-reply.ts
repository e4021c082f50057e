import type * as z from 'zod/mini';
import { describeIssues } from '../contract/operations';
import { ProxyError } from './errors';

/**
 * The dashboard's own reply (people, the audit, notifications), checked against the contract's
 * schema before it leaves: the browser reads these replies without one. A reply that breaks it is
 * this server's fault: `broken` hears the contract's words (for the log), and the person gets a 500
 * that says so, not the reply.
 */
export const checkOwnReply = <T extends z.ZodMiniType>(
  schema: T,
  payload: unknown,
  broken: (detail: string) => void,
): z.output<T> => {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  broken(describeIssues(parsed.error.issues, 'reply').detail);
  throw new ProxyError(
    500,
    'REPLY_BROKE_CONTRACT',
    'The dashboard could not answer as it should; the fault is logged',
  );
};
