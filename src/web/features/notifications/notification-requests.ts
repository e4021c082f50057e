import { queryOptions } from '@tanstack/react-query';
import type {
  BriefSettings,
  deliveriesReply,
  NotificationSettings,
  TestSendReply,
} from '../../../contract/notifications';
import type * as z from 'zod/mini';
import type {
  StatementScheduleBody,
  statementScheduleReply,
  statementSchedulesReply,
} from '../../../contract/statements';
import { serverRequest } from '../../lib/server-api';
import { serverSend } from '../../lib/server-send';
import { SETTINGS_PATH } from './notification-keys';

/** One of the person's own notification resources, keyed by its path under `notifications`. */
const ownRead = <T>(path: string) =>
  queryOptions({
    queryKey: ['notifications', path] as const,
    queryFn: ({ signal }) => serverRequest<T>(path, { signal }),
  });

export const settingsQuery = ownRead<NotificationSettings>(SETTINGS_PATH);

export const deliveriesQuery = ownRead<z.output<typeof deliveriesReply>>(
  '/api/notifications/deliveries',
);

export const saveBriefSettings = (brief: BriefSettings) =>
  serverRequest<NotificationSettings>('/api/notifications/settings', {
    method: 'PUT',
    body: brief,
  });

/** A key for one click: the server sends once per key, however often its request comes. */
export const clickKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

export const sendTestBrief = (key: string) =>
  serverRequest<TestSendReply>('/api/notifications/test', { method: 'POST', body: { key } });

export const statementSchedulesQuery = ownRead<z.output<typeof statementSchedulesReply>>(
  '/api/notifications/statements',
);

/** A new schedule (`id` null) or a change to one. */
export const saveStatementSchedule = ({
  id,
  body,
}: {
  id: string | null;
  body: StatementScheduleBody;
}) =>
  serverRequest<z.output<typeof statementScheduleReply>>(
    id
      ? `/api/notifications/statements/${encodeURIComponent(id)}`
      : '/api/notifications/statements',
    { method: id ? 'PUT' : 'POST', body },
  );

export const deleteStatementSchedule = (id: string) =>
  serverSend(`/api/notifications/statements/${encodeURIComponent(id)}`, { method: 'DELETE' });
