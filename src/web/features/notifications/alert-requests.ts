import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type {
  alertChannelsReply,
  alertRulesReply,
  AlertRule,
  AlertRuleBody,
  ChannelBody,
  ChannelCreatedReply,
} from '../../../contract/alerts';
import type { TestSendReply } from '../../../contract/notifications';
import { serverRequest } from '../../lib/server-api';
import { serverSend } from '../../lib/server-send';

const RULES = '/api/notifications/rules';
const CHANNELS = '/api/notifications/channels';

export const rulesQuery = queryOptions({
  queryKey: ['notifications', RULES] as const,
  queryFn: ({ signal }) => serverRequest<z.output<typeof alertRulesReply>>(RULES, { signal }),
});

export const channelsQuery = queryOptions({
  queryKey: ['notifications', CHANNELS] as const,
  queryFn: ({ signal }) => serverRequest<z.output<typeof alertChannelsReply>>(CHANNELS, { signal }),
});

/** Adds a rule (`id` null) or changes one. */
export const saveRule = ({ id, rule }: { id: string | null; rule: AlertRuleBody }) =>
  serverRequest<AlertRule>(id === null ? RULES : `${RULES}/${encodeURIComponent(id)}`, {
    method: id === null ? 'POST' : 'PUT',
    body: rule,
  });

export const deleteRule = (id: string) =>
  serverSend(`${RULES}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Adds a channel; a webhook's secret is in this reply only. */
export const addChannel = (channel: ChannelBody) =>
  serverRequest<ChannelCreatedReply>(CHANNELS, { method: 'POST', body: channel });

export const removeChannel = (id: string) =>
  serverSend(`${CHANNELS}/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** A test alert on one channel, once per click's `key`. */
export const testChannel = ({ id, key }: { id: string; key: string }) =>
  serverRequest<TestSendReply>(`${CHANNELS}/${encodeURIComponent(id)}/test`, {
    method: 'POST',
    body: { key },
  });
