import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { auditLogQueryOptions, type AuditFilters } from '../../entities/person/person-queries';

/**
 * The log for the filters, as many pages as "Load more" asked for. New filters start again from
 * the first page; meanwhile the last filters' entries stay, dimmed.
 */
export function useAuditLog(filters: AuditFilters) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(filters);
  const [shown, setShown] = useState({ key, pages: 1 });
  const pages = shown.key === key ? shown.pages : 1;
  const log = useQuery({
    ...auditLogQueryOptions(queryClient, filters, pages),
    placeholderData: keepPreviousData,
  });
  const nextBefore = log.data?.nextBefore;
  return {
    log,
    /** More pages than the log shows are on their way. */
    loadingMore: log.isPlaceholderData && pages > 1,
    hasMore: !!nextBefore,
    loadMore: () => setShown({ key, pages: pages + 1 }),
  };
}
