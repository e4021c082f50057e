import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ErrorState } from '../../components/error-state';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { BriefPreview } from './brief-preview';
import { useBrief } from './use-brief';

/**
 * Notifications: for now, a preview of today's brief as it would arrive, computed in the browser
 * over the person's own clients, every figure from the code of the page it links to. Sending it
 * (mail, a time of day, alerts, channels) is the next part of the work.
 */
export function Component() {
  const { clients, brief } = useBrief();
  const headingId = useId();
  return (
    <Stack gap="md">
      <PageHeader
        title="Notifications"
        description="What is about to be lost in your clients, in one brief each morning."
      />
      <Stack gap="sm" component="section" aria-labelledby={headingId}>
        <Stack gap={4}>
          <Title order={2} fz="h3" id={headingId}>
            Today&apos;s brief
          </Title>
          <Text size="sm" c="dimmed">
            A preview, as it would arrive this morning. Sending it by e-mail is not set up yet:
            until then, new low-rated reviews are those of the last day, not those since the last
            brief.
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
