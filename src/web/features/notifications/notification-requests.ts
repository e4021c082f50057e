import { queryOptions } from '@tanstack/react-query';
import type { BriefSettings } from '../../../contract/notifications';
import { serverRequest } from '../../lib/server-api';

/** The replies' schemas (and zod) load with the requests, after the page has painted. */
const contract = () => import('../../../contract/notifications');

/** What the notifications page asks the server for: the person's settings and delivery log. */
export const notificationKeys = {
  all: ['notifications'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  deliveries: () => [...notificationKeys.all, 'deliveries'] as const,
};

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) =>
      serverRequest(
        '/api/notifications/settings',
        { signal },
        async () => (await contract()).notificationSettings,
      ),
  });

export const deliveriesQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.deliveries(),
    queryFn: ({ signal }) =>
      serverRequest(
        '/api/notifications/deliveries',
        { signal },
        async () => (await contract()).deliveriesReply,
      ),
  });

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
