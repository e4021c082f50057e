/**
 * The browser-facing interface for people (src/contract/people.ts): set-up, the team, invitation
 * and reset links, one's own account and sessions, the audit log, "view as". Every route checks
 * who is asking first; what a person may not do is a 403 with a plain reason.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import {
  acceptLinkBody,
  accountSessionsReply,
  auditReply,
  auditQuery,
  changePasswordBody,
  inviteBody,
  linkReply,
  partnerConnectionBody,
  personReply,
  setupBody,
  teamReply,
  updatePersonBody,
  viewAsBody,
  type AuditEntry,
  type Person,
} from '../contract/people';
import { ProxyError } from '../proxy/errors';
import { clientsOf, mayGrant, mayManage, scopeCovers } from './access';
import type { PartnerConnection } from './partner';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { mayUse, type SignedIn } from './sessions';
import { LastOwnerError, type PeopleStore, type PersonRecord } from './store-types';
import { hashToken, newToken } from './tokens';

const LINK_DAYS = 7;

/** The person acting on a request: not while viewing as someone (read-only). */
export const actingWith =
  (signedIn: HttpTools['signedIn']) =>
  async (req: IncomingMessage): Promise<SignedIn> => {
    const who = await signedIn(req);
    if (who.viewing)
      throw new ProxyError(
        403,
        'READ_ONLY',
        'You are viewing the dashboard as someone else: nothing can be changed',
      );
    return who;
  };

export interface HttpTools {
  send: (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    payload: unknown,
    headers?: Record<string, string | string[]>,
  ) => Promise<void>;
  /**
   * Sends a reply the browser reads without a schema, checked here against the contract's
   * (`schema`) first: a reply that breaks it is a 500 naming the fault, never sent.
   */
  reply: <T extends z.ZodMiniType>(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    schema: T,
    payload: z.input<T>,
  ) => Promise<void>;
  readJson: (req: IncomingMessage) => Promise<unknown>;
  validate: <T extends z.ZodMiniType>(schema: T, value: unknown, where: string) => z.output<T>;
  /** The signed-in person of this request, or a 401. */
  signedIn: (req: IncomingMessage) => Promise<SignedIn>;
  /** Starts a session for the person: the Set-Cookie headers to send. */
  startSession: (req: IncomingMessage, person: PersonRecord) => Promise<string[]>;
  publicUrl: (req: IncomingMessage) => string;
  requestId: (req: IncomingMessage) => string;
}

export const toPerson = (record: PersonRecord): Person => ({
  id: record.id,
  email: record.email,
  name: record.name,
  role: record.role,
  scope: record.scope,
  status: record.status,
  until: record.until,
  lastActiveAt: record.lastActiveAt,
  signIn: record.passwordHash ? 'password' : record.oidcSubject ? 'oidc' : 'none',
  createdAt: record.createdAt,
});

const forbidden = (reason: string) => new ProxyError(403, 'FORBIDDEN', reason);

