import { Box, Center, Group, Loader, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { TableSkeleton } from '../components/table-skeleton';
import { LoadingBar } from './top-progress';

/** Shown while the sign-in page's code loads. */
export function AppLoading() {
  return (
    <>
      <LoadingBar />
      <Center component="main" mih="100vh">
        <Loader aria-label="Loading the dashboard" role="status" />
      </Center>
    </>
  );
}

/**
 * Shown while the dashboard's first page loads: the shape of the shell and of a data page
 * (header, navigation, title, filters, table), so the page settles in place instead of
 * replacing a blank spinner.
 */
export function ShellLoading() {
  return (
    <>
      <LoadingBar />
      <Box
        h={60}
        px="md"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        aria-hidden
      >
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Skeleton height={24} width={120} />
          <Skeleton height={34} maw={260} style={{ flex: '0 1 260px' }} />
        </Group>
      </Box>
      <Group align="flex-start" gap={0} wrap="nowrap">
        <Stack gap="sm" p="sm" w={220} visibleFrom="sm" aria-hidden>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={28} />
          ))}
        </Stack>
        <Stack component="main" gap="md" p="md" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={6} aria-hidden>
            <Skeleton height={30} width={200} />
            <Skeleton height={14} width="60%" />
          </Stack>
          <Paper withBorder p="sm" aria-hidden>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} height={56} />
              ))}
            </SimpleGrid>
          </Paper>
          <TableSkeleton label="Loading the dashboard…" />
        </Stack>
      </Group>
    </>
  );
}
