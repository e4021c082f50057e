import { describe, expect, it } from 'vitest';
import type { Person, SessionReply } from '../../../contract/people';
import { readSessionAccess, scopeClient } from './session-access';

const person = (patch: Partial<Person> = {}): Person => ({
  id: 'p-1',
  email: 'someone@example.com',
  name: 'Someone',
  role: 'manager',
  scope: { kind: 'clients', clientIds: ['client-harbor'] },
  status: 'active',
  until: null,
  lastActiveAt: null,
  signIn: 'password',
  createdAt: '2026-11-01T00:00:00Z',
  ...patch,
});

const session = (patch: Partial<SessionReply> = {}): SessionReply => ({
  profile: { id: 'p-1', email: 'someone@example.com', username: 'Someone' },
  person: person(),
  viewingAs: null,
  partner: { status: 'connected' },
  ...patch,
});

describe('readSessionAccess', () => {
  it('reads the role, the scope and the partner connection', () => {
    expect(readSessionAccess(session({ partner: { status: 'needs-attention' } }))).toEqual({
      role: 'manager',
      scope: { kind: 'clients', clientIds: ['client-harbor'] },
      partner: 'needs-attention',
    });
  });

  it('reads the person viewed as, while viewing as someone', () => {
    const viewed = person({ role: 'viewer', scope: { kind: 'all' } });
    expect(readSessionAccess(session({ viewingAs: viewed })).role).toBe('viewer');
  });

  it('knows nothing of a session that names no person', () => {
    expect(readSessionAccess({ id: 'p-1', email: 'a@b.c', username: 'A' })).toEqual({});
    expect(readSessionAccess(null).scope).toBeUndefined();
  });
});

describe('scopeClient', () => {
  it('is the one client of a restaurant-group or store manager', () => {
    expect(scopeClient({ kind: 'clients', clientIds: ['client-harbor'] })).toBe('client-harbor');
    expect(scopeClient({ kind: 'stores', clientId: 'client-summit', listingIds: ['l'] })).toBe(
      'client-summit',
    );
  });

  it('is none for several clients or all, and unknown without a scope', () => {
    expect(scopeClient({ kind: 'clients', clientIds: ['a', 'b'] })).toBeNull();
    expect(scopeClient({ kind: 'all' })).toBeNull();
    expect(scopeClient(undefined)).toBeUndefined();
  });
});
