import { useQuery } from '@tanstack/react-query';
import type { Person, Scope, SessionReply } from '../../../contract/people';
import { restaurantDetailsQueryOptions } from '../../lib/restaurant-details';
import { sessionQueryOptions } from '../../lib/session';

/*
 * What the session says of the person's access, read from the session query's data (the session
 * reply's own reading checks its shape). A session from a server without people's accounts names
 * no person: its role, scope and partner connection are then unknown.
 */

export interface SessionAccess {
  role?: Person['role'] | undefined;
  scope?: Scope | undefined;
  partner?: SessionReply['partner']['status'] | undefined;
}

const hasPerson = (data: unknown): data is Partial<SessionReply> =>
  typeof data === 'object' && data !== null && 'person' in data;

/**
 * The role and scope the dashboard is shown with (the person viewed as, while viewing as someone:
 * read-only), and the partner connection's state.
 */
export function readSessionAccess(data: unknown): SessionAccess {
  if (!hasPerson(data)) return {};
  const person = data.viewingAs ?? data.person;
  return { role: person?.role, scope: person?.scope, partner: data.partner?.status };
}

export function useSessionAccess(): SessionAccess {
  return useQuery({ ...sessionQueryOptions(), select: readSessionAccess }).data ?? {};
}

/** The one client a scope names, if it names exactly one; null when it names more or all. */
export function scopeClient(scope: Scope | undefined): string | null | undefined {
  if (!scope) return undefined;
  if (scope.kind === 'stores') return scope.clientId;
  return scope.kind === 'clients' && scope.clientIds.length === 1 ? scope.clientIds[0] : null;
}

/**
 * The client of a person who has only one (a restaurant-group or store manager): their pages are
 * that client's, with no portfolio and no client to choose. From the session's scope when it
 * names one; else from the clients list (the server returns only the person's clients), once in.
 * Undefined for everyone else, and while it is not known.
 */
export function useOneClient(): string | undefined {
  const fromScope = scopeClient(useSessionAccess().scope);
  const details = useQuery({
    ...restaurantDetailsQueryOptions(),
    enabled: fromScope === undefined,
    retryOnMount: false,
  });
  if (fromScope !== undefined) return fromScope ?? undefined;
  const clients = details.data?.restaurantDetails;
  return clients?.length === 1 ? clients[0]?.clientId : undefined;
}
