import { Group, Paper, Text } from '@mantine/core';
import type { Listing } from '../../../contract/listings';
import { formatCount } from '../../lib/format';
import { countActive } from './select-listings';

/** "Marketplace 1: 9 active", for the listings in view. */
export function MarketplaceCounts({ listings }: { listings: readonly Listing[] }) {
  return (
    <Group
      gap="sm"
      component="ul"
      aria-label="Active listings per marketplace"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {countActive(listings).map(({ label, active }) => (
        <Paper component="li" key={label} withBorder px="sm" py={6}>
          <Text size="sm">
            <Text span fw={600} inherit>
              {label}:
            </Text>{' '}
            {formatCount(active)} active
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
