import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { IconChartBar } from '@tabler/icons-react';
import { metaQueryOptions } from '../../lib/session';
import { SignInForm } from './sign-in-form';

/**
 * Starts loading the demo account without blocking the form. The session is deliberately not
 * checked here: signed out it answers 401, which browsers log as a console error on the very
 * page people land on; a signed-in visitor simply sees the form.
 */
export const createLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(metaQueryOptions());
  return null;
};

export function Component() {
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Group gap={8}>
            <IconChartBar aria-hidden color="var(--mantine-primary-color-filled)" />
            <Text fw={700}>Partner dashboard</Text>
          </Group>
          <Title order={1} fz="h2">
            Sign in
          </Title>
          <SignInForm />
        </Stack>
      </Paper>
    </Center>
  );
}
