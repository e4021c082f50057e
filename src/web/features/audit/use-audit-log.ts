import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import {
  auditPageQueryOptions,
  type AuditFilters,
} from '../../entities/person/person-queries';

/**
 * The log for the filters, page after page: the first page, and each one "Load more" asked for
 * (from where the last ended). New filters start again from the first page.
 */
export function useAuditLog(filters: AuditFilters) {
  const key = JSON.stringify(filters);
  const [pages, setPages] = useState({ key, cursors: [''] as readonly string[] });
  const cursors = pages.key === key ? pages.cursors : [''];
  const results = useQueries({
    queries: cursors.map((before, index) => ({
      ...auditPageQueryOptions(filters, before),
      // The first page of new filters: the last filters' entries stay, dimmed, until it comes.
      ...(index === 0 ? { placeholderData: keepPreviousData } : {}),
    })),
  });
  const first = results[0]!;
  const last = results.at(-1)!;
  const more = cursors.length > 1 ? last : undefined;
  const nextBefore = last.data?.nextBefore ?? null;
  return {
    first,
    entries: results.flatMap((result) => result.data?.entries ?? []),
    hasMore: !!nextBefore && !last.isPlaceholderData,
    loadingMore: !!more?.isPending,
    moreError: more?.isError ? more.error : null,
    retryMore: () => void more?.refetch(),
    loadMore: () => {
      if (nextBefore) setPages({ key, cursors: [...cursors, nextBefore] });
    },
  };
}
