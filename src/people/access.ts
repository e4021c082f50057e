/**
 * Who may manage whom, as the design says: an owner everyone; a manager the people within their
 * own scope, at or below their own role; a viewer no one.
 */
import { ROLE_RANK, scopeCovers, type Role, type Scope } from '../contract/people';

export { scopeCovers };

export interface Manager {
  id: string;
  role: Role;
  scope: Scope;
}

/** Whether `actor` may give someone this role and scope (invite, or change them to it). */
export const mayGrant = (actor: Manager, role: Role, scope: Scope): string | null => {
  if (actor.role === 'viewer') return 'Viewers cannot invite or change people';
  if (ROLE_RANK[role] > ROLE_RANK[actor.role])
    return `A ${actor.role} cannot give the ${role} role`;
  if (role === 'owner' && scope.kind !== 'all') return 'An owner sees every client';
  if (!scopeCovers(actor.scope, scope)) return 'That access reaches beyond your own clients';
  return null;
};

/** Whether `actor` may change or deactivate `target` as they are now. */
export const mayManage = (actor: Manager, target: Manager): string | null => {
  if (actor.role === 'viewer') return 'Viewers cannot change people';
  if (actor.role === 'owner') return null;
  if (ROLE_RANK[target.role] > ROLE_RANK[actor.role])
    return 'You cannot change someone with a higher role';
  if (!scopeCovers(actor.scope, target.scope))
    return 'That person has access beyond your own clients';
  return null;
};

/** The clients a scope names (null: every client). */
export const clientsOf = (scope: Scope): string[] | null =>
  scope.kind === 'all' ? null : scope.kind === 'clients' ? scope.clientIds : [scope.clientId];
