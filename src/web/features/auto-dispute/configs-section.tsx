import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { IconInfoCircle } from '@tabler/icons-react';
import type { AutoDisputeConfig } from '../../../contract/auto-dispute';
import { EmptyState } from '../../components/empty-state';
import { Alert } from '../../components/plain-button';
import { QueryState } from '../../components/query-state';
import classes from './configs-section.module.css';
import { ConfigsTable } from './configs-table';

interface ConfigsSectionProps {
  configs: UseQueryResult<AutoDisputeConfig[]>;
  names: ReadonlyMap<string, string>;
  /** Called once the list (or its empty state) is drawn, before that drawing is painted. */
  onShown?: () => void;
}

function Shown({ onShown, children }: { onShown?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onShown?.(), [onShown]);
  return children;
}

/** The configurations of the filters, and what this page cannot do with them. */
export function ConfigsSection({ configs, names, onShown }: ConfigsSectionProps) {
  const [why, setWhy] = useState(false);
  const whyId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby="configs-title">
      <Title order={2} fz="h4" id="configs-title">
        Current configurations
      </Title>
      {/* On a phone the note is its title, its reason a tap away: in full it filled half the
          first screen before the configurations themselves. */}
      <Alert
        variant="light"
        color="gray"
        icon={<IconInfoCircle aria-hidden />}
        title="Adding only: no changes or removals here"
        role="note"
        data-limits
      >
        <div id={whyId} className={classes.why} data-open={why || undefined}>
          The partner interface has no operation to change, turn off or remove a configuration, so
          this page cannot do it either: it can only add configurations (below). A configuration
          applies to error charges from its creation on; to change or remove one, ask the
          marketplace&apos;s partner support.
        </div>
        <Anchor
          component="button"
          type="button"
          size="sm"
          // The note's own text colour, underlined: the link blue on its grey falls short of 4.5:1.
          c="inherit"
          underline="always"
          hiddenFrom="sm"
          className={classes.whyToggle}
          aria-expanded={why}
          aria-controls={whyId}
          onClick={() => setWhy((open) => !open)}
        >
          Why, and how to change one
        </Anchor>
      </Alert>
      <QueryState
        query={configs}
        errorTitle="Could not load the configurations"
        loadingLabel="Loading configurations…"
      >
        {(list) => (
          <Shown onShown={onShown}>
            {list.length === 0 ? (
              <EmptyState
                title="No configurations"
                description="Nothing is disputed automatically for these filters yet."
              />
            ) : (
              <>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {list.length} {list.length === 1 ? 'configuration' : 'configurations'}
                </Text>
                <ConfigsTable configs={list} names={names} />
              </>
            )}
          </Shown>
        )}
      </QueryState>
    </Stack>
  );
}
