/**
 * The session lives in an encrypted, authenticated cookie (AES-256-GCM), so no server-side store
 * is needed and any proxy instance with the same secret can serve it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { profile } from '../contract/auth';

export const sessionSchema = z.object({
  v: z.literal(2),
  /** This session's id: sign-out revokes it. */
  sid: z.string().min(16),
  /** When it was issued (ms since the epoch): "sign out everywhere" ends those before a time. */
  iat: z.number(),
  token: z.string(),
  refresh: z.string(),
  /** When the access token expires (ms since the epoch). */
  tokenExpiresAt: z.number(),
  /** When the session itself ends (ms since the epoch). */
  expiresAt: z.number(),
  profile,
});
export type Session = z.infer<typeof sessionSchema>;

export const COOKIE_NAME = 'dash_session';
/** Over HTTPS the cookie takes the `__Host-` prefix: Secure, Path=/, no Domain. */
export const SECURE_COOKIE_NAME = '__Host-dash_session';

const keyOf = (secret: string) =>
  createHash('sha256').update(`dashboard-session:${secret}`).digest();

export const createSessionCodec = (secret: string) => {
  const key = keyOf(secret);
  return {
    seal(session: Session) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(session), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** null for anything not sealed by this secret, tampered, malformed or expired. */
    unseal(value: string): Session | null {
      try {
        const raw = Buffer.from(value, 'base64url');
        if (raw.length < 29) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString(
          'utf8',
        );
        const parsed = sessionSchema.safeParse(JSON.parse(text));
        if (!parsed.success || parsed.data.expiresAt <= Date.now()) return null;
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
};
export type SessionCodec = ReturnType<typeof createSessionCodec>;

export const readCookie = (req: IncomingMessage, name: string) => {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
};

export const isSecureRequest = (req: IncomingMessage, trustProxy: boolean) =>
  Boolean((req.socket as { encrypted?: boolean }).encrypted) ||
  (trustProxy &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https');

export const sessionCookie = (value: string, maxAgeSeconds: number, secure: boolean) =>
  [
    `${secure ? SECURE_COOKIE_NAME : COOKIE_NAME}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');

export const clearedSessionCookie = (secure: boolean) => sessionCookie('', 0, secure);
