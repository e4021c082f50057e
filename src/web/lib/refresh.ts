import type { QueryClient } from '@tanstack/react-query';
import { momentHeaders } from './http';

let refreshing = 0;

/**
 * The page's refresh: every query on screen asked again, and the server asked to read the
 * gateway afresh rather than hand back a reply it kept for a minute (`x-dashboard-fresh`).
 * Requests sent while it runs carry the header; what the page shows is then the gateway's now.
 */
export async function refreshFromGateway(queryClient: QueryClient): Promise<void> {
  refreshing += 1;
  momentHeaders['X-Dashboard-Fresh'] = '1';
  try {
    await queryClient.refetchQueries({ type: 'active' });
  } finally {
    refreshing -= 1;
    if (refreshing === 0) delete momentHeaders['X-Dashboard-Fresh'];
  }
}
