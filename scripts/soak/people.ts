/**
 * The soak's people: every preset, in the shares a partner with two hundred managers has (most
 * of them restaurant-group managers with one client each, some store managers, a few viewers, a
 * few account managers with a portfolio of 25 clients, an owner or two), each with a password of
 * their own. Made unattended, as an owner makes them: an invitation through the team's HTTP
 * route, then its link accepted with the person's password (`POST /api/links/{token}`).
 */
import { randomBytes } from 'node:crypto';
import type { Client } from '../../src/contract/listings';
import { PRESETS, presetOf, type Preset, type Role, type Scope } from '../../src/contract/people';
import type { Browser } from './browser';

export interface SoakPerson {
  index: number;
  preset: Preset;
  email: string;
  name: string;
  password: string;
  role: Role;
  scope: Scope;
}

/** How many of each preset among `count` people (the rest are restaurant-group managers). */
export const presetCounts = (count: number): Record<Preset, number> => {
  const owner = Math.max(1, Math.round(count * 0.01));
  const accounts = Math.max(1, Math.round(count * 0.02));
  const stores = Math.max(1, Math.round(count * 0.12));
  const viewers = Math.max(1, Math.round(count * 0.05));
  return {
    owner,
    'account-manager': accounts,
    'store-manager': stores,
    viewer: viewers,
    'group-manager': Math.max(0, count - owner - accounts - stores - viewers),
  };
};

const none = (): Record<Preset, number> => ({
  owner: 0,
  'account-manager': 0,
  'group-manager': 0,
  'store-manager': 0,
  viewer: 0,
});

/** The people, presets interleaved (so each minute's arrivals mix them), clients spread evenly. */
export const planPeople = (count: number, clients: readonly Client[]): SoakPerson[] => {
  const sorted = [...clients].sort((a, b) => a.clientId.localeCompare(b.clientId));
  const counts = presetCounts(count);
  const queue: Preset[] = [];
  const given = none();
  // Each next person is of the preset furthest behind its share so far.
  for (let i = 1; i <= count; i++) {
    const behind = (preset: Preset) => (counts[preset] * i) / count - given[preset];
    const next = PRESETS.filter((preset) => given[preset] < counts[preset]).reduce((a, b) =>
      behind(b) > behind(a) ? b : a,
    );
    given[next] += 1;
    queue.push(next);
  }
  const seen = none();
  const clientAt = (n: number) => sorted[n % sorted.length]!;
  return queue.map((preset, index) => {
    const n = seen[preset]++;
    let role: Role = 'manager';
    let scope: Scope;
    if (preset === 'owner') {
      role = 'owner';
      scope = { kind: 'all' };
    } else if (preset === 'account-manager') {
      scope = { kind: 'clients', clientIds: sorted.slice(0, 25).map((c) => c.clientId) };
    } else if (preset === 'store-manager') {
      const client = clientAt(n * 7 + 3);
      const listings = client.listingDetails.map((l) => l.listingId);
      const from = (n * 3) % Math.max(1, listings.length - 3);
      scope = {
        kind: 'stores',
        clientId: client.clientId,
        listingIds: listings.slice(from, from + 2 + (n % 3)),
      };
    } else if (preset === 'viewer') {
      role = 'viewer';
      scope = { kind: 'clients', clientIds: [clientAt(n * 5 + 1).clientId] };
    } else {
      scope = { kind: 'clients', clientIds: [clientAt(n).clientId] };
    }
    if (presetOf(role, scope) !== preset && preset !== 'account-manager')
      throw new Error(`person ${index}: ${preset} reads as ${presetOf(role, scope)}`);
    return {
      index,
      preset,
      email: `soak-${preset}-${String(n + 1).padStart(3, '0')}@partner.example`,
      name: `Soak ${preset} ${n + 1}`,
      password: randomBytes(15).toString('base64url'),
      role,
      scope,
    };
  });
};

/**
 * Invites every person as `owner` (a signed-in owner's browser) and accepts each link with the
 * person's password, a few at a time (each acceptance hashes a password).
 */
export const createPeople = async (owner: Browser, people: readonly SoakPerson[]) => {
  const queue = [...people];
  const worker = async () => {
    for (let person = queue.shift(); person; person = queue.shift()) {
      const invited = await owner.send('POST', '/api/team/invitations', {
        email: person.email,
        name: person.name,
        role: person.role,
        scope: person.scope,
      });
      if (invited.status !== 200)
        throw new Error(`inviting ${person.email}: ${invited.status} ${invited.text}`);
      const { link } = JSON.parse(invited.text) as { link: string };
      const token = link.split('/').at(-1) ?? '';
      const accepted = await owner.send('POST', `/api/links/${encodeURIComponent(token)}`, {
        password: person.password,
      });
      if (accepted.status !== 200)
        throw new Error(`accepting ${person.email}'s invitation: ${accepted.status}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
};
