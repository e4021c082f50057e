/**
 * The alert rules' and channels' browser-facing requests (src/contract/alerts.ts). A person reads
 * and changes only their own; a rule names only clients and stores of their scope (checked here
 * on save, and again at every check, whose reads go through the proxy as the person); every
 * change goes to the audit log; nothing changes while viewing as someone else. A channel's
 * address and secret never come back after creation: a masked hint does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  alertChannelsReply,
  alertRule,
  alertRuleBody,
  alertRulesReply,
  channelBody,
  channelCreatedReply,
  EMAIL_CHANNEL,
  type AlertChannel,
  type AlertRule,
  type AlertRuleBody,
} from '../contract/alerts';
import { testSendBody, testSendReply } from '../contract/notifications';
import type { Scope } from '../contract/people';
import { actingWith, type HttpTools } from '../people/http';
import type {
  AlertChannelRecord,
  AlertRuleRecord,
  PeopleStore,
  PersonRecord,
} from '../people/store-types';
import { ProxyError } from '../proxy/errors';
import { ownAudit } from './own-audit';
import { maskedUrl, newWebhookSecret } from './alert-send';
import { PrivateAddressError, privateHostOf } from './public-address';
import type { Clock } from './clock';
import type { Notifications } from './notifications';

const RULES = '/api/notifications/rules';
const CHANNELS = '/api/notifications/channels';

const ruleOf = (record: AlertRuleRecord): AlertRule => ({
  id: record.id,
  condition: record.condition,
  clientIds: record.clientIds,
  listingIds: record.listingIds,
  channelIds: record.channelIds,
  enabled: record.enabled,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
  watchingSince: record.baselinedAt?.toISOString() ?? null,
});

const channelOf = (record: AlertChannelRecord): AlertChannel => ({
  id: record.id,
  kind: record.kind,
  name: record.name,
  hint: record.hint,
  createdAt: record.createdAt.toISOString(),
});

const refused = (fields: { path: string; message: string }[]) =>
  new ProxyError(400, 'INVALID_REQUEST', fields.map((field) => field.message).join('; '), {
    fields,
  });

/**
 * The clients and stores a rule names, each within the person's scope: a client of theirs (all:
 * any), a store of their stores.
 */
export const outsideScope = (
  scope: Scope,
  rule: Pick<AlertRuleBody, 'clientIds' | 'listingIds'>,
) => {
  const fields: { path: string; message: string }[] = [];
  if (scope.kind === 'clients') {
    const outside = rule.clientIds.filter((id) => !scope.clientIds.includes(id));
    if (outside.length > 0)
      fields.push({ path: 'clientIds', message: `not among your clients: ${outside.join(', ')}` });
  }
  if (scope.kind === 'stores') {
    const outside = rule.clientIds.filter((id) => id !== scope.clientId);
    if (outside.length > 0)
      fields.push({ path: 'clientIds', message: `not among your clients: ${outside.join(', ')}` });
    const stores = rule.listingIds.filter((id) => !scope.listingIds.includes(id));
    if (stores.length > 0)
      fields.push({ path: 'listingIds', message: `not among your stores: ${stores.join(', ')}` });
  }
  return fields;
};

