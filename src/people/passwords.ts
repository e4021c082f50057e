/**
 * Passwords: hashed with argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane), and
 * refused when short, common, or made of the person's own email.
 */
import { readFileSync } from 'node:fs';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

const ARGON2ID = 2 satisfies Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** False for a wrong password and for a hash that is not one (never throws on bad input). */
export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/**
 * The 1,000 passwords most seen in public breach lists (SecLists' "10 million password list,
 * top 1000"), lower-cased. Most are shorter than 12 characters and so already refused; the list
 * earns its place with the rule below that strips what people add to reach a length.
 */
const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean),
);

/** A common password, as typed or with digits and symbols added before or after it. */
const isCommon = (password: string) => {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  return COMMON.has(lower) || (core.length >= 4 && COMMON.has(core)) || /^(.)\1*$/.test(lower);
};

/** Why a new password is refused (to follow the field's name, as the forms show it), or null. */
export const passwordProblem = (
  password: string,
  person: { email: string; name: string },
): string | null => {
  if (password.length < 12) return 'must be at least 12 characters';
  if (password.length > 1024) return 'must be at most 1024 characters';
  if (isCommon(password)) return 'is too common: choose one that is harder to guess';
  const lower = password.toLowerCase();
  const local = person.email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 3 && lower.includes(local)) return 'must not contain your email address';
  const name = person.name.toLowerCase().replace(/\s+/g, '');
  if (name.length >= 3 && lower.replace(/\s+/g, '') === name) return 'must not be your name';
  return null;
};
