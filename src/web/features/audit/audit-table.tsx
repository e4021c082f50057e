import { Badge, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '../../../contract/people';
import type { RestaurantDetailsResult } from '../../../contract/listings';
import { DataTable } from '../../components/data-table';
import { textColumn, type Column } from '../../components/table-model';
import {
  auditActionName,
  auditDetailParts,
  auditOutcomeName,
} from '../../entities/person/audit-names';
import { formatDateTime } from '../../lib/calendar';
import { restaurantNames } from '../../lib/restaurant-details';

const OUTCOME_COLORS: Record<string, string> = {
  Done: 'teal',
  Refused: 'orange',
  Failed: 'red',
  'No answer': 'red',
  Waiting: 'blue',
};

/** An order's id, short: its first 8 characters (the whole id in its title). */
const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}…` : id);

/** What the entry was about, as parts: the client, the store, the order, the review, a person. */
export function targetParts(entry: AuditEntry, details: RestaurantDetailsResult | undefined) {
  const client = details?.restaurantDetails.find((c) => c.clientId === entry.clientId);
  const stores = restaurantNames(details);
  return [
    entry.clientId && (client?.clientName ?? entry.clientId),
    entry.listingId && (stores.get(entry.listingId) ?? entry.listingId),
    entry.deliveryUUID && `Order ${shortId(entry.deliveryUUID)}`,
    entry.reviewId && `Review ${shortId(entry.reviewId)}`,
    entry.targetPerson && entry.targetPerson.name,
  ].filter((part): part is string => !!part);
}

const auditColumns = (details: RestaurantDetailsResult | undefined): Column<AuditEntry>[] => [
  textColumn('at', 'When', (e) => e.at, { render: (e) => formatDateTime(e.at) }),
  textColumn('who', 'Who', (e) => e.actor?.name ?? 'Someone unknown', {
    render: (e) => (
      <Stack gap={0}>
        <Text size="sm">{e.actor?.name ?? 'Someone unknown'}</Text>
        {e.asPerson && (
          <Text size="xs" c="dimmed">
            as {e.asPerson.name}
          </Text>
        )}
      </Stack>
    ),
  }),
  textColumn('what', 'What', (e) => auditActionName(e.action)),
  textColumn('target', 'About', (e) => targetParts(e, details).join(' · '), {
    render: (e) => (
      <Text size="sm" title={e.deliveryUUID ?? undefined}>
        {targetParts(e, details).join(' · ') || '–'}
      </Text>
    ),
  }),
  textColumn('detail', 'Input', (e) => auditDetailParts(e.detail).join('; '), {
    render: (e) => {
      const parts = auditDetailParts(e.detail);
      return parts.length === 0 ? (
        '–'
      ) : (
        <Stack gap={0}>
          {parts.map((part) => (
            <Text key={part} size="xs">
              {part}
            </Text>
          ))}
        </Stack>
      );
    },
  }),
  textColumn('outcome', 'Outcome', (e) => auditOutcomeName(e), {
    render: (e) => {
      const name = auditOutcomeName(e);
      return (
        <Stack gap={2} align="flex-start">
          <Badge variant="dot" tt="none" miw="max-content" color={OUTCOME_COLORS[name] ?? 'gray'}>
            {name}
          </Badge>
          {e.outcomeDetail && (
            <Text size="xs" c="dimmed">
              {e.outcomeDetail}
            </Text>
          )}
        </Stack>
      );
    },
  }),
];

/** The log's entries, newest first (the server's order; the table does not re-sort them). */
export function AuditTable({
  entries,
  details,
}: {
  entries: readonly AuditEntry[];
  details: RestaurantDetailsResult | undefined;
}) {
  return (
    <DataTable
      caption="The audit log"
      minWidth={960}
      rows={entries}
      columns={auditColumns(details)}
      rowKey={(e) => e.id}
      rowProps={(e) => ({ 'data-entry': e.id })}
    />
  );
}
