import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

const ann = { email: 'ann.smith@example.com', name: 'Ann Smith' };

describe('passwords', () => {
  it('are hashed with argon2id at OWASP cost, and only the same password verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse battery')).toBe(false);
  });

  it('are refused when short, common, or made of the email or name', () => {
    expect(passwordProblem('short', ann)).toBe('must be at least 12 characters');
    expect(passwordProblem('x'.repeat(1025), ann)).toBe('must be at most 1024 characters');
    for (const common of ['qwertyuiop12', 'Password1234', '!!Baseball2024', '111111111111'])
      expect(passwordProblem(common, ann)).toMatch(/too common/);
    expect(passwordProblem('ann.smith-rocks-99', ann)).toBe('must not contain your email address');
    expect(passwordProblem('Ann Smith Ann', { ...ann, name: 'Ann Smith Ann' })).toBe(
      'must not be your name',
    );
    expect(passwordProblem('correct horse battery', ann)).toBeNull();
  });
});

describe('tokens', () => {
  it('are 32 random bytes, and are stored as their SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
