import { Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from '../../components/plain-button';
import { formatCount, formatCountOf } from '../../lib/format';

type ExportState = 'idle' | 'asking' | 'waiting';

/**
 * The portfolio's CSV export. The file holds the rows as the table shows them, in its order; a
 * row still loading has no figures yet, so while any is missing the export says how many and
 * offers to wait for them (then saves the file once the last is in), rather than saving blanks.
 */
export function usePortfolioExport({
  total,
  missing,
  save,
}: {
  total: number;
  /** Rows with no figures yet. */
  missing: number;
  /** Saves the file from the rows as the screen holds them now. */
  save: () => void;
}) {
  const [state, setState] = useState<ExportState>('idle');
  // The effect below saves with the render's own rows, the ones the screen shows.
  const saveNow = useRef(save);
  useEffect(() => {
    saveNow.current = save;
  });
  const waitingDone = state === 'waiting' && missing === 0;
  useEffect(() => {
    if (!waitingDone) return;
    saveNow.current();
    // The save is the effect's outside work (a download); the export is then over, once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState('idle');
  }, [waitingDone]);
  const asking = state === 'asking' && missing > 0;

  const button = (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => {
        if (missing === 0) save();
        else setState('asking');
      }}
      loading={state === 'waiting'}
      disabled={total === 0}
    >
      Export CSV
    </Button>
  );

  const notice =
    asking || state === 'waiting' ? (
      <Alert
        color="blue"
        role="status"
        title={
          asking
            ? `${formatCount(missing)} of ${formatCountOf(total, 'client')} still loading`
            : 'The export waits for every client'
        }
        data-export-notice
      >
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">
            {asking
              ? 'Exported now, their figures would be empty. Wait for them, and the file is saved once the last is in.'
              : `The file is saved once all ${formatCountOf(total, 'client')} are in (${formatCount(total - missing)} so far).`}
          </Text>
          <Group gap="xs">
            {asking && (
              <Button size="xs" onClick={() => setState('waiting')}>
                Wait and export
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => setState('idle')}>
              {asking ? 'Cancel' : 'Cancel the export'}
            </Button>
          </Group>
        </Group>
      </Alert>
    ) : null;

  return { button, notice };
}
