import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  accountSessionsReply,
  type accountSession,
  auditReply,
  teamReply,
  type AuditAction,
  type AuditOutcome,
} from '../../../contract/people';
import { serverRequest, withQuery } from '../../lib/server-api';

export type AccountSession = z.infer<typeof accountSession>;

/** The audit log's filters, as the URL and the server's query name them. */
export interface AuditFilters {
  person?: string | undefined;
  client?: string | undefined;
  action?: AuditAction | undefined;
  outcome?: AuditOutcome | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** One page of the log: 50 entries, as the server pages them. */
const AUDIT_PAGE = '50';

/** The query string of the audit log's filters (the list and its CSV export share it). */
export const auditSearch = (filters: AuditFilters, extra: Record<string, string> = {}) =>
  withQuery('', { ...filters, ...extra });

/**
 * What the people pages ask the server for, generic → specific: the team, the audit log and the
 * person's own sessions. Every key starts with `people`, so a change to the team (an invitation,
 * a role) refreshes what shows it in one call (`personKeys.all`).
 */
export const personKeys = {
  all: ['people'] as const,
  team: () => [...personKeys.all, 'team'] as const,
  audit: () => [...personKeys.all, 'audit'] as const,
  sessions: () => [...personKeys.all, 'sessions'] as const,
};

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: personKeys.team(),
    queryFn: ({ signal }) => serverRequest('/api/team', { signal }, teamReply),
  });

/** The log, newest first; each page goes on from the last one's `nextBefore`. */
export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...personKeys.audit(), filters] as const,
    queryFn: ({ signal, pageParam }) =>
      serverRequest(
        `/api/audit${auditSearch(filters, { limit: AUDIT_PAGE, ...(pageParam ? { before: pageParam } : {}) })}`,
        { signal },
        auditReply,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: personKeys.sessions(),
    queryFn: ({ signal }) =>
      serverRequest('/api/account/sessions', { signal }, accountSessionsReply),
  });
