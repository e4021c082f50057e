/** Opaque tokens (invitation and reset links, session ids): given out once, stored as a hash. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the store keeps of a token: its SHA-256, base64url. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
