import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AutoDisputeConfig } from '../../../contract/auto-dispute';
import { ChannelBadge } from '../../components/channel-badge';
import { issueName, reasonName } from '../../lib/display-names';
import { formatDateTime } from '../../lib/format';

interface ConfigsTableProps {
  configs: readonly AutoDisputeConfig[];
  /** listingId → restaurant name. */
  names: Map<string, string>;
}

const storesText = (stores: string, names: Map<string, string>) =>
  stores === 'ALL'
    ? 'All stores'
    : stores
        .split(',')
        .map((id) => names.get(id.trim()) ?? id.trim())
        .join(', ');

/** Badges keep their whole label: a squeezed table column would cut it to "A…". */
const NO_SHRINK = { minWidth: 'max-content' };

/** The client's automatic-dispute configurations, newest first (the upstream's order). */
export function ConfigsTable({ configs, names }: ConfigsTableProps) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped verticalSpacing="xs">
        <caption>
          <VisuallyHidden>Automatic-dispute configurations</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Channel</Table.Th>
            <Table.Th>Stores</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Active</Table.Th>
            <Table.Th ta="right">Refund</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {configs.map((config) => (
            <Table.Tr key={config.id} data-config={config.id}>
              <Table.Td>
                <ChannelBadge channel={config.channel} style={NO_SHRINK} />
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm">{storesText(config.stores, names)}</Text>
              </Table.Td>
              <Table.Td>{issueName(config.error)}</Table.Td>
              <Table.Td>{reasonName(config.reason)}</Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" c={config.description ? undefined : 'dimmed'}>
                  {config.description || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="dot"
                  color={config.isActive ? 'teal' : 'gray'}
                  tt="none"
                  style={NO_SHRINK}
                >
                  {config.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                {config.refundPercentage === null ? '—' : `${config.refundPercentage}%`}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{config.manuallyCreated ? 'By hand' : 'Automatic'}</Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(config.createdAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
