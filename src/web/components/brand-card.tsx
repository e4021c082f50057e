import { Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A page of people not signed in (sign-in, set-up, a link): the dashboard's name over a card. */
export function BrandCard({ maw, children }: { maw: number; children: ReactNode }) {
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={maw}>
        <Stack gap="lg">
          <Group gap={8}>
            <IconChartBar aria-hidden color="var(--mantine-primary-color-filled)" />
            <Text fw={700}>Partner dashboard</Text>
          </Group>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
