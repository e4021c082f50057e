import type { IncomingMessage } from 'node:http';
import type { AuditAction, AuditOutcome } from '../contract/people';
import type { HttpTools } from '../people/http';
import type { PeopleStore, PersonRecord } from '../people/store-types';

/**
 * The audit line of a change people make to their own notifications (settings, rules, channels,
 * tests, schedules): they are its actor and the person it concerns.
 */
export const ownAudit =
  (store: PeopleStore, tools: HttpTools) =>
  (
    req: IncomingMessage,
    person: PersonRecord,
    action: AuditAction,
    detail: Record<string, unknown>,
    outcome: { outcome: AuditOutcome; outcomeDetail?: string | null } = { outcome: 'ok' },
  ) =>
    store.appendAudit({
      actorId: person.id,
      action,
      targetPersonId: person.id,
      detail,
      ...outcome,
      requestId: tools.requestId(req),
    });