export const createPeopleRoutes = ({
  store,
  partner,
  tools,
  mailer,
  oidcEnabled,
}: {
  store: PeopleStore;
  partner: PartnerConnection;
  tools: HttpTools;
  mailer: {
    enabled: boolean;
    sendLink: (
      to: { email: string; name: string },
      kind: 'invitation' | 'reset',
      link: string,
      inviter: string | null,
      expiresAt: Date,
    ) => Promise<boolean>;
  } | null;
  oidcEnabled: boolean;
}) => {
  const { send, reply, readJson, validate, signedIn } = tools;

  const audit = (
    req: IncomingMessage,
    entry: Parameters<PeopleStore['appendAudit']>[0],
  ): Promise<string> =>
    store.appendAudit({ requestId: tools.requestId(req), ...entry }).catch((error: unknown) => {
      console.error('people: an audit entry could not be written', error);
      throw new ProxyError(
        503,
        'STORE_UNAVAILABLE',
        'The dashboard could not record this; try again',
      );
    });

  const actingPerson = actingWith(signedIn);

  const visiblePeople = async (actor: PersonRecord) => {
    const people = await store.listPeople();
    if (actor.role === 'owner') return people;
    return people.filter((p) => p.id === actor.id || scopeCovers(actor.scope, p.scope));
  };

  const checkPassword = (password: string, who: { email: string; name: string }) => {
    const problem = passwordProblem(password, who);
    if (problem)
      throw new ProxyError(400, 'INVALID_REQUEST', `The password ${problem}`, {
        fields: [{ path: 'password', message: problem }],
      });
  };

  const issueLink = async (
    req: IncomingMessage,
    kind: 'invitation' | 'reset',
    person: PersonRecord,
    inviter: PersonRecord | null,
  ) => {
    const token = newToken();
    const expiresAt = new Date(Date.now() + LINK_DAYS * 86_400_000);
    await store.createLink({ tokenHash: hashToken(token), kind, personId: person.id, expiresAt });
    const link = `${tools.publicUrl(req)}/${kind === 'invitation' ? 'invite' : 'reset'}/${token}`;
    const emailed = mailer?.enabled
      ? await mailer.sendLink(person, kind, link, inviter?.name ?? null, expiresAt)
      : false;
    return { person: toPerson(person), link, expiresAt: expiresAt.toISOString(), emailed };
  };

  const findManaged = async (actor: PersonRecord, id: string) => {
    const target = await store.findPerson(id);
    if (!target) throw new ProxyError(404, 'NOT_FOUND', 'No such person');
    const refusal = mayManage(actor, target);
    if (refusal) throw forbidden(refusal);
    return target;
  };

  const lastOwner = (error: unknown): never => {
    if (error instanceof LastOwnerError) throw new ProxyError(409, 'LAST_OWNER', error.message);
    throw error;
  };

  // --- set-up and the partner connection -------------------------------------------------------

  const setup = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET')
      return send(req, res, 200, {
        needsOwner: (await store.countOwners()) === 0,
        partner: await partner.status(),
      });
    if (req.method !== 'POST') throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST');
    const body = validate(setupBody, await readJson(req), '');
    if ((await store.countOwners()) > 0)
      throw new ProxyError(409, 'ALREADY_SET_UP', 'The dashboard is already set up: sign in');
    checkPassword(body.owner.password, body.owner);
    if (!(await partner.connect(body.partner)))
      throw new ProxyError(400, 'PARTNER_REFUSED', 'The gateway refused this partner credential', {
        fields: [{ path: 'partner.password', message: 'was refused by the gateway' }],
      });
    const owner = await store.createPerson({
      email: body.owner.email,
      name: body.owner.name,
      role: 'owner',
      scope: { kind: 'all' },
      status: 'active',
      passwordHash: await hashPassword(body.owner.password),
    });
    await audit(req, {
      actorId: owner.id,
      action: 'partner.connect',
      detail: { email: body.partner.email, during: 'set-up' },
      outcome: 'ok',
    });
    return send(
      req,
      res,
      200,
      { person: toPerson(owner) },
      {
        'set-cookie': await tools.startSession(req, owner),
      },
    );
  };

  const partnerConnection = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'PUT') throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use PUT');
    const { person } = await actingPerson(req);
    if (person.role !== 'owner') throw forbidden('Only an owner can reconnect the partner account');
    const body = validate(partnerConnectionBody, await readJson(req), '');
    const id = await audit(req, {
      actorId: person.id,
      action: 'partner.connect',
      detail: { email: body.email },
    });
    const accepted = await partner.connect(body).catch(async (error: unknown) => {
      await store.completeAudit(id, 'failed', 'The gateway could not be reached');
      throw error;
    });
    await store.completeAudit(
      id,
      accepted ? 'ok' : 'refused',
      accepted ? null : 'Refused by the gateway',
    );
    if (!accepted)
      throw new ProxyError(400, 'PARTNER_REFUSED', 'The gateway refused this partner credential', {
        fields: [{ path: 'password', message: 'was refused by the gateway' }],
      });
    return send(req, res, 200, { partner: { status: await partner.status() } });
  };

  // --- the team ----------------------------------------------------------------------------------

  const team = async (req: IncomingMessage, res: ServerResponse, rest: string[]) => {
    if (rest.length === 0 && req.method === 'GET') {
      const { person, viewing } = await signedIn(req);
      const me = viewing ?? person;
      if (me.role === 'viewer') throw forbidden('Viewers do not manage the team');
      return reply(req, res, 200, teamReply, {
        people: (await visiblePeople(me)).map(toPerson),
      });
    }
    const { person: actor } = await actingPerson(req);
    if (rest[0] === 'invitations' && rest.length === 1 && req.method === 'POST') {
      const body = validate(inviteBody, await readJson(req), '');
      const refusal = mayGrant(actor, body.role, body.scope);
      if (refusal) {
        await audit(req, {
          actorId: actor.id,
          action: 'person.invite',
          detail: { email: body.email, role: body.role, scope: body.scope },
          outcome: 'refused',
          outcomeDetail: refusal,
        });
        throw forbidden(refusal);
      }
      if (await store.findPersonByEmail(body.email))
        throw new ProxyError(409, 'ALREADY_INVITED', `${body.email} already has an account`, {
          fields: [{ path: 'email', message: 'already has an account' }],
        });
      const invited = await store.createPerson({
        email: body.email,
        name: body.name,
        role: body.role,
        scope: body.scope,
        status: 'invited',
        until: body.until ?? null,
      });
      const link = await issueLink(req, 'invitation', invited, actor);
      await audit(req, {
        actorId: actor.id,
        action: 'person.invite',
        targetPersonId: invited.id,
        clientId: clientsOf(body.scope)?.length === 1 ? (clientsOf(body.scope)?.[0] ?? null) : null,
        detail: { email: body.email, role: body.role, scope: body.scope, emailed: link.emailed },
        outcome: 'ok',
      });
      return reply(req, res, 200, linkReply, link);
    }
    const id = rest[0] ?? '';
    const target = await findManaged(actor, id);
    if (rest.length === 1 && req.method === 'PATCH') {
      const change = validate(updatePersonBody, await readJson(req), '');
      const role = change.role ?? target.role;
      const scope = change.scope ?? target.scope;
      const refusal =
        change.role !== undefined || change.scope !== undefined
          ? mayGrant(actor, role, scope)
          : null;
      if (refusal) throw forbidden(refusal);
      const updated = await store.updatePerson(target.id, change).catch(lastOwner);
      await audit(req, {
        actorId: actor.id,
        action: 'person.update',
        targetPersonId: target.id,
        detail: {
          before: { role: target.role, scope: target.scope, until: target.until },
          after: { role: updated.role, scope: updated.scope, until: updated.until },
        },
        outcome: 'ok',
      });
      return reply(req, res, 200, personReply, { person: toPerson(updated) });
    }
    if (rest.length === 2 && req.method === 'POST') {
      if (rest[1] === 'deactivate' || rest[1] === 'reactivate') {
        if (rest[1] === 'deactivate' && target.id === actor.id)
          throw forbidden('You cannot deactivate yourself');
        const status =
          rest[1] === 'deactivate'
            ? 'deactivated'
            : target.passwordHash || target.oidcSubject
              ? 'active'
              : 'invited';
        const updated = await store.updatePerson(target.id, { status }).catch(lastOwner);
        if (status === 'deactivated') await store.revokePersonSessions(target.id, new Date());
        await audit(req, {
          actorId: actor.id,
          action: rest[1] === 'deactivate' ? 'person.deactivate' : 'person.reactivate',
          targetPersonId: target.id,
          detail: { email: target.email },
          outcome: 'ok',
        });
        return reply(req, res, 200, personReply, { person: toPerson(updated) });
      }
      if (rest[1] === 'reset-link') {
        if (target.status === 'deactivated')
          throw new ProxyError(409, 'DEACTIVATED', 'Reactivate this person first');
        const kind = target.status === 'invited' ? 'invitation' : 'reset';
        const link = await issueLink(req, kind, target, actor);
        await audit(req, {
          actorId: actor.id,
          action: 'person.reset-link',
          targetPersonId: target.id,
          detail: { email: target.email, kind, emailed: link.emailed },
          outcome: 'ok',
        });
        return reply(req, res, 200, linkReply, link);
      }
    }
    throw new ProxyError(404, 'NOT_FOUND', 'Not found');
  };

  // --- invitation and reset links ----------------------------------------------------------------

  const links = async (req: IncomingMessage, res: ServerResponse, token: string) => {
    const tokenHash = hashToken(token);
    const link = token.length > 0 && token.length < 200 ? await store.findLink(tokenHash) : null;
    const person = link ? await store.findPerson(link.personId) : null;
    const state =
      !link || !person
        ? 'invalid'
        : link.usedAt
          ? 'used'
          : link.expiresAt.getTime() <= Date.now() || person.status === 'deactivated'
            ? 'expired'
            : 'valid';
    if (req.method === 'GET')
      return send(req, res, 200, {
        kind: link?.kind ?? 'invitation',
        state,
        email: state === 'valid' ? (person?.email ?? null) : null,
        name: state === 'valid' ? (person?.name ?? null) : null,
        oidc: oidcEnabled,
      });
    if (req.method !== 'POST') throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST');
    if (state !== 'valid' || !link || !person)
      throw new ProxyError(
        410,
        `LINK_${state.toUpperCase()}`,
        {
          invalid: 'This link is not valid: ask for a new one',
          used: 'This link was already used: sign in, or ask for a new one',
          expired: 'This link has expired: ask for a new one',
          valid: '',
        }[state],
      );
    const body = validate(acceptLinkBody, await readJson(req), '');
    checkPassword(body.password, person);
    const passwordHash = await hashPassword(body.password);
    if (!(await store.useLink(tokenHash, new Date())))
      throw new ProxyError(
        410,
        'LINK_USED',
        'This link was already used: sign in, or ask for a new one',
      );
    const updated = await store.updatePerson(person.id, {
      passwordHash,
      status: 'active',
      ...(body.name ? { name: body.name } : {}),
    });
    if (link.kind === 'reset') await store.revokePersonSessions(person.id, new Date());
    await audit(req, {
      actorId: person.id,
      action: link.kind === 'invitation' ? 'person.accept' : 'person.password',
      targetPersonId: person.id,
      detail: { via: 'password' },
      outcome: 'ok',
    });
    return send(
      req,
      res,
      200,
      { person: toPerson(updated) },
      {
        'set-cookie': await tools.startSession(req, updated),
      },
    );
  };

  // --- one's own account -------------------------------------------------------------------------

  const account = async (req: IncomingMessage, res: ServerResponse, rest: string[]) => {
    const who = await signedIn(req);
    if (rest[0] === 'sessions' && rest.length === 1 && req.method === 'GET') {
      const sessions = await store.listSessions(who.person.id);
      const now = Date.now();
      return reply(req, res, 200, accountSessionsReply, {
        sessions: sessions
          .filter((s) => !s.revokedAt && s.expiresAt.getTime() > now)
          .map((s) => ({
            id: s.idHash,
            device: s.device,
            place: s.place,
            createdAt: s.createdAt.toISOString(),
            lastActiveAt: s.lastActiveAt.toISOString(),
            current: s.idHash === who.idHash,
          })),
      });
    }
    if (rest[0] === 'sessions' && rest.length === 2 && req.method === 'DELETE') {
      const mine = await store.listSessions(who.person.id);
      const session = mine.find((s) => s.idHash === rest[1]);
      if (!session) throw new ProxyError(404, 'NOT_FOUND', 'No such session');
      await store.revokeSession(session.idHash, new Date());
      await audit(req, {
        actorId: who.person.id,
        action: 'session.sign-out',
        detail: { device: session.device, place: session.place },
        outcome: 'ok',
      });
      res.writeHead(204, { 'cache-control': 'no-store' });
      return void res.end();
    }
    if (rest[0] === 'password' && req.method === 'POST') {
      if (who.viewing) throw forbidden('You are viewing as someone else');
      const body = validate(changePasswordBody, await readJson(req), '');
      if (
        !who.person.passwordHash ||
        !(await verifyPassword(who.person.passwordHash, body.current))
      )
        throw new ProxyError(400, 'INVALID_REQUEST', 'The current password is not right', {
          fields: [{ path: 'current', message: 'is not right' }],
        });
      checkPassword(body.next, who.person);
      await store.updatePerson(who.person.id, { passwordHash: await hashPassword(body.next) });
      await audit(req, {
        actorId: who.person.id,
        action: 'person.password',
        targetPersonId: who.person.id,
        detail: { via: 'account' },
        outcome: 'ok',
      });
      res.writeHead(204, { 'cache-control': 'no-store' });
      return void res.end();
    }
    throw new ProxyError(404, 'NOT_FOUND', 'Not found');
  };

  // --- the audit log -----------------------------------------------------------------------------

  const auditFilterOf = async (req: IncomingMessage) => {
    const { person, viewing } = await signedIn(req);
    const me = viewing ?? person;
    const params = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
    const query = validate(auditQuery, params, 'query');
    const visibleTo =
      me.role === 'owner' || me.scope.kind === 'all'
        ? null
        : {
            clientIds: clientsOf(me.scope) ?? [],
            listingIds: me.scope.kind === 'stores' ? me.scope.listingIds : null,
            personIds: (await visiblePeople(me)).map((p) => p.id),
          };
    return {
      personId: query.person,
      clientId: query.client,
      action: query.action,
      outcome: query.outcome,
      from: query.from,
      to: query.to,
      deliveryUUID: query.delivery,
      reviewId: query.review,
      before: query.before,
      limit: Math.min(Math.max(Number(query.limit ?? 50) || 50, 1), 500),
      visibleTo,
    };
  };

  const csvCell = (value: unknown) => {
    const text =
      value === null || value === undefined
        ? ''
        : typeof value === 'string'
          ? value
          : JSON.stringify(value);
    // A cell a spreadsheet would run as a formula starts with a quote.
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };

  const auditRoutes = async (req: IncomingMessage, res: ServerResponse, rest: string[]) => {
    if (req.method !== 'GET') throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use GET');
    const filter = await auditFilterOf(req);
    if (rest.length === 0) return reply(req, res, 200, auditReply, await store.listAudit(filter));
    if (rest[0] !== 'export') throw new ProxyError(404, 'NOT_FOUND', 'Not found');
    const entries: AuditEntry[] = [];
    let before = filter.before;
    for (;;) {
      const page = await store.listAudit({ ...filter, before, limit: 500 });
      entries.push(...page.entries);
      if (!page.nextBefore || entries.length >= 50_000) break;
      before = page.nextBefore;
    }
    const header = [
      'when',
      'who',
      'as',
      'action',
      'client',
      'store',
      'order',
      'review',
      'person',
      'detail',
      'outcome',
      'outcome detail',
      'request',
    ];
    const lines = [header.join(',')];
    for (const e of entries)
      lines.push(
        [
          e.at,
          e.actor?.email,
          e.asPerson?.email,
          e.action,
          e.clientId,
          e.listingId,
          e.deliveryUUID,
          e.reviewId,
          e.targetPerson?.email,
          e.detail,
          e.outcome,
          e.outcomeDetail,
          e.requestId,
        ]
          .map(csvCell)
          .join(','),
      );
    const body = Buffer.from(`${lines.join('\r\n')}\r\n`);
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="audit-log.csv"',
      'cache-control': 'no-store',
      'content-length': String(body.length),
    });
    return void res.end(body);
  };

  // --- view as -----------------------------------------------------------------------------------

  const viewAs = async (req: IncomingMessage, res: ServerResponse) => {
    const who = await signedIn(req);
    if (req.method === 'DELETE') {
      await store.setViewAs(who.idHash, null);
      res.writeHead(204, { 'cache-control': 'no-store' });
      return void res.end();
    }
    if (req.method !== 'POST')
      throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use POST or DELETE');
    const { personId } = validate(viewAsBody, await readJson(req), '');
    const actor = who.person;
    if (actor.role === 'viewer') throw forbidden('Viewers cannot view as someone else');
    if (personId === actor.id) throw forbidden('That is you');
    const target = await findManaged(actor, personId);
    if (!mayUse(target) && target.status !== 'invited')
      throw forbidden('That person cannot sign in now');
    await store.setViewAs(who.idHash, target.id);
    await audit(req, {
      actorId: actor.id,
      asPersonId: target.id,
      action: 'view-as.start',
      targetPersonId: target.id,
      detail: { email: target.email },
      outcome: 'ok',
    });
    return send(req, res, 200, { person: toPerson(target) });
  };

  /** Handles `/api/…` paths for people; false when the path is not one of them. */
  const route = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const parts = path.split('/').slice(2).map(decodeURIComponent);
    switch (parts[0]) {
      case 'setup':
        if (parts.length === 1) return setup(req, res).then(() => true);
        break;
      case 'partner-connection':
        if (parts.length === 1) return partnerConnection(req, res).then(() => true);
        break;
      case 'team':
        return team(req, res, parts.slice(1)).then(() => true);
      case 'links':
        if (parts.length === 2) return links(req, res, parts[1] ?? '').then(() => true);
        break;
      case 'account':
        return account(req, res, parts.slice(1)).then(() => true);
      case 'audit':
        return auditRoutes(req, res, parts.slice(1)).then(() => true);
      case 'view-as':
        if (parts.length === 1) return viewAs(req, res).then(() => true);
        break;
    }
    return false;
  };

  return { route, audit };
};
