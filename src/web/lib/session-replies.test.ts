import { describe, expect, it } from 'vitest';
import { readMetaReply } from './meta';
import { readSessionReply } from './session-replies';

const person = {
  id: 'person-1',
  email: 'a@b.example',
  name: 'Ada',
  role: 'manager',
  scope: { kind: 'clients', clientIds: ['c1'] },
  status: 'active',
  until: null,
  lastActiveAt: null,
  signIn: 'password',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const reply = (profile: unknown, patch: Record<string, unknown> = {}) => ({
  profile,
  person,
  viewingAs: null,
  partner: { status: 'connected' },
  ...patch,
});
const readProfileReply = (json: unknown) => {
  const read = readSessionReply(json);
  return read.success
    ? {
        success: true,
        data: {
          profile: { id: read.data.id, email: read.data.email, username: read.data.username },
        },
      }
    : {
        success: false,
        issues: read.issues.filter(
          (issue) => issue.path.length === 0 || issue.path[0] === 'profile',
        ),
      };
};

describe('session replies', () => {
  it('reads a profile and keeps only its fields', () => {
    expect(
      readProfileReply(
        reply({ id: 'u1', email: 'a@b.example', username: 'a', token: 'never kept' }),
      ),
    ).toEqual({
      success: true,
      data: { profile: { id: 'u1', email: 'a@b.example', username: 'a' } },
    });
  });

  it('names every field that breaks the shape, by its path', () => {
    expect(readProfileReply(reply({ id: 7, email: 'a@b.example' }))).toEqual({
      success: false,
      issues: [
        { path: ['profile', 'id'], message: 'Expected a string' },
        { path: ['profile', 'username'], message: 'Expected a string' },
      ],
    });
    expect(readProfileReply({})).toEqual({
      success: false,
      issues: [{ path: ['profile'], message: 'Expected an object' }],
    });
    expect(readProfileReply('<html>')).toEqual({
      success: false,
      issues: [{ path: [], message: 'Expected an object' }],
    });
  });

  it('reads the person, whom they view as and the partner connection', () => {
    const viewed = { ...person, id: 'person-2', role: 'viewer', scope: { kind: 'all' } };
    const read = readSessionReply(
      reply({ id: 'u1', email: 'e', username: 'u' }, { viewingAs: viewed }),
    );
    expect(read).toEqual({
      success: true,
      data: {
        id: 'u1',
        email: 'e',
        username: 'u',
        person,
        viewingAs: viewed,
        partner: { status: 'connected' },
      },
    });
    const broken = readSessionReply(
      reply(
        { id: 'u1', email: 'e', username: 'u' },
        {
          person: 'person-1',
          viewingAs: undefined,
        },
      ),
    );
    expect(broken.success ? [] : broken.issues).toEqual([
      { path: ['person'], message: 'Expected an object' },
      { path: ['viewingAs'], message: 'Expected an object' },
    ]);
  });

  it('reads the demo account, or its absence', () => {
    expect(readMetaReply({ demoAccount: null })).toEqual({
      success: true,
      data: { demoAccount: null },
    });
    expect(readMetaReply({ demoAccount: { email: 'e', password: 'p' } })).toEqual({
      success: true,
      data: { demoAccount: { email: 'e', password: 'p' } },
    });
    expect(readMetaReply({ demoAccount: { email: 'e' } }).success).toBe(false);
    expect(readMetaReply({}).success).toBe(false);
  });
});
