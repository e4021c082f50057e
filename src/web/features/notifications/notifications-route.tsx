import { Stack, Text, Title } from '@mantine/core';
import { Suspense, useId } from 'react';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { TableSkeleton } from '../../components/table-skeleton';
import { lazyAfterPaint, usePreload } from '../../performance/load-after-paint';
import { BriefPreview } from './brief-preview';
import { useBrief } from './use-brief';

/* The brief's settings, the alert rules and channels, the scheduled statements (forms, their
 * controls and schemas) come after paint, in one request; the route lists them, one line each. */
const Section = lazyAfterPaint(() =>
  import('./after-paint-sections').then((m) => m.AfterPaintSection),
);

/**
 * Notifications: the morning brief by e-mail (its settings, "Send a test", the delivery log), the
 * alert rules and their channels, the scheduled statements, and a preview of today's brief as it would arrive, computed in
 * the browser over the person's own clients, every figure from the code of the page it links to
 * (the server mails the same). A layout: each section is its own component.
 */
export function Component() {
  const { clients, brief } = useBrief();
  const headingId = useId();
  usePreload('after-paint', Section);
  return (
    <Stack gap="md">
      <PageHeader
        title="Notifications"
        description="What is about to be lost in your clients, in one brief each morning."
      />
      <Suspense fallback={<TableSkeleton label="Loading your settings…" />}>
        <Section name="brief" />
        <Section name="rules" />
        <Section name="channels" />
        <Section name="statements" />
        <Section name="log" />
      </Suspense>
      <Stack gap="sm" component="section" aria-labelledby={headingId}>
        <Stack gap={4}>
          <Title order={2} fz="h3" id={headingId}>
            Today&apos;s brief
          </Title>
          <Text size="sm" c="dimmed">
            A preview, as it would arrive this morning: the mail carries the same figures and links.
          </Text>
        </Stack>
        {clients.isError && clients.data === undefined ? (
          <ErrorState
            error={clients.error}
            title="Could not load your clients"
            onRetry={() => void clients.refetch()}
            retrying={clients.isFetching}
          />
        ) : (
          <QueryState
            query={brief}
            errorTitle="Could not load today's brief"
            loadingLabel="Loading today's brief…"
          >
            {(data) => (
              <BriefPreview
                brief={data}
                onRetry={() => void brief.refetch()}
                retrying={brief.isFetching}
              />
            )}
          </QueryState>
        )}
      </Stack>
    </Stack>
  );
}
