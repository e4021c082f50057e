/**
 * The notifications' browser-facing requests (src/contract/notifications.ts) and the mail's
 * unsubscribe link. A person reads and changes only their own settings and log; a change goes to
 * the audit log; nothing changes while viewing as someone else.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  briefSettingsBody,
  deliveriesReply,
  notificationSettings,
  testSendBody,
  testSendReply,
  type NotificationSettings,
} from '../contract/notifications';
import { actingWith, type HttpTools } from '../people/http';
import type {
  AlertRuleRecord,
  PeopleStore,
  PersonRecord,
  StatementScheduleRecord,
} from '../people/store-types';
import { ProxyError } from '../proxy/errors';
import { ownAudit } from './own-audit';
import type { Clock } from './clock';
import { DEFAULT_BRIEF, type Notifications } from './notifications';
import { readToken, UNSUBSCRIBE_PATH, type Unsubscribe } from './unsubscribe';
import { createAlertRoutes } from './alert-routes';
import { createStatementRoutes } from './statement-routes';
import { escapeHtml } from '../people/mailer';

const DELIVERIES_SHOWN = 50;

/** The unsubscribe link's small page: light, readable on a phone, no script. */
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
  `<body style="margin:0;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f6f8fa;color:#1f2328">` +
  `<main style="max-width:420px;margin:48px auto;padding:24px;background:#fff;border:1px solid #d1d9e0;border-radius:8px">` +
  `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>${body}</main></body></html>`;

const sendPage = (res: ServerResponse, status: number, html: string) => {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
};

/** Reads and drops a small body (the one-click POST's `List-Unsubscribe=One-Click`). */
const drainBody = (req: IncomingMessage) =>
  new Promise<void>((resolve) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 10_000) req.destroy();
    });
    req.on('end', () => resolve());
    req.on('error', () => resolve());
    req.on('close', () => resolve());
  });

