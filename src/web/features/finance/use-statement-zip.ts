import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { errorMessage } from '../../lib/api-error';
import type { useStatement } from './use-statement';

/** The ZIP's code (fflate): fetched when the button is neared or pressed, not with the page. */
const loadZip = () => import('./statement-zip');
const preload = () => void loadZip().catch(() => undefined);

/**
 * The statement's CSV files in one ZIP: one download per press, however fast the presses (the
 * button keeps the focus meanwhile); a failure to load or to make it is said, not swallowed.
 */
export function useStatementZip(
  statement: ReturnType<typeof useStatement>,
  restaurants: ReadonlyMap<string, string>,
  name: string,
  month: string,
) {
  const zipping = useRef(false);
  const download = async () => {
    if (zipping.current) return;
    zipping.current = true;
    try {
      const zip = await loadZip().catch(() => null);
      if (!zip) {
        notifications.show({
          color: 'red',
          title: 'Download failed',
          message:
            'The download could not start. Check the connection and try again; if it still fails, reload the page.',
        });
        return;
      }
      zip.downloadStatementZip(statement, restaurants, name, month);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Download failed',
        message: `The ZIP could not be made: ${errorMessage(error)}`,
      });
    } finally {
      zipping.current = false;
    }
  };
  return { preload, download: () => void download() };
}
