/**
 * The scheduled statements' requests (src/contract/statements.ts): a person lists and changes
 * only their own schedules; who may schedule which clients is checked here, whatever the page
 * shows (statements.ts); each change is a line of the audit log; nothing changes while viewing
 * as someone else.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  statementScheduleBody,
  statementScheduleReply,
  statementSchedulesReply,
  type StatementScheduleBody,
} from '../contract/statements';
import { actingWith, type HttpTools } from '../people/http';
import type { PeopleStore, PersonRecord, StatementScheduleRecord } from '../people/store-types';
import { ProxyError } from '../proxy/errors';
import { ownAudit } from './own-audit';
import type { Clock } from './clock';
import {
  mayScheduleClients,
  mayScheduleStatements,
  statementJobKey,
  toStatementSchedule,
} from './statements';

const PATH = '/api/notifications/statements';

export const createStatementRoutes = ({
  store,
  tools,
  clock,
  mailConfigured,
}: {
  store: PeopleStore;
  tools: HttpTools;
  clock: Clock;
  mailConfigured: boolean;
}) => {
  const { reply, readJson, validate, signedIn } = tools;
  const acting = actingWith(signedIn);

  /** The body, checked: its form, then that the person may schedule these clients (403). */
  const bodyOf = async (
    req: IncomingMessage,
    person: PersonRecord,
    action: 'statements.create' | 'statements.update',
  ) => {
    const body: StatementScheduleBody = validate(statementScheduleBody, await readJson(req), '');
    if (!body.allClients && body.clientIds.length === 0)
      throw new ProxyError(400, 'INVALID_REQUEST', 'Choose at least one client, or all of yours', {
        fields: [{ path: 'clientIds', message: 'choose at least one client, or all of yours' }],
      });
    const refused = mayScheduleClients(person, body.allClients ? [] : body.clientIds);
    if (refused) {
      await audit(
        req,
        person,
        action,
        { clientIds: body.clientIds, allClients: body.allClients },
        { outcome: 'refused', outcomeDetail: refused },
      );
      throw new ProxyError(403, 'OUT_OF_SCOPE', refused);
    }
    return body;
  };

  const audit = ownAudit(store, tools);

  /** The schedule as the page shows it: its next send skips a month whose statement went out. */
  const shown = async (record: StatementScheduleRecord) => {
    const now = clock();
    const months = [0, 1].map((ahead) => {
      const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 + ahead, 1));
      return at.toISOString().slice(0, 7);
    });
    const done = new Set<string>();
    for (const month of months)
      if (await store.findJob(statementJobKey(record.id, month))) done.add(month);
    return toStatementSchedule(record, now, (month) => done.has(month));
  };

  const list = async (req: IncomingMessage, res: ServerResponse) => {
    const { person } = await signedIn(req);
    return reply(req, res, 200, statementSchedulesReply, {
      schedules: await Promise.all((await store.listStatementSchedules(person.id)).map(shown)),
      mailConfigured,
      maySchedule: mayScheduleStatements(person) === null,
    });
  };

  const notFound = () => new ProxyError(404, 'NOT_FOUND', 'No such scheduled statement');

  const route = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path === PATH) {
      if (req.method === 'GET') return list(req, res).then(() => true);
      if (req.method !== 'POST')
        throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use GET or POST', {
          headers: { allow: 'GET, POST' },
        });
      const { person } = await acting(req);
      const body = await bodyOf(req, person, 'statements.create');
      const record = await store.createStatementSchedule(
        person.id,
        body,
        tools.publicUrl(req),
        clock(),
      );
      await audit(req, person, 'statements.create', { schedule: record.id, ...body });
      await reply(req, res, 201, statementScheduleReply, { schedule: await shown(record) });
      return true;
    }
    const id = new RegExp(`^${PATH}/([0-9a-f-]{36})$`).exec(path)?.[1];
    if (!id) return false;
    if (req.method !== 'PUT' && req.method !== 'DELETE')
      throw new ProxyError(405, 'METHOD_NOT_ALLOWED', 'Use PUT or DELETE', {
        headers: { allow: 'PUT, DELETE' },
      });
    const { person } = await acting(req);
    if (req.method === 'DELETE') {
      if (!(await store.deleteStatementSchedule(id, person.id))) throw notFound();
      await audit(req, person, 'statements.delete', { schedule: id });
      res.writeHead(204);
      res.end();
      return true;
    }
    const body = await bodyOf(req, person, 'statements.update');
    const record = await store.updateStatementSchedule(
      id,
      person.id,
      body,
      tools.publicUrl(req),
      clock(),
    );
    if (!record) throw notFound();
    await audit(req, person, 'statements.update', { schedule: id, ...body });
    await reply(req, res, 200, statementScheduleReply, { schedule: await shown(record) });
    return true;
  };

  return { route };
};
