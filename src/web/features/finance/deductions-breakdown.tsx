import { Group, Progress, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { GraphElement } from '../../../contract/finance';
import { Money } from '../../components/money';
import { toCents } from '../../lib/format';
import { waterfallBars } from './waterfall-data';

/** The deductions' named parts, largest first, each with its share of the total. */
export function DeductionsBreakdown({ graph }: { graph: readonly GraphElement[] }) {
  const deductions = useMemo(
    () => waterfallBars(graph).find((bar) => bar.key === 'deductions'),
    [graph],
  );
  if (!deductions) return null;
  const totalCents = Math.abs(toCents(deductions.value));
  return (
    <section aria-labelledby="deductions-title">
      <Group justify="space-between" mb="xs">
        <Text id="deductions-title" component="h3" fw={700}>
          Deductions
        </Text>
        <Money dollars={deductions.value} fw={700} />
      </Group>
      {deductions.parts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No deductions in this period.
        </Text>
      ) : (
        <Stack gap={8} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {deductions.parts.map((part) => (
            <li key={part.key}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{part.label}</Text>
                <Money dollars={part.value} size="sm" />
              </Group>
              <Progress
                value={totalCents === 0 ? 0 : (Math.abs(toCents(part.value)) / totalCents) * 100}
                color="red"
                size="sm"
                aria-hidden
              />
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