export const createAlertRoutes = ({
  store,
  tools,
  notifications,
  clock,
}: {
  store: PeopleStore;
  tools: HttpTools;
  notifications: Notifications;
  clock: Clock;
}) => {
  const { reply, readJson, validate, signedIn } = tools;
  const actingAs = actingWith(signedIn);
  const acting = async (req: IncomingMessage) => (await actingAs(req)).person;

  const audit = ownAudit(store, tools);

  const checkedRule = async (req: IncomingMessage, person: PersonRecord) => {
    const rule = validate(alertRuleBody, await readJson(req), '');
    const fields = outsideScope(person.scope, rule);
    const mine = new Set((await store.listAlertChannels(person.id)).map((one) => one.id));
    const unknown = rule.channelIds.filter((id) => id !== EMAIL_CHANNEL && !mine.has(id));
    if (unknown.length > 0)
      fields.push({ path: 'channelIds', message: 'a chosen channel no longer exists' });
    if (fields.length > 0) throw refused(fields);
    return rule;
  };

  const notFound = (what: string) =>
    new ProxyError(404, 'NOT_FOUND', `No such ${what}: it may have been removed`);

  const rules = async (req: IncomingMessage, res: ServerResponse, id: string | null) => {
    if (req.method === 'GET' && id === null) {
      const { person } = await signedIn(req);
      return reply(req, res, 200, alertRulesReply, {
        rules: (await store.listAlertRules(person.id)).map(ruleOf),
      });
    }
    if (req.method === 'POST' && id === null) {
      const person = await acting(req);
      const rule = await checkedRule(req, person);
      const saved = await store.saveAlertRule(person.id, null, rule, tools.publicUrl(req), clock());
      if (!saved) throw new Error('The rule was not saved');
      await audit(req, person, 'notifications.rule', { change: 'added', id: saved.id, rule });
      return reply(req, res, 201, alertRule, ruleOf(saved));
    }
    if (req.method === 'PUT' && id !== null) {
      const person = await acting(req);
      const rule = await checkedRule(req, person);
      const saved = await store.saveAlertRule(person.id, id, rule, tools.publicUrl(req), clock());
      if (!saved) throw notFound('rule');
      await audit(req, person, 'notifications.rule', { change: 'changed', id, rule });
      return reply(req, res, 200, alertRule, ruleOf(saved));
    }
    if (req.method === 'DELETE' && id !== null) {
      const person = await acting(req);
      if (!(await store.deleteAlertRule(person.id, id))) throw notFound('rule');
      await audit(req, person, 'notifications.rule', { change: 'removed', id });
      return void res.writeHead(204).end();
    }
    const allow = id === null ? 'GET, POST' : 'PUT, DELETE';
    throw new ProxyError(405, 'METHOD_NOT_ALLOWED', `Use ${allow}`, { headers: { allow } });
  };

  const channels = async (req: IncomingMessage, res: ServerResponse, id: string | null) => {
    if (req.method === 'GET' && id === null) {
      const { person } = await signedIn(req);
      const email: AlertChannel = {
        id: EMAIL_CHANNEL,
        kind: 'email',
        name: 'E-mail',
        hint: person.email,
        createdAt: null,
      };
      return reply(req, res, 200, alertChannelsReply, {
        channels: [email, ...(await store.listAlertChannels(person.id)).map(channelOf)],
      });
    }
    if (req.method === 'POST' && id === null) {
      const person = await acting(req);
      const body = validate(channelBody, await readJson(req), '');
      const privateHost = notifications.allowsPrivateAddresses ? null : privateHostOf(body.url);
      if (privateHost)
        throw new ProxyError(400, 'INVALID_REQUEST', new PrivateAddressError(privateHost).message, {
          fields: [
            { path: 'url', message: 'must be a public address, not the server’s own network' },
          ],
        });
      const secret = body.kind === 'webhook' ? newWebhookSecret() : null;
      const saved = await store.createAlertChannel(
        person.id,
        { kind: body.kind, name: body.name, url: body.url, hint: maskedUrl(body.url) },
        secret,
        clock(),
      );
      await audit(req, person, 'notifications.channel', {
        change: 'added',
        id: saved.id,
        kind: saved.kind,
        name: saved.name,
        hint: saved.hint,
      });
      // The secret, this once: it is kept sealed and never shown again.
      return reply(req, res, 201, channelCreatedReply, { channel: channelOf(saved), secret });
    }
    if (req.method === 'DELETE' && id !== null) {
      const person = await acting(req);
      const removed = await store.deleteAlertChannel(person.id, id);
      if (removed === 'missing') throw notFound('channel');
      if (removed !== 'deleted')
        throw new ProxyError(
          409,
          'CHANNEL_IN_USE',
          `It is the only channel of ${removed.onlyChannelOf === 1 ? 'an alert rule' : `${removed.onlyChannelOf} alert rules`}: give ${removed.onlyChannelOf === 1 ? 'that rule' : 'them'} another channel, or delete ${removed.onlyChannelOf === 1 ? 'it' : 'them'}, first`,
        );
      await audit(req, person, 'notifications.channel', { change: 'removed', id });
      return void res.writeHead(204).end();
    }
    const allow = id === null ? 'GET, POST' : 'DELETE';
    throw new ProxyError(405, 'METHOD_NOT_ALLOWED', `Use ${allow}`, { headers: { allow } });
  };

  const test = async (req: IncomingMessage, res: ServerResponse, id: string) => {
    if (req.method !== 'POST')
      throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use POST', { headers: { allow: 'POST' } });
    const person = await acting(req);
    const { key } = validate(testSendBody, await readJson(req), '');
    const result = await notifications.sendChannelTest(person, id, key, tools.publicUrl(req));
    if (!result) throw notFound('channel');
    await audit(
      req,
      person,
      'notifications.test',
      { key, channel: id },
      { outcome: result.outcome === 'failed' ? 'failed' : 'ok', outcomeDetail: result.detail },
    );
    return reply(req, res, 200, testSendReply, result);
  };

  /** Handles the rules' and channels' paths; false when the path is not one of them. */
  const route = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path === RULES) return rules(req, res, null).then(() => true);
    if (path === CHANNELS) return channels(req, res, null).then(() => true);
    const rule = path.startsWith(`${RULES}/`) ? path.slice(RULES.length + 1) : null;
    if (rule && !rule.includes('/')) return rules(req, res, rule).then(() => true);
    const channel = path.startsWith(`${CHANNELS}/`) ? path.slice(CHANNELS.length + 1) : null;
    if (channel?.endsWith('/test') && channel.split('/').length === 2)
      return test(req, res, channel.slice(0, -'/test'.length)).then(() => true);
    if (channel && !channel.includes('/')) return channels(req, res, channel).then(() => true);
    return false;
  };

  return { route };
};
