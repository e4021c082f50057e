/**
 * Single sign-on with the company's OpenID Connect provider (architecture.md, "People, roles and
 * scopes"): the authorization code flow with PKCE (S256), state and nonce, through
 * `openid-client`.
 *
 * `start` gives the provider's authorization URL and a sealed value for a short-lived HttpOnly
 * cookie (the PKCE verifier, state, nonce and whatever the caller carries across, such as an
 * invitation's token or the page to return to); `finish` takes the callback's URL and that
 * cookie, and returns the person's identity at the provider. The HTTP routes
 * (`GET /api/oidc/start`, `GET /api/oidc/callback`) set and clear the cookie.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import { ConfigError } from '../proxy/errors';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
  /** http issuers only in tests */
  allowHttp?: boolean;
}

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  carry: Record<string, string>;
}

export interface Oidc {
  /**
   * The provider's authorization URL and a sealed value to keep in a short-lived HttpOnly cookie
   * (verifier, state, nonce, and the caller's `carry` e.g. {link?: token, next?: path}).
   */
  start(carry: Record<string, string>): Promise<{ url: string; cookieValue: string }>;
  /**
   * Completes the callback: checks state, exchanges the code with the PKCE verifier, validates the
   * ID token (nonce), returns the identity. Throws OidcError (with a plain message) on any
   * mismatch.
   */
  finish(callbackUrl: URL, cookieValue: string): Promise<OidcIdentity>;
}

/** A sign-in that cannot go on; `message` is plain enough to show the person. */
export class OidcError extends Error {
  override name = 'OidcError';
}

/** How long a started sign-in may take before its cookie is refused. */
export const OIDC_COOKIE_TTL_MS = 10 * 60 * 1000;

/** The path of the callback under `PUBLIC_URL`. */
export const OIDC_CALLBACK_PATH = '/api/oidc/callback';

/** What is asked of the provider: the subject, the email and the name. */
const SCOPE = 'openid email profile';

/**
 * The settings from the environment: `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`
 * (optional: a public client without it) and `PUBLIC_URL` (the callback is
 * `PUBLIC_URL/api/oidc/callback`). Null when `OIDC_ISSUER` is unset: no single sign-on.
 */
export const oidcSettingsFromEnv = (
  env: Record<string, string | undefined>,
): OidcSettings | null => {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  const issuerUrl = URL.parse(issuer);
  if (issuerUrl?.protocol !== 'https:')
    throw new ConfigError(`OIDC_ISSUER must be an https address: ${issuer}`);
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new ConfigError('OIDC_ISSUER is set, so OIDC_CLIENT_ID is required');
  const publicUrl = env.PUBLIC_URL?.trim();
  if (!publicUrl)
    throw new ConfigError('OIDC_ISSUER is set, so PUBLIC_URL is required (the callback address)');
  const base = URL.parse(publicUrl);
  if (!base || (base.protocol !== 'https:' && base.protocol !== 'http:'))
    throw new ConfigError(`PUBLIC_URL is not an http(s) address: ${publicUrl}`);
  const secret = env.OIDC_CLIENT_SECRET?.trim();
  return {
    issuer,
    clientId,
    ...(secret ? { clientSecret: secret } : {}),
    redirectUri: base.origin + base.pathname.replace(/\/+$/, '') + OIDC_CALLBACK_PATH,
  };
};

