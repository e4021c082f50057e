import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColumnGrid, type Columns } from './column-grid';

export interface Stat {
  label: string;
  /** Already formatted (`$1,234.00`, `12.5%`, `…` while loading). */
  value: string;
  note?: ReactNode;
}

interface StatGridProps {
  /** The list's accessible name, e.g. "Disputes summary". */
  label: string;
  stats: readonly Stat[];
  cols: Columns;
}

/** A page's summary figures: a list of cards, each its label, value and an optional note. */
export function StatGrid({ label, stats, cols }: StatGridProps) {
  return (
    <ColumnGrid component="ul" aria-label={label} cols={cols} spacing="sm">
      {stats.map((stat) => (
        <Paper
          key={stat.label}
          withBorder
          p="sm"
          component="li"
          style={{ listStyle: 'none' }}
          aria-label={stat.label}
        >
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {stat.label}
          </Text>
          <Text fz="xl" fw={700} data-stat={stat.label}>
            {stat.value}
          </Text>
          {stat.note && (
            <Text size="xs" c="dimmed">
              {stat.note}
            </Text>
          )}
        </Paper>
      ))}
    </ColumnGrid>
  );
}
