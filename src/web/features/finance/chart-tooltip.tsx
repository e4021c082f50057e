import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Money } from '../../components/money';

interface ChartTooltipProps {
  title: ReactNode;
  total?: { label: string; dollars: number };
  lines: readonly { key: string; label: string; dollars: number; color?: string }[];
  /** Said instead of the lines when there are none. */
  empty?: string;
}

/** The one tooltip look of the finance charts. */
export function ChartTooltip({ title, total, lines, empty }: ChartTooltipProps) {
  return (
    <Paper withBorder shadow="sm" p="xs" miw={200}>
      <Stack gap={2}>
        <Text size="sm" fw={700}>
          {title}
        </Text>
        {total && (
          <Text size="sm">
            {total.label}: <Money dollars={total.dollars} fw={600} />
          </Text>
        )}
        {lines.length === 0 && empty && (
          <Text size="xs" c="dimmed">
            {empty}
          </Text>
        )}
        {lines.map((line) => (
          <Text key={line.key} size="xs" c={line.color}>
            {line.label}: <Money dollars={line.dollars} />
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
