import type { AuditEntry, Person } from '../../contract/people';
import { owner } from './fixtures';

/** A person of the team; `patch` changes any field. */
export const teamPerson = (id: string, patch: Partial<Person> = {}): Person => ({
  ...owner,
  id,
  email: `${id}@partner.example`,
  name: id,
  role: 'viewer',
  scope: { kind: 'clients', clientIds: ['client-harbor'] },
  lastActiveAt: null,
  ...patch,
});

export const accountManager = teamPerson('person-am', {
  name: 'Abel Accounts',
  email: 'abel@partner.example',
  role: 'manager',
  scope: { kind: 'clients', clientIds: ['client-harbor', 'client-summit'] },
});
export const storeManager = teamPerson('person-sm', {
  name: 'Stella Stores',
  email: 'stella@partner.example',
  role: 'manager',
  scope: { kind: 'stores', clientId: 'client-harbor', listingIds: ['lst-101'] },
  status: 'invited',
});
export const viewer = teamPerson('person-v', {
  name: 'Vera Viewer',
  email: 'vera@partner.example',
  status: 'deactivated',
  until: '2026-12-31',
});

export const team: Person[] = [owner, accountManager, storeManager, viewer];

/** An audit entry; `patch` changes any field. */
export const auditEntry = (id: string, patch: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-26T09:30:00.000Z',
  actor: { id: accountManager.id, email: accountManager.email, name: accountManager.name },
  asPerson: null,
  action: 'dispute.raise',
  clientId: 'client-harbor',
  listingId: 'lst-101',
  deliveryUUID: '3f2a9c1e-0000-4000-8000-000000000001',
  reviewId: null,
  targetPerson: null,
  detail: { reason: 'Missing items' },
  outcome: 'ok',
  outcomeDetail: null,
  requestId: 'req-1',
  ...patch,
});

/** The audit entry the "sent by" lines read: Ana Ops's, on delivery `b`, on Nov 10, 2026. */
export const sentByEntry = (patch: Partial<AuditEntry> = {}): AuditEntry =>
  auditEntry('a-1', {
    at: '2026-11-10T14:05:00Z',
    actor: { id: 'p-1', email: 'ana@example.com', name: 'Ana Ops' },
    listingId: 'L1',
    deliveryUUID: 'b',
    detail: { reason: 'WRONG_ORDER' },
    ...patch,
  });
