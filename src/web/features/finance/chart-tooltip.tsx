import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Money } from '../../components/money';

interface ChartTooltipProps {
  title: ReactNode;
  total?: { label: string; dollars: number };
  lines: readonly { key: string; label: string; dollars: number; color?: string }[];
}

/** The one tooltip look of the finance charts. */
export function ChartTooltip({ title, total, lines }: ChartTooltipProps) {
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
        {lines.map((line) => (
          <Text key={line.key} size="xs" c={line.color}>
            {line.label}: <Money dollars={line.dollars} />
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
