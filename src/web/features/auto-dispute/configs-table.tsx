import { Badge, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { AutoDisputeConfig } from '../../../contract/auto-dispute';
import { ChannelBadge } from '../../components/channel-badge';
import { DataTable } from '../../components/data-table';
import type { Column } from '../../components/table-model';
import { issueName, reasonName } from '../../lib/display-names';
import { formatDateTime } from '../../lib/format';

interface ConfigsTableProps {
  configs: readonly AutoDisputeConfig[];
  /** listingId → restaurant name. */
  names: ReadonlyMap<string, string>;
}

const storesText = (stores: string, names: ReadonlyMap<string, string>) =>
  stores === 'ALL'
    ? 'All stores'
    : stores
        .split(',')
        .map((id) => names.get(id.trim()) ?? id.trim())
        .join(', ');

/** Badges keep their whole label: a squeezed table column would cut it to "A…". */
const NO_SHRINK = { minWidth: 'max-content' };

const configColumns = (names: ReadonlyMap<string, string>): Column<AutoDisputeConfig>[] => [
  {
    id: 'channel',
    header: 'Channel',
    kind: 'text',
    render: (config) => <ChannelBadge channel={config.channel} style={NO_SHRINK} />,
  },
  {
    id: 'stores',
    header: 'Stores',
    kind: 'text',
    render: (config) => (
      <Text size="sm" maw={260}>
        {storesText(config.stores, names)}
      </Text>
    ),
  },
  { id: 'category', header: 'Category', kind: 'text', render: (c) => issueName(c.error) },
  { id: 'reason', header: 'Reason', kind: 'text', render: (c) => reasonName(c.reason) },
  {
    id: 'description',
    header: 'Description',
    kind: 'text',
    render: (config) => (
      <Text size="sm" maw={220} c={config.description ? undefined : 'dimmed'}>
        {config.description || '—'}
      </Text>
    ),
  },
  {
    id: 'active',
    header: 'Active',
    kind: 'text',
    render: (config) => (
      <Badge variant="dot" color={config.isActive ? 'teal' : 'gray'} tt="none" style={NO_SHRINK}>
        {config.isActive ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  {
    id: 'refund',
    header: 'Refund',
    kind: 'count',
    render: (config) => (config.refundPercentage === null ? '—' : `${config.refundPercentage}%`),
  },
  {
    id: 'created',
    header: 'Created',
    kind: 'text',
    render: (config) => (
      <>
        <Text size="sm">{config.manuallyCreated ? 'By hand' : 'Automatic'}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(config.createdAt)}
        </Text>
      </>
    ),
  },
];

/** The client's automatic-dispute configurations, newest first (the upstream's order). */
export function ConfigsTable({ configs, names }: ConfigsTableProps) {
  const columns = useMemo(() => configColumns(names), [names]);
  return (
    <DataTable
      caption="Automatic-dispute configurations"
      minWidth={1000}
      atTop
      highlightOnHover={false}
      rows={configs}
      columns={columns}
      rowKey={(config) => config.id}
      rowProps={(config) => ({ 'data-config': config.id })}
    />
  );
}
