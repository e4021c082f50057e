import type * as z from 'zod/mini';
import type { inviteBody, updatePersonBody } from '../../../contract/people';
import { serverRequest } from '../../lib/server-api';
import { serverSend } from '../../lib/server-send';

/*
 * The team's and the account's writes, as the server names them (contract/people.ts). Each runs
 * once per call, never retried: the server refuses what the caller may not do (403, in its words).
 */

export type InviteBody = z.input<typeof inviteBody>;
export type UpdatePersonBody = z.input<typeof updatePersonBody>;

/** The replies' schemas (and zod) load with the requests. */
const linkReply = async () => (await import('../../../contract/people')).linkReply;
const personReply = async () => (await import('../../../contract/people')).personReply;

const team = (id: string, what = '') => `/api/team/${encodeURIComponent(id)}${what}`;

export const invitePerson = (body: InviteBody) =>
  serverRequest('/api/team/invitations', { method: 'POST', body }, linkReply);

export const updatePerson = (id: string, body: UpdatePersonBody) =>
  serverRequest(team(id), { method: 'PATCH', body }, personReply);

export const deactivatePerson = (id: string) =>
  serverRequest(team(id, '/deactivate'), { method: 'POST' }, personReply);

export const reactivatePerson = (id: string) =>
  serverRequest(team(id, '/reactivate'), { method: 'POST' }, personReply);

export const resetLink = (id: string) =>
  serverRequest(team(id, '/reset-link'), { method: 'POST' }, linkReply);

export const changePassword = (body: { current: string; next: string }) =>
  serverSend('/api/account/password', { method: 'POST', body });

/** Ends one of the person's sessions (another device). */
export const endSession = (id: string) =>
  serverSend(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
