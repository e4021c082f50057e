import type { Person, Role, Scope } from '../../../contract/people';
import { PRESET_LABELS, ROLE_RANK, presetOf, scopeCovers } from '../../../contract/people-values';
import type { RestaurantDetailsResult } from '../../../contract/listings';

/** "Account manager", "Store manager"…: the preset a person's role and scope read as. */
export const presetLabel = (person: Pick<Person, 'role' | 'scope'>): string =>
  PRESET_LABELS[presetOf(person.role, person.scope)];

/** How many names a scope lists before it says "and N more". */
const NAMES_SHOWN = 3;

const listed = (names: readonly string[]) =>
  names.length <= NAMES_SHOWN
    ? names.join(', ')
    : `${names.slice(0, NAMES_SHOWN).join(', ')} and ${names.length - NAMES_SHOWN} more`;

/**
 * A scope in words, with the clients' and stores' names (ids the clients list does not have,
 * e.g. before it loads, read as themselves): "All clients", "Harbor Group, Summit Eats",
 * "Bay Burgers Downtown at Harbor Group", "3 stores of Harbor Group".
 */
export function describeScope(scope: Scope, details: RestaurantDetailsResult | undefined): string {
  const clients = details?.restaurantDetails ?? [];
  const clientName = (id: string) => clients.find((c) => c.clientId === id)?.clientName ?? id;
  switch (scope.kind) {
    case 'all':
      return 'All clients';
    case 'clients':
      return listed(scope.clientIds.map(clientName));
    case 'stores': {
      const client = clients.find((c) => c.clientId === scope.clientId);
      const where = clientName(scope.clientId);
      if (scope.listingIds.length === 1) {
        const id = scope.listingIds[0] ?? '';
        const store = client?.listingDetails.find((l) => l.listingId === id)?.restaurantName;
        return `${store ?? id} at ${where}`;
      }
      return `${scope.listingIds.length} stores of ${where}`;
    }
  }
}

/** Whether `inner` asks for nothing outside `outer` (the server's own rule, from the contract). */
export const scopeWithin = (inner: Scope, outer: Scope): boolean => scopeCovers(outer, inner);

/** Whether a role may be given by someone of `actor`'s role (at or below their own). */
export const mayGrant = (actor: Role, role: Role) =>
  actor !== 'viewer' && ROLE_RANK[role] <= ROLE_RANK[actor];

/** Whether this person may invite people at all: owners and managers. */
export const mayInvite = (actor: Pick<Person, 'role'>) => actor.role !== 'viewer';

/**
 * Whether `actor` may edit, deactivate, send a reset link to or view as `target`: an owner
 * anyone else; a manager the people within their scope at or below their role. A courtesy of
 * the interface: the server checks every request itself.
 */
export const mayManage = (actor: Person, target: Person): boolean =>
  actor.id !== target.id &&
  (actor.role === 'owner' ||
    (mayGrant(actor.role, target.role) && scopeWithin(target.scope, actor.scope)));

/** The team page is for owners and managers (the audit log is for everyone, within their scope). */
export const seesTeam = (role: Role) => role !== 'viewer';
