import type * as z from 'zod/mini';
import type {
  inviteBody,
  linkReply,
  personReply,
  updatePersonBody,
} from '../../../contract/people';
import { serverRequest } from '../../lib/server-api';
import { serverSend } from '../../lib/server-send';

/*
 * The team's and the account's writes, as the server names them (contract/people.ts). Each runs
 * once per call, never retried: the server refuses what the caller may not do (403, in its words).
 */

export type InviteBody = z.input<typeof inviteBody>;
export type UpdatePersonBody = z.input<typeof updatePersonBody>;

type LinkReply = z.output<typeof linkReply>;
type PersonReply = z.output<typeof personReply>;

const team = (id: string, what = '') => `/api/team/${encodeURIComponent(id)}${what}`;

export const invitePerson = (body: InviteBody) =>
  serverRequest<LinkReply>('/api/team/invitations', { method: 'POST', body });

export const updatePerson = (id: string, body: UpdatePersonBody) =>
  serverRequest<PersonReply>(team(id), { method: 'PATCH', body });

export const deactivatePerson = (id: string) =>
  serverRequest<PersonReply>(team(id, '/deactivate'), { method: 'POST' });

export const reactivatePerson = (id: string) =>
  serverRequest<PersonReply>(team(id, '/reactivate'), { method: 'POST' });

export const resetLink = (id: string) =>
  serverRequest<LinkReply>(team(id, '/reset-link'), { method: 'POST' });

export const changePassword = (body: { current: string; next: string }) =>
  serverSend('/api/account/password', { method: 'POST', body });

/** Ends one of the person's sessions (another device). */
export const endSession = (id: string) =>
  serverSend(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
