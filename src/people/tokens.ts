/** Random single-use tokens (sessions, invitation and reset links), kept only as their hash. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what goes in a cookie or a link. */
export const newToken = () => randomBytes(32).toString('base64url');

/** SHA-256 of a token, base64url: what the database keeps. */
export const hashToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('base64url');
