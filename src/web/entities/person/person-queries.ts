import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type {
  accountSession,
  accountSessionsReply,
  auditReply,
  teamReply,
  AuditAction,
  AuditEntry,
  AuditOutcome,
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
    queryFn: ({ signal }) => serverRequest<z.output<typeof teamReply>>('/api/team', { signal }),
  });

/**
 * One page of the log, newest first: the first (`before` empty), or the one after the entry a
 * page ended on (its `nextBefore`).
 */
export const auditPageQueryOptions = (filters: AuditFilters, before = '') =>
  queryOptions({
    queryKey: [...personKeys.audit(), filters, 'page', before] as const,
    queryFn: ({ signal }) =>
      serverRequest<z.output<typeof auditReply>>(
        `/api/audit${auditSearch(filters, { limit: AUDIT_PAGE, ...(before ? { before } : {}) })}`,
        { signal },
      ),
  });

/**
 * The first `pages` pages of the log, each from where the one before ended, as one list: "Load
 * more" asks for one page more, and the pages already in come from the cache. (Not React Query's
 * infinite query: its code would go with React Query's own, on every page's first paint.)
 */
export const auditLogQueryOptions = (
  queryClient: QueryClient,
  filters: AuditFilters,
  pages: number,
) =>
  queryOptions({
    queryKey: [...personKeys.audit(), filters, 'log', pages] as const,
    queryFn: async () => {
      const entries: AuditEntry[] = [];
      let before = '';
      for (let page = 0; page < pages; page++) {
        const reply = await queryClient.fetchQuery({
          ...auditPageQueryOptions(filters, before),
          staleTime: 60_000,
        });
        entries.push(...reply.entries);
        before = reply.nextBefore ?? '';
        if (!before) break;
      }
      return { entries, nextBefore: before || null };
    },
  });

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: personKeys.sessions(),
    queryFn: ({ signal }) =>
      serverRequest<z.output<typeof accountSessionsReply>>('/api/account/sessions', { signal }),
  });
