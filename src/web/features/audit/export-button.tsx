import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Button } from '../../components/plain-button';
import type { AuditFilters } from '../../entities/person/person-queries';
import { errorMessage } from '../../lib/api-error';
import { useAuditExport } from './audit-export';

interface ExportButtonProps {
  filters: AuditFilters;
  /** Its stand-in was pressed before this code was in: the export starts at once. */
  asked: boolean;
  onAsked: () => void;
}

/** "Export CSV": the filtered log as a file (export-action.tsx draws its stand-in). */
export function ExportButton({ filters, asked, onAsked }: ExportButtonProps) {
  const exporting = useAuditExport();
  const start = () =>
    exporting.submit(filters, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Could not export the log',
          message: errorMessage(error),
        }),
    });
  useEffect(() => {
    if (!asked) return;
    onAsked();
    start();
    // Only on mount: the press the stand-in took (useSubmitOnce sends it once).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={exporting.isPending}
      onClick={start}
    >
      Export CSV
    </Button>
  );
}
