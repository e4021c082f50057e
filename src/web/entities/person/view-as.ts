import { serverSend } from '../../lib/server-send';

/** Starts viewing the dashboard as this person (read-only: the server refuses every write). */
export const startViewingAs = (personId: string) =>
  serverSend('/api/view-as', { method: 'POST', body: { personId } });

/** Back to oneself (the banner's "Stop viewing"). */
export const stopViewingAs = () => serverSend('/api/view-as', { method: 'DELETE' });
