/**
 * Sign-in with the company's identity provider: `GET /api/oidc/start` sends the browser to the
 * provider (PKCE, state, nonce in a short-lived cookie); `GET /api/oidc/callback` comes back,
 * finds the person by issuer and subject, or links the invited email on first sign-in, starts a
 * session and goes on to the dashboard. Both are navigations, not the app's fetches: failures
 * go back to the sign-in page with the failure's code, which the page words.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMPANY_SIGN_IN_FAILURES, type CompanySignInFailure } from '../contract/sign-in-failures';
import { createOidc, type OidcSettings } from './oidc';
import { mayUse } from './sessions';
import type { PeopleStore, PersonRecord } from './store-types';
import { hashToken } from './tokens';
import { readCookie } from '../proxy/session';

const STATE_COOKIE = 'dash_oidc';

/** Only a same-origin path: no scheme, no `//`, no backslash or control character. */
const safePath = (next: string | undefined) =>
  next &&
  next.startsWith('/') &&
  !next.startsWith('//') &&
  ![...next].some((c) => c === '\\' || c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)
    ? next
    : '/';

export const createOidcRoutes = ({
  settings,
  secret,
  store,
  startSession,
  audit,
  secure,
  log = console.warn,
}: {
  settings: OidcSettings;
  secret: string;
  store: PeopleStore;
  startSession: (req: IncomingMessage, person: PersonRecord) => Promise<string[]>;
  audit: (
    req: IncomingMessage,
    entry: Parameters<PeopleStore['appendAudit']>[0],
  ) => Promise<string>;
  secure: (req: IncomingMessage) => boolean;
  /** Where the provider's own error goes (the browser is told only that it failed). */
  log?: (message: string) => void;
}) => {
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const oidc = createOidc({ ...settings, secret });

  const stateCookie = (value: string, maxAge: number, req: IncomingMessage) =>
    [
      `${STATE_COOKIE}=${value}`,
      'Path=/api/oidc',
      'HttpOnly',
      // The provider sends the browser back with a top-level GET from its own site: Lax.
      'SameSite=Lax',
      `Max-Age=${maxAge}`,
      ...(secure(req) ? ['Secure'] : []),
    ].join('; ');

  const redirect = (res: ServerResponse, location: string, cookies: string[] = []) => {
    res.writeHead(302, { location, 'cache-control': 'no-store', 'set-cookie': cookies });
    res.end();
  };

  /** Back to the sign-in page with the failure's code (the page words it). */
  const failed = (req: IncomingMessage, res: ServerResponse, code: CompanySignInFailure) =>
    redirect(res, `/sign-in?${new URLSearchParams({ error: code }).toString()}`, [
      stateCookie('', 0, req),
    ]);

  const start = async (req: IncomingMessage, res: ServerResponse) => {
    const params = new URL(req.url ?? '/', 'http://x').searchParams;
    const carry: Record<string, string> = { next: safePath(params.get('next') ?? undefined) };
    const link = params.get('link');
    if (link) carry.link = link;
    try {
      const { url, cookieValue } = await oidc.start(carry);
      redirect(res, url, [stateCookie(cookieValue, 600, req)]);
    } catch (error) {
      log(`Single sign-on could not start: ${messageOf(error)}`);
      failed(req, res, 'sso-failed');
    }
  };

  /** The person this identity signs in as, linking it on first use; or why not. */
  const personOf = async (identity: {
    issuer: string;
    subject: string;
    email: string | null;
    emailVerified: boolean;
    carry: Record<string, string>;
  }): Promise<PersonRecord | CompanySignInFailure> => {
    const known = await store.findPersonByOidc(identity.issuer, identity.subject);
    if (known) return known;
    if (!identity.email || !identity.emailVerified) return 'no-verified-email';
    let person: PersonRecord | null;
    if (identity.carry.link) {
      const hash = hashToken(identity.carry.link);
      const link = await store.findLink(hash);
      const invited = link ? await store.findPerson(link.personId) : null;
      if (!link || !invited || link.usedAt || link.expiresAt.getTime() <= Date.now())
        return 'invitation-invalid';
      if (invited.email !== identity.email) return 'invitation-other-email';
      if (!(await store.useLink(hash, new Date()))) return 'invitation-used';
      person = invited;
    } else {
      person = await store.findPersonByEmail(identity.email);
    }
    if (!person || person.status === 'deactivated' || person.oidcSubject) return 'no-account';
    return store.updatePerson(person.id, {
      oidcIssuer: identity.issuer,
      oidcSubject: identity.subject,
      status: 'active',
    });
  };

  const callback = async (req: IncomingMessage, res: ServerResponse) => {
    const cookie = readCookie(req, STATE_COOKIE);
    if (!cookie) return failed(req, res, 'sso-expired');
    let identity;
    try {
      identity = await oidc.finish(new URL(req.url ?? '/', settings.redirectUri), cookie);
    } catch (error) {
      log(`Single sign-on did not complete: ${messageOf(error)}`);
      return failed(req, res, 'sso-failed');
    }
    const wasInvited = Boolean(identity.carry.link);
    const person = await personOf(identity);
    if (typeof person === 'string' || !mayUse(person)) {
      await audit(req, {
        actorId: typeof person === 'string' ? null : person.id,
        action: 'session.sign-in-failed',
        detail: { via: 'oidc', email: identity.email, issuer: identity.issuer },
        outcome: 'refused',
        outcomeDetail: COMPANY_SIGN_IN_FAILURES[typeof person === 'string' ? person : 'inactive'],
      });
      return failed(req, res, typeof person === 'string' ? person : 'inactive');
    }
    if (wasInvited)
      await audit(req, {
        actorId: person.id,
        action: 'person.accept',
        targetPersonId: person.id,
        detail: { via: 'oidc' },
        outcome: 'ok',
      });
    await audit(req, {
      actorId: person.id,
      action: 'session.sign-in',
      detail: { via: 'oidc', issuer: identity.issuer },
      outcome: 'ok',
    });
    const cookies = await startSession(req, person);
    redirect(res, safePath(identity.carry.next), [...cookies, stateCookie('', 0, req)]);
  };

  return {
    /** Handles the two addresses; false for any other. */
    route: async (req: IncomingMessage, res: ServerResponse, path: string) => {
      if (req.method !== 'GET') return false;
      if (path === '/api/oidc/start') await start(req, res);
      else if (path === '/api/oidc/callback') await callback(req, res);
      else return false;
      return true;
    },
  };
};
