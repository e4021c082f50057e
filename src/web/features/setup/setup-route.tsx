import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageQuery } from '../../components/page-query';
import { paths } from '../../lib/paths';
import { setupStateQueryOptions } from '../../lib/setup-state';
import { SetupForm } from './setup-form';

/** The first run: the partner credential and the first owner, once; afterwards, a pointer to sign-in. */
export function Component() {
  useDocumentTitle('Set up · Partner dashboard');
  const state = useQuery({ ...setupStateQueryOptions(), retry: 1 });
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={480}>
        <Stack gap="lg">
          <Group gap={8}>
            <IconChartBar aria-hidden color="var(--mantine-primary-color-filled)" />
            <Text fw={700}>Partner dashboard</Text>
          </Group>
          <Title order={1} fz="h2">
            Set up the dashboard
          </Title>
          <PageQuery
            query={state}
            errorTitle="Could not check the set-up"
            loadingLabel="Checking the set-up…"
          >
            {({ needsOwner }) =>
              needsOwner ? (
                <SetupForm />
              ) : (
                <Text>
                  This dashboard is already set up.{' '}
                  <Anchor component={Link} to={paths.signIn}>
                    Sign in
                  </Anchor>
                </Text>
              )
            }
          </PageQuery>
        </Stack>
      </Paper>
    </Center>
  );
}
