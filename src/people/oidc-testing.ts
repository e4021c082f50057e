/**
 * A real OpenID Connect provider for the tests: `oidc-provider` on a free loopback port, with one
 * confidential client (PKCE required) and the accounts it is given, signed in to through its
 * development login and consent pages. Stopped by whoever started it.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcProviderAccount } from 'oidc-provider';

export interface TestAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

export const startOidcProvider = async (options: {
  /** The client's callback address (nothing needs to listen there). */
  redirectUri: string;
  /** Accounts by subject; the login page signs in as the subject typed. */
  accounts: Record<string, TestAccount>;
}) => {
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (handle) handle(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'dashboard';
  const clientSecret = randomBytes(24).toString('base64url');
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx: unknown, sub: string): OidcProviderAccount | undefined => {
      const account = options.accounts[sub];
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...account }) };
    },
  });
  handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri: options.redirectUri,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/** The cookies a browser would keep for the provider (one origin; paths are not told apart). */
const cookieJar = () => {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        if (at < 1) continue;
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        const expired = attributes.some((attribute) => {
          const [key = '', val = ''] = attribute.split('=').map((part) => part.trim());
          if (/^max-age$/i.test(key)) return Number(val) <= 0;
          if (/^expires$/i.test(key)) return Date.parse(val) <= Date.now();
          return false;
        });
        if (expired || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
};

/**
 * Signs in at the provider as `subject`, the way a browser would: follows the authorization URL,
 * submits the login page and then the consent page, and returns the address the provider sends
 * the browser back to (the client's callback with `code`, `state` and `iss`).
 */
export const signInAtProvider = async (
  authorizationUrl: string,
  subject: string,
  redirectUri: string,
): Promise<URL> => {
  const jar = cookieJar();
  const send = async (url: string, body?: URLSearchParams) => {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body: body.toString() } : {}),
    });
    jar.take(response);
    return response;
  };

  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const response = await send(url, body);
    body = undefined;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next;
      url = next.href;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`the provider answered ${response.status} at ${url}: ${html.slice(0, 500)}`);
    // A development interaction page: its form posts back with the prompt it asks about.
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no sign-in form at ${url}: ${html.slice(0, 500)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    body = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      body.set('login', subject);
      body.set('password', 'any');
    }
  }
  throw new Error('the provider did not send the browser back to the client');
};
