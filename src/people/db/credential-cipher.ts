/**
 * The partner credential at rest: AES-256-GCM under a key derived (HKDF-SHA-256, a random salt
 * per value) from the server's secret. A stored value reads `v1.<salt>.<iv>.<tag>.<ciphertext>`
 * (base64url), so a later format can sit beside it.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'partner-credential';
/** Bound to its purpose: a value copied from another table would not decrypt as this one. */
const AAD = Buffer.from('partner_connection.credential');

export class CredentialUnreadable extends Error {
  constructor() {
    super(
      'The partner credential cannot be decrypted: the server secret differs from the one it was saved with. Set the previous secret, or enter the partner credential again.',
    );
  }
}

const keyFor = (secret: string, salt: Buffer) =>
  Buffer.from(hkdfSync('sha256', secret, salt, INFO, 32));

/** Any JSON value sealed for one purpose (`aad`): the credential, the partner's tokens. */
export const sealJson = (secret: string, value: unknown, aad: Buffer = AAD) => {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, salt), iv).setAAD(aad);
  const plain = JSON.stringify(value);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', salt, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

export const encryptCredential = (
  secret: string,
  credential: { email: string; password: string },
) => sealJson(secret, { email: credential.email, password: credential.password });

export const decryptCredential = (secret: string, stored: string) =>
  openJson(secret, stored) as { email: string; password: string };

export const openJson = (secret: string, stored: string, aad: Buffer = AAD): unknown => {
  const [version, ...parts] = stored.split('.');
  const [salt, iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (version !== 'v1' || !salt || !iv || !tag || !ciphertext)
    throw new Error('The stored partner credential is not in a known format');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, salt), iv).setAAD(aad);
  decipher.setAuthTag(tag);
  let plain: string;
  try {
    plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new CredentialUnreadable();
  }
  return JSON.parse(plain) as unknown;
};
