import { queryOptions } from '@tanstack/react-query';
import type { AlertRuleBody, ChannelBody } from '../../../contract/alerts';
import { serverRequest } from '../../lib/server-api';
import { serverSend } from '../../lib/server-send';

/** The replies' schemas load with the requests, after the page has painted. */
const contract = () => import('../../../contract/alerts');
const notificationsContract = () => import('../../../contract/notifications');

const RULES = '/api/notifications/rules';
const CHANNELS = '/api/notifications/channels';

export const rulesQuery = queryOptions({
  queryKey: ['notifications', RULES] as const,
  queryFn: ({ signal }) =>
    serverRequest(RULES, { signal }, async () => (await contract()).alertRulesReply),
});

export const channelsQuery = queryOptions({
  queryKey: ['notifications', CHANNELS] as const,
  queryFn: ({ signal }) =>
    serverRequest(CHANNELS, { signal }, async () => (await contract()).alertChannelsReply),
});

/** Adds a rule (`id` null) or changes one. */
export const saveRule = ({ id, rule }: { id: string | null; rule: AlertRuleBody }) =>
  serverRequest(
    id === null ? RULES : `${RULES}/${encodeURIComponent(id)}`,
    { method: id === null ? 'POST' : 'PUT', body: rule },
    async () => (await contract()).alertRule,
  );

export const deleteRule = (id: string) =>
  serverSend(`${RULES}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Adds a channel; a webhook's secret is in this reply only. */
export const addChannel = (channel: ChannelBody) =>
  serverRequest(
    CHANNELS,
    { method: 'POST', body: channel },
    async () => (await contract()).channelCreatedReply,
  );

export const removeChannel = (id: string) =>
  serverSend(`${CHANNELS}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** A test alert on one channel, once per click's `key`. */
export const testChannel = ({ id, key }: { id: string; key: string }) =>
  serverRequest(
    `${CHANNELS}/${encodeURIComponent(id)}/test`,
    { method: 'POST', body: { key } },
    async () => (await notificationsContract()).testSendReply,
  );
