import { describe, expect, it } from 'vitest';
import { teamReply } from '../contract/people';
import { checkOwnReply } from './own-reply';

const person = {
  id: 'p1',
  email: 'ana@example.com',
  name: 'Ana',
  role: 'viewer',
  scope: { kind: 'all' },
  status: 'active',
  until: null,
  lastActiveAt: null,
  signIn: 'password',
  createdAt: '2026-11-01T09:00:00.000Z',
};

describe("the dashboard's own replies", () => {
  it('sends a reply the contract accepts as the contract reads it', () => {
    const heard: string[] = [];
    const reply = { people: [person] };
    const checked = checkOwnReply(teamReply, reply, (detail) => heard.push(detail));
    expect(checked.people[0]?.email).toBe('ana@example.com');
    expect(heard).toEqual([]);
  });

  it('refuses to send one that breaks it: a 500 for the person, what broke it for the log', () => {
    const heard: string[] = [];
    const broken = { people: [{ ...person, role: 'superuser' }] };
    expect(() => checkOwnReply(teamReply, broken, (detail) => heard.push(detail))).toThrow(
      expect.objectContaining({ status: 500, code: 'REPLY_BROKE_CONTRACT' }),
    );
    expect(heard.join(' ')).toMatch(/role/);
  });
});
