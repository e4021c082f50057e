/**
 * The cookies: the session's holds an opaque random value only (its session lives in the
 * database, src/people/sessions.ts); the device's says this browser signed in to an account
 * before, so someone else's guesses at that account's password do not hold it back.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const COOKIE_NAME = 'dash_session';
/** Over HTTPS the cookie takes the `__Host-` prefix: Secure, Path=/, no Domain. */
export const SECURE_COOKIE_NAME = '__Host-dash_session';
const DEVICE_COOKIE = 'dash_device';
const DEVICE_DAYS = 180;

const deviceSignature = (secret: string, email: string, nonce: string) =>
  createHmac('sha256', `dashboard-device:${secret}`)
    .update(`${email.toLowerCase()}|${nonce}`)
    .digest('base64url');

/** The device cookie for a person who just signed in (one account per browser is remembered). */
export const deviceCookie = (secret: string, email: string, secure: boolean) => {
  const nonce = randomBytes(12).toString('base64url');
  return [
    `${DEVICE_COOKIE}=${nonce}.${deviceSignature(secret, email, nonce)}`,
    'Path=/api/session',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${DEVICE_DAYS * 86_400}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
};

/** Whether this browser signed in to this email's account before. */
export const knownDevice = (req: IncomingMessage, secret: string, email: string) => {
  const value = readCookie(req, DEVICE_COOKIE);
  const [nonce, signature] = value?.split('.') ?? [];
  if (!nonce || !signature) return false;
  const expected = Buffer.from(deviceSignature(secret, email, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

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
