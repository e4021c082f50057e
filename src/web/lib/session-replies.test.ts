import { describe, expect, it } from 'vitest';
import { readMetaReply, readProfileReply } from './session-replies';

describe('session replies', () => {
  it('reads a profile and keeps only its fields', () => {
    expect(
      readProfileReply({
        profile: { id: 'u1', email: 'a@b.example', username: 'a', token: 'never kept' },
      }),
    ).toEqual({
      success: true,
      data: { profile: { id: 'u1', email: 'a@b.example', username: 'a' } },
    });
  });

  it('names every field that breaks the shape, by its path', () => {
    expect(readProfileReply({ profile: { id: 7, email: 'a@b.example' } })).toEqual({
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
