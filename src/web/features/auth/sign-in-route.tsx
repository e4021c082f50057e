import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChartBar } from '@tabler/icons-react';
import { SignInForm } from './sign-in-form';

/*
 * No loader: the demo account is asked for by its own component once the form has painted, so
 * nothing holds back the first page people land on. The session is deliberately not checked
 * here: signed out it answers 401, which browsers log as a console error; a signed-in visitor
 * simply sees the form.
 */

export function Component() {
  useDocumentTitle('Sign in · Partner dashboard');
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
