/** Passwords: argon2id hashes, and the rules a new password must meet. */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export const verifyPassword = async (stored: string, password: string) => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

const COMMON = new Set(['password1234', '123456789012', 'qwertyuiop12']);

/** What is wrong with a new password ("must be …"), or null. */
export const passwordProblem = (password: string, who: { email: string; name: string }) => {
  if (password.length < 12) return 'must be at least 12 characters';
  if (COMMON.has(password.toLowerCase())) return 'is too common';
  const local = who.email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && password.toLowerCase().includes(local)) return 'must not contain your email';
  return null;
};
