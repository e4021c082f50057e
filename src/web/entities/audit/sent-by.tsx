import { Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditEntry } from '../../../contract/people';
import { apiFetch, contractMismatch, errorFromReply, readJson } from '../../lib/http';
import { formatDateTime } from '../../lib/format';

/** Which write of which order: a review's reply, or a dispute's raise. */
export interface SentByFilter {
  deliveryUUID: string;
  action: Extract<AuditAction, 'review.reply' | 'dispute.raise'>;
}

/**
 * The newest accepted entry of the audit log for one write of one order, or null when there is
 * none or the person may not read it (403, 404). By the order, not the review's id: every write
 * is recorded with its order, while a review's marketplace id may be missing.
 */
async function latestEntry(
  { deliveryUUID, action }: SentByFilter,
  signal: AbortSignal,
): Promise<AuditEntry | null> {
  const search = new URLSearchParams({ delivery: deliveryUUID, action, limit: '10' });
  const response = await apiFetch(`/api/audit?${search.toString()}`, { method: 'GET', signal });
  if (response.status === 403 || response.status === 404) return null;
  const json = await readJson(response, signal);
  if (!response.ok) throw errorFromReply(response, json);
  // The schema with its call, not on any page's first paint.
  const [{ auditReply }, z] = await Promise.all([
    import('../../../contract/people'),
    import('zod/mini'),
  ]);
  const parsed = z.safeParse(auditReply, json);
  if (!parsed.success)
    throw contractMismatch(response.status, 'the audit log', parsed.error.issues);
  const { entries } = parsed.data;
  return entries.find((entry) => entry.outcome === 'ok') ?? null;
}

export const sentByQueryOptions = ({ action, deliveryUUID }: SentByFilter) =>
  queryOptions({
    queryKey: ['audit', 'sent-by', action, deliveryUUID] as const,
    queryFn: ({ signal }) => latestEntry({ action, deliveryUUID }, signal),
    staleTime: 60_000,
    retry: false,
  });

/**
 * "Sent by Ana at Nov 3, 2026 2:05 PM" for one write, from the audit log; nothing while it loads,
 * when the log has none, or when it cannot be read. Mount it only where the write is shown open
 * (a drawer, the one review asked for): it asks the server once per order.
 */
export function SentBy({ filter, verb }: { filter: SentByFilter; verb: string }) {
  const entry = useQuery(sentByQueryOptions(filter)).data;
  if (!entry?.actor) return null;
  return (
    <Text size="xs" c="dimmed">
      {verb} by {entry.actor.name || entry.actor.email} at {formatDateTime(entry.at)}
    </Text>
  );
}
