import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../proxy/config';
import { freePort } from '../proxy/local-redis';
import {
  createOidc,
  OIDC_COOKIE_TTL_MS,
  OidcError,
  oidcSettingsFromEnv,
  type CreateOidcOptions,
} from './oidc';
import { signInAtProvider, startOidcProvider, type TestOidcProvider } from './oidc-testing';

const SECRET = 'a test secret of at least thirty-two characters';
const REDIRECT_URI = 'http://127.0.0.1:5173/api/oidc/callback';

let provider: TestOidcProvider;
let clock = Date.now();

const settings = (extra: Partial<CreateOidcOptions> = {}): CreateOidcOptions => ({
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  redirectUri: REDIRECT_URI,
  allowHttp: true,
  secret: SECRET,
  now: () => clock,
  ...extra,
});

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUri: REDIRECT_URI,
    accounts: {
      'ada-1815': { email: 'Ada@Example.com', email_verified: true, name: 'Ada Lovelace' },
    },
  });
});
afterAll(async () => {
  await provider?.stop();
});

/** Starts a sign-in and signs in at the provider: the callback's URL and the cookie. */
const signIn = async (oidc: ReturnType<typeof createOidc>, carry: Record<string, string> = {}) => {
  const { url, cookieValue } = await oidc.start(carry);
  const callback = await signInAtProvider(url, 'ada-1815', REDIRECT_URI);
  return { url, callback, cookieValue };
};

const rejection = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OidcError);
  return (error as OidcError).message;
};

describe('single sign-on with OpenID Connect', () => {
  it('signs in with the code flow, PKCE, state and nonce, and returns the identity', async () => {
    clock = Date.now();
    const oidc = createOidc(settings());
    const { url, callback, cookieValue } = await signIn(oidc, { link: 'tok-1', next: '/team' });

    const authorization = new URL(url);
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('response_type')).toBe('code');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toBeTruthy();
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    expect(authorization.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    // The cookie's value is sealed: nothing of it reads in the clear.
    expect(cookieValue).not.toContain('tok-1');
    expect(Buffer.from(cookieValue, 'base64url').toString('latin1')).not.toContain('tok-1');

    expect(callback.searchParams.get('code')).toBeTruthy();
    const identity = await oidc.finish(callback, cookieValue);
    expect(identity).toEqual({
      issuer: provider.issuer,
      subject: 'ada-1815',
      email: 'ada@example.com',
      emailVerified: true,
      name: 'Ada Lovelace',
      carry: { link: 'tok-1', next: '/team' },
    });
  });

  it('refuses a callback whose state was changed', async () => {
    clock = Date.now();
    const oidc = createOidc(settings());
    const { callback, cookieValue } = await signIn(oidc);
    callback.searchParams.set('state', 'someone-elses-state');
    expect(await rejection(oidc.finish(callback, cookieValue))).toMatch(/does not match/);
  });

  it('refuses a code used twice', async () => {
    clock = Date.now();
    const oidc = createOidc(settings());
    const { callback, cookieValue } = await signIn(oidc);
    await oidc.finish(callback, cookieValue);
    const message = await rejection(oidc.finish(callback, cookieValue));
    expect(message).toMatch(/already used or has expired/);
  });

  it('refuses a cookie older than ten minutes', async () => {
    clock = Date.now();
    const oidc = createOidc(settings());
    const { callback, cookieValue } = await signIn(oidc);
    clock += OIDC_COOKIE_TTL_MS + 1000;
    expect(await rejection(oidc.finish(callback, cookieValue))).toMatch(/expired/);
  });

  it('refuses a cookie that was altered, sealed with another secret, or missing', async () => {
    clock = Date.now();
    const oidc = createOidc(settings());
    const { callback, cookieValue } = await signIn(oidc);
    const bytes = Buffer.from(cookieValue, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(await rejection(oidc.finish(callback, bytes.toString('base64url')))).toMatch(
      /not started here/,
    );
    const other = createOidc(settings({ secret: 'another secret entirely, also long enough' }));
    expect(await rejection(other.finish(callback, cookieValue))).toMatch(/not started here/);
    expect(await rejection(oidc.finish(callback, ''))).toMatch(/not started here/);
    // The untouched cookie still completes the sign-in.
    expect((await oidc.finish(callback, cookieValue)).subject).toBe('ada-1815');
  });

  it('passes on the provider’s refusal plainly', async () => {
    clock = Date.now();
    const oidc = createOidc(settings());
    const { url, cookieValue } = await oidc.start({});
    const state = new URL(url).searchParams.get('state') ?? '';
    const callback = new URL(REDIRECT_URI);
    callback.search = new URLSearchParams({
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
      state,
    }).toString();
    expect(await rejection(oidc.finish(callback, cookieValue))).toMatch(
      /refused the sign-in: End-User aborted interaction/,
    );
  });

  it('says so clearly when the provider cannot be reached, and tries again later', async () => {
    const port = await freePort();
    const oidc = createOidc(settings({ issuer: `http://127.0.0.1:${port}`, timeoutSeconds: 2 }));
    const started = Date.now();
    expect(await rejection(oidc.start({}))).toMatch(
      new RegExp(`provider \\(http://127.0.0.1:${port}\\) could not be reached`),
    );
    expect(await rejection(oidc.start({}))).toMatch(/could not be reached/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('oidcSettingsFromEnv', () => {
  it('is null without OIDC_ISSUER', () => {
    expect(oidcSettingsFromEnv({})).toBeNull();
    expect(oidcSettingsFromEnv({ OIDC_ISSUER: ' ' })).toBeNull();
  });

  it('reads the issuer, the client and the callback under PUBLIC_URL', () => {
    expect(
      oidcSettingsFromEnv({
        OIDC_ISSUER: 'https://login.example.com',
        OIDC_CLIENT_ID: 'dashboard',
        OIDC_CLIENT_SECRET: 's3cret',
        PUBLIC_URL: 'https://dash.example.com/',
      }),
    ).toEqual({
      issuer: 'https://login.example.com',
      clientId: 'dashboard',
      clientSecret: 's3cret',
      redirectUri: 'https://dash.example.com/api/oidc/callback',
    });
    expect(
      oidcSettingsFromEnv({
        OIDC_ISSUER: 'https://login.example.com',
        OIDC_CLIENT_ID: 'dashboard',
        PUBLIC_URL: 'https://example.com/dash',
      }),
    ).toEqual({
      issuer: 'https://login.example.com',
      clientId: 'dashboard',
      redirectUri: 'https://example.com/dash/api/oidc/callback',
    });
  });

  it('refuses an issuer that is not https, or without a client id or a public address', () => {
    expect(() =>
      oidcSettingsFromEnv({
        OIDC_ISSUER: 'http://login.example.com',
        OIDC_CLIENT_ID: 'x',
        PUBLIC_URL: 'https://dash.example.com',
      }),
    ).toThrow(ConfigError);
    expect(() => oidcSettingsFromEnv({ OIDC_ISSUER: 'https://login.example.com' })).toThrow(
      /OIDC_CLIENT_ID/,
    );
    expect(() =>
      oidcSettingsFromEnv({ OIDC_ISSUER: 'https://login.example.com', OIDC_CLIENT_ID: 'x' }),
    ).toThrow(/PUBLIC_URL/);
  });
});
