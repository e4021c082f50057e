import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/plain-button';
import type { AuditFilters } from '../../entities/person/person-queries';
import { lazyAfterPaint, useLoadedAfterPaint } from '../../performance/load-after-paint';
import { Upgraded } from '../../performance/upgraded';

/*
 * "Export CSV" is drawn as a light button of the same look until its code is in (once the page is
 * idle, or at a press): the export's write guard would bring the sign-in page's chunk to the
 * audit log's first paint. A press before then is handed over, and the export starts once it is.
 */
const ExportButton = lazyAfterPaint(() =>
  import('./export-button').then((module) => module.ExportButton),
);

export function ExportAction({ filters }: { filters: AuditFilters }) {
  const { ready, load } = useLoadedAfterPaint(ExportButton);
  const [asked, setAsked] = useState(false);
  const standIn = (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={asked}
      onClick={() => {
        setAsked(true);
        load();
      }}
    >
      Export CSV
    </Button>
  );
  return (
    <Upgraded ready={ready} standIn={standIn}>
      <ExportButton filters={filters} asked={asked} onAsked={() => setAsked(false)} />
    </Upgraded>
  );
}
