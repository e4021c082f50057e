/*
 * The people interface's names and rules that need no schema library, like `constants.ts`: the
 * people pages paint with them, and the schemas (with zod) load after paint with the replies.
 * `people.ts` re-exports them where they belong.
 */
import type { Role, Scope } from './people';

export const ROLES = ['owner', 'manager', 'viewer'] as const;

/** Higher may do what lower may: an owner what a manager may, a manager what a viewer may. */
export const ROLE_RANK: Record<Role, number> = { viewer: 0, manager: 1, owner: 2 };

/** Whether everything `inner` reaches, `outer` reaches too (the server's rule; the pages ask it too). */
export const scopeCovers = (outer: Scope, inner: Scope): boolean => {
  if (outer.kind === 'all') return true;
  if (inner.kind === 'all') return false;
  if (outer.kind === 'clients') {
    const mine = new Set(outer.clientIds);
    return inner.kind === 'clients'
      ? inner.clientIds.every((id) => mine.has(id))
      : mine.has(inner.clientId);
  }
  // outer: some stores of one client.
  if (inner.kind !== 'stores' || inner.clientId !== outer.clientId) return false;
  const mine = new Set(outer.listingIds);
  return inner.listingIds.every((id) => mine.has(id));
};

/** The presets the interface offers, named as people think of them. */
export const PRESETS = [
  'owner',
  'account-manager',
  'group-manager',
  'store-manager',
  'viewer',
] as const;
export type Preset = (typeof PRESETS)[number];
export const PRESET_LABELS: Record<Preset, string> = {
  owner: 'Owner',
  'account-manager': 'Account manager',
  'group-manager': 'Restaurant-group manager',
  'store-manager': 'Store manager',
  viewer: 'Viewer',
};

/** The preset a role and scope read as. */
export const presetOf = (r: Role, s: Scope): Preset => {
  if (r === 'owner') return 'owner';
  if (r === 'viewer') return 'viewer';
  if (s.kind === 'stores') return 'store-manager';
  if (s.kind === 'clients' && s.clientIds.length === 1) return 'group-manager';
  return 'account-manager';
};

export const PERSON_STATUSES = ['invited', 'active', 'deactivated'] as const;
