import { useQuery } from '@tanstack/react-query';
import type { Role, Scope, SessionReply } from '../../../contract/people';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { sessionQueryOptions } from '../../lib/session';

/*
 * What the session says of the person's access, read from the session query's data as it comes
 * (checked by hand here, not parsed: the shell reads it before any schema library loads). A
 * session from a server without people's accounts names no person: every field is then unknown.
 */

export type PartnerStatus = SessionReply['partner']['status'];

export interface SessionAccess {
  role: Role | undefined;
  scope: Scope | undefined;
  partner: PartnerStatus | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const ROLES: readonly string[] = ['owner', 'manager', 'viewer'];
const PARTNER_STATUSES: readonly string[] = ['connected', 'needs-attention', 'not-set-up'];
const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string');

function readScope(value: unknown): Scope | undefined {
  if (!isRecord(value)) return undefined;
  if (value.kind === 'all') return { kind: 'all' };
  if (value.kind === 'clients' && isIdList(value.clientIds) && value.clientIds.length > 0)
    return { kind: 'clients', clientIds: value.clientIds };
  if (value.kind === 'stores' && typeof value.clientId === 'string' && isIdList(value.listingIds))
    return { kind: 'stores', clientId: value.clientId, listingIds: value.listingIds };
  return undefined;
}

/**
 * The role and scope the dashboard is shown with (the person viewed as, while viewing as someone:
 * read-only), and the partner connection's state.
 */
export function readSessionAccess(data: unknown): SessionAccess {
  if (!isRecord(data)) return { role: undefined, scope: undefined, partner: undefined };
  const shown = isRecord(data.viewingAs) ? data.viewingAs : data.person;
  const person = isRecord(shown) ? shown : {};
  const role = typeof person.role === 'string' && ROLES.includes(person.role) ? person.role : '';
  const status = isRecord(data.partner) ? data.partner.status : undefined;
  return {
    role: role ? (role as Role) : undefined,
    scope: readScope(person.scope),
    partner:
      typeof status === 'string' && PARTNER_STATUSES.includes(status)
        ? (status as PartnerStatus)
        : undefined,
  };
}

export function useSessionAccess(): SessionAccess {
  const session = useQuery({ ...sessionQueryOptions(), select: readSessionAccess });
  return session.data ?? { role: undefined, scope: undefined, partner: undefined };
}

/** The one client a scope names, if it names exactly one; null when it names more or all. */
export function scopeClient(scope: Scope | undefined): string | null | undefined {
  if (!scope) return undefined;
  if (scope.kind === 'stores') return scope.clientId;
  if (scope.kind === 'clients' && scope.clientIds.length === 1) return scope.clientIds[0];
  return null;
}

/**
 * The client of a person who has only one (a restaurant-group or store manager): their pages are
 * that client's, with no portfolio and no client to choose. From the session's scope when it
 * names one; else from the clients list (the server returns only the person's clients), once in.
 * Undefined for everyone else, and while it is not known.
 */
export function useOneClient(): string | undefined {
  const { scope } = useSessionAccess();
  const fromScope = scopeClient(scope);
  const details = useQuery({
    ...restaurantDetailsQueryOptions(),
    enabled: fromScope === undefined,
    retryOnMount: false,
  });
  if (fromScope !== undefined) return fromScope ?? undefined;
  const clients = details.data?.restaurantDetails;
  return clients?.length === 1 ? clients[0]?.clientId : undefined;
}