export const createNotificationRoutes = ({
  store,
  tools,
  notifications,
  clock,
  secret,
}: {
  store: PeopleStore;
  tools: HttpTools;
  notifications: Notifications;
  clock: Clock;
  secret: string;
}) => {
  const { reply, readJson, validate, signedIn } = tools;

  const actingAs = actingWith(signedIn);
  const audit = ownAudit(store, tools);
  const statements = createStatementRoutes({
    store,
    tools,
    clock,
    mailConfigured: notifications.mailConfigured,
  });
  const acting = async (req: IncomingMessage) => (await actingAs(req)).person;

  const settingsOf = async (personId: string, email: string): Promise<NotificationSettings> => {
    const kept = await store.getNotificationSettings(personId);
    return {
      brief: kept?.brief ?? DEFAULT_BRIEF,
      email,
      mailConfigured: notifications.mailConfigured,
      updatedAt: kept?.updatedAt.toISOString() ?? null,
      lastBriefAt: (await store.lastBriefAt(personId))?.toISOString() ?? null,
    };
  };

  const settings = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET') {
      const { person } = await signedIn(req);
      return reply(req, res, 200, notificationSettings, await settingsOf(person.id, person.email));
    }
    if (req.method !== 'PUT')
      throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use GET or PUT', {
        headers: { allow: 'GET, PUT' },
      });
    const person = await acting(req);
    const brief = validate(briefSettingsBody, await readJson(req), '');
    await store.saveNotificationSettings(person.id, brief, tools.publicUrl(req), clock());
    await audit(req, person, 'notifications.settings', { brief });
    return reply(req, res, 200, notificationSettings, await settingsOf(person.id, person.email));
  };

  const test = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST')
      throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use POST', { headers: { allow: 'POST' } });
    const person = await acting(req);
    const { key } = validate(testSendBody, await readJson(req), '');
    if (!notifications.mailConfigured)
      throw new ProxyError(
        409,
        'MAIL_NOT_CONFIGURED',
        'Mail is not set up on this server: ask whoever runs it to set SMTP_URL',
      );
    const result = await notifications.sendTest(person, key, tools.publicUrl(req));
    await audit(
      req,
      person,
      'notifications.test',
      { key },
      { outcome: result.outcome === 'failed' ? 'failed' : 'ok', outcomeDetail: result.detail },
    );
    return reply(req, res, 200, testSendReply, result);
  };

  const deliveries = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET')
      throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use GET', { headers: { allow: 'GET' } });
    const { person } = await signedIn(req);
    return reply(req, res, 200, deliveriesReply, {
      deliveries: await store.listDeliveries(person.id, DELIVERIES_SHOWN),
    });
  };

  const alerts = createAlertRoutes({ store, tools, notifications, clock });

  /** Handles `/api/notifications/…`; false when the path is not one of them. */
  const route = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (await alerts.route(req, res, path)) return true;
    switch (path) {
      case '/api/notifications/settings':
        return settings(req, res).then(() => true);
      case '/api/notifications/test':
        return test(req, res).then(() => true);
      case '/api/notifications/deliveries':
        return deliveries(req, res).then(() => true);
    }
    return statements.route(req, res, path);
  };

  /** The unsubscribe page's button, posting back to the same link. */
  const confirm = (token: string) =>
    `<form method="post" action="${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}"><button type="submit" style="font:inherit;padding:8px 16px;border-radius:6px;border:1px solid #0b5cad;background:#0b5cad;color:#fff;cursor:pointer">Unsubscribe</button></form>`;

  const broken = (res: ServerResponse) =>
    sendPage(
      res,
      400,
      page(
        'This link does not work',
        '<p>It may have been cut short by your mail program. Open the dashboard’s Notifications page to change what it mails you.</p>',
      ),
    );

  /** What one link is about, read from the store: null when its person or rule is gone. */
  const subjectOf = async (
    what: Unsubscribe,
  ): Promise<
    | { kind: 'brief'; person: PersonRecord }
    | { kind: 'alert'; person: PersonRecord; rule: AlertRuleRecord }
    | {
        kind: 'statement';
        address: string;
        scheduleId: string;
        schedule: StatementScheduleRecord | null;
        owner: PersonRecord | null;
      }
    | null
  > => {
    if (what.kind === 'statement') {
      const schedule = await store.findStatementSchedule(what.scheduleId);
      const owner = schedule ? await store.findPerson(schedule.personId) : null;
      return { ...what, schedule, owner };
    }
    const person = await store.findPerson(what.personId);
    if (!person) return null;
    if (what.kind === 'brief') return { kind: 'brief', person };
    const rule = await store.findAlertRule(person.id, what.ruleId);
    return rule ? { kind: 'alert', person, rule } : null;
  };

  /**
   * The mails' unsubscribe links, opened without a session: GET asks to confirm (a link scanner
   * opening it changes nothing); POST, from that page or a mail client's one-click, unsubscribes
   * and says so. The brief's link turns the brief off; an alert's turns e-mail off for its rule;
   * a statement's takes its address off the schedule's recipients.
   */
  const unsubscribe = async (req: IncomingMessage, res: ServerResponse) => {
    const token = new URL(req.url ?? '/', 'http://dashboard.invalid').searchParams.get('t') ?? '';
    const what = readToken(secret, token);
    const about = what ? await subjectOf(what) : null;
    if (req.method === 'POST') await drainBody(req);
    if (!about) return broken(res);
    const asking = req.method === 'GET' || req.method === 'HEAD';
    if (!asking && req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' });
      return void res.end();
    }

    if (about.kind === 'alert') {
      const { person, rule } = about;
      const where = `<strong>${escapeHtml(person.email)}</strong>`;
      if (asking)
        return sendPage(
          res,
          200,
          page(
            'Stop e-mails from this alert?',
            `<p>This alert rule’s e-mails stop coming to ${where}; its other channels (Slack, webhooks) go on. Your other rules and the morning brief are not changed. You can turn its e-mail on again on the dashboard’s Notifications page.</p>${confirm(token)}`,
          ),
        );
      const done = await store.turnRuleEmailOff(person.id, rule.id, clock());
      if (done?.changed)
        await store.appendAudit({
          actorId: person.id,
          action: 'notifications.rule-unsubscribe',
          targetPersonId: person.id,
          detail: {
            via: 'mail link',
            rule: rule.id,
            channelIds: done.rule.channelIds,
            enabled: done.rule.enabled,
          },
          outcome: 'ok',
          requestId: tools.requestId(req),
        });
      const off = done && !done.rule.enabled && rule.enabled;
      return sendPage(
        res,
        200,
        page(
          'You are unsubscribed',
          `<p>This alert rule no longer e-mails ${where}.${off ? ' E-mail was its only channel, so the rule is turned off.' : ''} To have its e-mails again, change it on the dashboard’s Notifications page.</p>`,
        ),
      );
    }

    if (about.kind === 'statement') {
      const { schedule, owner } = about;
      const link = about;
      const where = `<strong>${escapeHtml(link.address)}</strong>`;
      const whose = owner ? ` that ${escapeHtml(owner.name)} scheduled` : '';
      if (asking)
        return sendPage(
          res,
          200,
          schedule?.recipients.includes(link.address)
            ? page(
                'Stop these statements?',
                `<p>The month statements${whose} stop coming to ${where}. Other recipients still get them.</p>${confirm(token)}`,
              )
            : page('You are unsubscribed', `<p>These statements no longer come to ${where}.</p>`),
        );
      const done = await store.removeStatementRecipient(link.scheduleId, link.address);
      if (done?.changed)
        await store.appendAudit({
          actorId: null,
          action: 'statements.unsubscribe',
          targetPersonId: done.schedule.personId,
          detail: {
            via: 'mail link',
            schedule: done.schedule.id,
            address: link.address,
            recipientsLeft: done.schedule.recipients.length,
          },
          outcome: 'ok',
          requestId: tools.requestId(req),
        });
      return sendPage(
        res,
        200,
        page(
          'You are unsubscribed',
          `<p>The month statements${whose} no longer come to ${where}. To have them again, ask ${owner ? escapeHtml(owner.name) : 'whoever scheduled them'} to add your address.</p>`,
        ),
      );
    }

    const { person } = about;
    if (asking)
      return sendPage(
        res,
        200,
        page(
          'Unsubscribe from the morning brief?',
          `<p>The brief stops coming to <strong>${escapeHtml(person.email)}</strong>. You can turn it on again on the dashboard’s Notifications page.</p>${confirm(token)}`,
        ),
      );
    const changed = await store.turnBriefOff(person.id, clock());
    if (changed)
      await store.appendAudit({
        actorId: person.id,
        action: 'notifications.unsubscribe',
        targetPersonId: person.id,
        detail: { via: 'mail link' },
        outcome: 'ok',
        requestId: tools.requestId(req),
      });
    return sendPage(
      res,
      200,
      page(
        'You are unsubscribed',
        `<p>The morning brief no longer comes to <strong>${escapeHtml(person.email)}</strong>. To have it again, turn it on on the dashboard’s Notifications page.</p>`,
      ),
    );
  };

  return { route, unsubscribe };
};
