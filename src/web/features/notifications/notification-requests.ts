import { queryOptions } from '@tanstack/react-query';
import type { $ZodType } from 'zod/v4/core';
import type { BriefSettings } from '../../../contract/notifications';
import type { StatementScheduleBody } from '../../../contract/statements';
import { serverRequest } from '../../lib/server-api';
import { serverSend } from '../../lib/server-send';
import { SETTINGS_PATH } from './notification-keys';

/** The replies' schemas (and zod) load with the requests, after the page has painted. */
const contract = () => import('../../../contract/notifications');

/** One of the person's own notification resources, keyed by its path under `notifications`. */
const ownRead = <T>(path: string, schema: () => Promise<$ZodType<T>>) =>
  // The path names the reply, and with it the schema that reads it.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: ['notifications', path] as const,
    queryFn: ({ signal }) => serverRequest(path, { signal }, schema),
  });

export const settingsQuery = ownRead(
  SETTINGS_PATH,
  async () => (await contract()).notificationSettings,
);

export const deliveriesQuery = ownRead(
  '/api/notifications/deliveries',
  async () => (await contract()).deliveriesReply,
);

export const saveBriefSettings = (brief: BriefSettings) =>
  serverRequest(
    '/api/notifications/settings',
    { method: 'PUT', body: brief },
    async () => (await contract()).notificationSettings,
  );

/** A key for one click: the server sends once per key, however often its request comes. */
export const clickKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

export const sendTestBrief = (key: string) =>
  serverRequest(
    '/api/notifications/test',
    { method: 'POST', body: { key } },
    async () => (await contract()).testSendReply,
  );

/** The statements' schemas, with the requests, after paint. */
const statementsContract = () => import('../../../contract/statements');

export const statementSchedulesQuery = ownRead(
  '/api/notifications/statements',
  async () => (await statementsContract()).statementSchedulesReply,
);

/** A new schedule (`id` null) or a change to one. */
export const saveStatementSchedule = ({
  id,
  body,
}: {
  id: string | null;
  body: StatementScheduleBody;
}) =>
  serverRequest(
    id
      ? `/api/notifications/statements/${encodeURIComponent(id)}`
      : '/api/notifications/statements',
    { method: id ? 'PUT' : 'POST', body },
    async () => (await statementsContract()).statementScheduleReply,
  );

export const deleteStatementSchedule = (id: string) =>
  serverSend(`/api/notifications/statements/${encodeURIComponent(id)}`, { method: 'DELETE' });
