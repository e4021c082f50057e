import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** e.g. a "Clear search" button */
  action?: ReactNode;
}

/** Nothing to show — said plainly, with the way out when there is one. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <MantineEmptyState
      py="xl"
      icon={<IconInbox size={32} aria-hidden />}
      withIndicatorBackground
      title={title}
      description={description}
    >
      {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