interface Sealed {
  verifier: string;
  state: string;
  nonce: string;
  carry: Record<string, string>;
  /** Epoch milliseconds after which the value is refused. */
  exp: number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM with a key derived from the server's secret for this use only. */
const sealer = (secret: string) => {
  if (!secret) throw new Error('createOidc needs a secret to seal its cookie');
  const key = Buffer.from(
    hkdfSync('sha256', secret, 'partner-analytics-dashboard', 'oidc-cookie', 32),
  );
  return {
    seal(value: Sealed): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The sealed value, or null when it was not sealed with this key or was altered. */
    open(cookieValue: string): Sealed | null {
      try {
        const raw = Buffer.from(cookieValue, 'base64url');
        if (raw.length <= IV_BYTES + TAG_BYTES) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const text = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        const value = JSON.parse(text) as Sealed;
        if (
          typeof value.verifier !== 'string' ||
          typeof value.state !== 'string' ||
          typeof value.nonce !== 'string' ||
          typeof value.exp !== 'number' ||
          typeof value.carry !== 'object' ||
          value.carry === null
        )
          return null;
        return value;
      } catch {
        return null;
      }
    },
  };
};

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The provider's own words for an OAuth error reply (`error`, `error_description`), if any. */
const oauthError = (error: unknown): { code: string; description: string | null } | null => {
  if (typeof error !== 'object' || error === null || !('error' in error)) return null;
  const { error: code, error_description: description } = error as {
    error: unknown;
    error_description?: unknown;
  };
  if (typeof code !== 'string') return null;
  return { code, description: typeof description === 'string' ? description : null };
};

const stringClaim = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

export interface CreateOidcOptions extends OidcSettings {
  /** The server's secret; the cookie's key is derived from it. */
  secret: string;
  /** Seconds to wait for the provider on each request (default 10). */
  timeoutSeconds?: number;
  /** The clock, for tests. */
  now?: () => number;
}

export function createOidc(options: CreateOidcOptions): Oidc {
  const { seal, open } = sealer(options.secret);
  const now = options.now ?? Date.now;
  const timeout = options.timeoutSeconds ?? 10;

  let configuration: Promise<client.Configuration> | null = null;
  /** Discovery, once; a failure is not kept, so the next sign-in tries again. */
  const config = () => {
    configuration ??= client
      .discovery(
        new URL(options.issuer),
        options.clientId,
        undefined,
        options.clientSecret ? client.ClientSecretBasic(options.clientSecret) : client.None(),
        {
          timeout,
          ...(options.allowHttp ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((error: unknown) => {
        configuration = null;
        throw new OidcError(
          `The sign-in provider (${options.issuer}) could not be reached: ${describe(error)}`,
        );
      });
    return configuration;
  };

  return {
    async start(carry) {
      const c = await config();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(c, {
        redirect_uri: options.redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      const cookieValue = seal({
        verifier,
        state,
        nonce,
        carry: { ...carry },
        exp: now() + OIDC_COOKIE_TTL_MS,
      });
      return { url: url.href, cookieValue };
    },

    async finish(callbackUrl, cookieValue) {
      const sealed = cookieValue ? open(cookieValue) : null;
      if (!sealed)
        throw new OidcError(
          'This sign-in was not started here, or its cookie was lost. Please sign in again.',
        );
      if (now() > sealed.exp)
        throw new OidcError('This sign-in took too long and has expired. Please sign in again.');

      const params = callbackUrl.searchParams;
      const providerError = params.get('error');
      if (providerError) {
        const description = params.get('error_description');
        throw new OidcError(
          `The sign-in provider refused the sign-in: ${description ?? providerError}`,
        );
      }
      if (params.get('state') !== sealed.state)
        throw new OidcError(
          'This sign-in does not match the one started in this browser. Please sign in again.',
        );
      if (!params.get('code'))
        throw new OidcError('The sign-in provider sent no authorization code. Please try again.');

      const c = await config();
      // The provider is given back the registered callback address, whatever host the request
      // reached this server by.
      const current = new URL(options.redirectUri);
      current.search = params.toString();

      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(c, current, {
          pkceCodeVerifier: sealed.verifier,
          expectedState: sealed.state,
          expectedNonce: sealed.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        const refused = oauthError(error);
        if (refused?.code === 'invalid_grant')
          throw new OidcError(
            'The sign-in code was already used or has expired. Please sign in again.',
          );
        throw new OidcError(
          `The sign-in could not be completed: ${refused ? (refused.description ?? refused.code) : describe(error)}`,
        );
      }
      const claims = tokens.claims();
      if (!claims) throw new OidcError('The sign-in provider sent no ID token.');

      let email = stringClaim(claims.email);
      let emailVerified = claims.email_verified === true;
      let name = stringClaim(claims.name);
      // Some providers put the profile in the userinfo reply only.
      if ((email === null || name === null) && c.serverMetadata().userinfo_endpoint) {
        try {
          const info = await client.fetchUserInfo(c, tokens.access_token, claims.sub);
          if (email === null) {
            email = stringClaim(info.email);
            emailVerified = info.email_verified === true;
          }
          name ??= stringClaim(info.name);
        } catch (error) {
          throw new OidcError(
            `The sign-in provider did not give the account's details: ${describe(error)}`,
          );
        }
      }

      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: email?.toLowerCase() ?? null,
        emailVerified: email !== null && emailVerified,
        name,
        carry: sealed.carry,
      };
    },
  };
}
