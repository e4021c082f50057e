/**
 * Getting people in, through the real server over the real sample API: the first-run set-up,
 * the partner connection refused and reconnected, the database unreachable, invitations sent by
 * a real SMTP server, reset links, and single sign-on with a real OpenID Connect provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionReply } from '../contract/people';
import { browserCall, cookiePair, startProxy } from '../proxy/testing';
import { startSampleApi, type TestSampleApi } from '../sample-api/testing';
import { signInAtProvider, startOidcProvider } from './oidc-testing';
import { readableMail, startSmtpServer } from './smtp-testing';

let sample: TestSampleApi;
beforeAll(async () => {
  sample = await startSampleApi();
});
afterAll(async () => {
  await sample.close();
});

const PASSWORD = 'a chosen passphrase for set-up';
const partner = () => ({ email: sample.api.config.email, password: sample.api.config.password });
const base = () => ({ upstreamUrl: sample.url, partnerApiKey: sample.apiKey });

describe('the first-run set-up', () => {
  it('asks for the partner credential and the first owner, checks the credential with the gateway, and signs the owner in', async () => {
    const server = await startProxy(base());
    try {
      const call = (method: string, path: string, body?: unknown, cookie?: string) =>
        browserCall(server.origin, method, path, { body, cookie });
      expect((await call('GET', '/api/setup')).json()).toEqual({
        needsOwner: true,
        partner: 'not-set-up',
      });
      const owner = { email: 'owner@partner.example', name: 'Olive Owner', password: PASSWORD };
      const refused = await call('POST', '/api/setup', {
        partner: { ...partner(), password: 'not the partner password' },
        owner,
      });
      expect(refused.status).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/gateway refused/);
      expect((await call('GET', '/api/setup')).json()).toMatchObject({ needsOwner: true });
      const done = await call('POST', '/api/setup', { partner: partner(), owner });
      expect(done.status).toBe(200);
      const cookie = cookiePair(done.setCookie);
      const session = (await call('GET', '/api/session', undefined, cookie)).json<SessionReply>();
      expect(session.person).toMatchObject({ email: owner.email, role: 'owner' });
      expect(session.partner.status).toBe('connected');
      expect((await call('POST', '/api/ops/getRestaurantDetails', {}, cookie)).status).toBe(200);
      // Once: the next set-up is refused.
      expect((await call('POST', '/api/setup', { partner: partner(), owner })).status).toBe(409);
    } finally {
      await server.close();
    }
  });
});

describe('the partner connection', () => {
  it('a refused credential is "needs attention", not a sign-in loop; an owner reconnects', async () => {
    const server = await startProxy({
      ...sample.proxyConfig,
      partnerCredential: { ...partner(), password: 'changed at the gateway' },
    });
    try {
      const signedIn = await browserCall(server.origin, 'POST', '/api/session', {
        body: partner(),
      });
      expect(signedIn.status).toBe(200);
      const cookie = cookiePair(signedIn.setCookie);
      const read = await browserCall(server.origin, 'POST', '/api/ops/getRestaurantDetails', {
        body: {},
        cookie,
      });
      expect(read.status).toBe(503);
      expect(read.json<{ error: { code: string } }>().error.code).toBe('PARTNER_CONNECTION');
      const session = await browserCall(server.origin, 'GET', '/api/session', { cookie });
      expect(session.status).toBe(200);
      expect(session.json<SessionReply>().partner.status).toBe('needs-attention');
      const reconnect = await browserCall(server.origin, 'PUT', '/api/partner-connection', {
        body: partner(),
        cookie,
      });
      expect(reconnect.status).toBe(200);
      const again = await browserCall(server.origin, 'POST', '/api/ops/getRestaurantDetails', {
        body: {},
        cookie,
      });
      expect(again.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('the database unreachable: sign-in fails with a clear 503, each time it is tried', async () => {
    const server = await startProxy({
      ...sample.proxyConfig,
      databaseUrl: 'postgres://dashboard@127.0.0.1:9/people',
    });
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        // The second is not held back as "a sign-in already under way" by the first.
        const reply = await browserCall(server.origin, 'POST', '/api/session', {
          body: partner(),
        });
        expect(reply.status).toBe(503);
        expect(reply.json<{ error: { code: string } }>().error.code).toBe('STORE_UNAVAILABLE');
      }
    } finally {
      await server.close();
    }
  });
});

describe('links by mail, reset links, single sign-on', () => {
  it('an invitation is e-mailed through SMTP when it is configured, and a reset link ends the old sessions', async () => {
    const smtp = await startSmtpServer();
    const server = await startProxy({ ...sample.proxyConfig, smtpUrl: smtp.url });
    try {
      const owner = cookiePair(
        (await browserCall(server.origin, 'POST', '/api/session', { body: partner() })).setCookie,
      );
      const invited = await browserCall(server.origin, 'POST', '/api/team/invitations', {
        cookie: owner,
        body: {
          email: 'mailed@group.example',
          name: 'Mae Mailed',
          role: 'viewer',
          scope: { kind: 'all' },
        },
      });
      // A viewer of every client is an owner's to give, and this is an owner.
      expect(invited.status, invited.text).toBe(200);
      const { link, emailed } = invited.json<{ link: string; emailed: boolean }>();
      expect(emailed).toBe(true);
      const mail = smtp.received.find((m) => m.to.includes('mailed@group.example'));
      expect(readableMail(mail?.raw ?? '')).toContain(link);

      const token = link.split('/').pop() ?? '';
      const accepted = await browserCall(server.origin, 'POST', `/api/links/${token}`, {
        body: { password: PASSWORD },
      });
      const theirs = cookiePair(accepted.setCookie);
      const id = accepted.json<{ person: { id: string } }>().person.id;
      const reset = await browserCall(server.origin, 'POST', `/api/team/${id}/reset-link`, {
        cookie: owner,
      });
      const resetToken = reset.json<{ link: string }>().link.split('/').pop() ?? '';
      expect(reset.json<{ link: string }>().link).toContain('/reset/');
      const state = await browserCall(server.origin, 'GET', `/api/links/${resetToken}`);
      expect(state.json()).toMatchObject({ kind: 'reset', state: 'valid' });
      const renewed = await browserCall(server.origin, 'POST', `/api/links/${resetToken}`, {
        body: { password: 'a brand new passphrase' },
      });
      expect(renewed.status).toBe(200);
      expect(
        (await browserCall(server.origin, 'GET', '/api/session', { cookie: theirs })).status,
      ).toBe(401);
      const withNew = await browserCall(server.origin, 'POST', '/api/session', {
        body: { email: 'mailed@group.example', password: 'a brand new passphrase' },
      });
      expect(withNew.status).toBe(200);
    } finally {
      await server.close();
      await smtp.stop();
    }
  });

  it('an invited person accepts with the company’s identity provider, and signs in with it again', async () => {
    const redirectUri = 'http://dashboard.test/api/oidc/callback';
    const provider = await startOidcProvider({
      redirectUri,
      accounts: {
        'employee-7': { email: 'sso@group.example', email_verified: true, name: 'Sso Person' },
        'employee-8': { email: 'uninvited@group.example', email_verified: true, name: 'Nobody' },
      },
    });
    const server = await startProxy({
      ...sample.proxyConfig,
      oidc: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        redirectUri,
        allowHttp: true,
      },
    });
    try {
      const owner = cookiePair(
        (await browserCall(server.origin, 'POST', '/api/session', { body: partner() })).setCookie,
      );
      const invited = await browserCall(server.origin, 'POST', '/api/team/invitations', {
        cookie: owner,
        body: {
          email: 'sso@group.example',
          name: 'Sso Person',
          role: 'viewer',
          scope: { kind: 'all' },
        },
      });
      const token = invited.json<{ link: string }>().link.split('/').pop() ?? '';
      expect((await browserCall(server.origin, 'GET', `/api/links/${token}`)).json()).toMatchObject(
        { oidc: true },
      );
      const viaProvider = async (query: string, subject = 'employee-7') => {
        const started = await fetch(`${server.origin}/api/oidc/start?${query}`, {
          redirect: 'manual',
        });
        expect(started.status).toBe(302);
        const state = started.headers.getSetCookie()[0]?.split(';')[0] ?? '';
        const back = await signInAtProvider(
          started.headers.get('location') ?? '',
          subject,
          redirectUri,
        );
        const done = await fetch(`${server.origin}${back.pathname}${back.search}`, {
          redirect: 'manual',
          headers: { cookie: state },
        });
        return done;
      };
      const first = await viaProvider(`link=${token}&next=/reviews`);
      expect(first.status).toBe(302);
      expect(first.headers.get('location')).toBe('/reviews');
      const cookie = first.headers.getSetCookie().find((c) => c.startsWith('dash_session='));
      expect(cookie).toBeDefined();
      const session = await browserCall(server.origin, 'GET', '/api/session', {
        cookie: cookie!.split(';')[0],
      });
      expect(session.json<SessionReply>().person).toMatchObject({
        email: 'sso@group.example',
        status: 'active',
        signIn: 'oidc',
      });
      // The link is spent; the identity now signs in by itself.
      expect((await browserCall(server.origin, 'GET', `/api/links/${token}`)).json()).toMatchObject(
        { state: 'used' },
      );
      const again = await viaProvider('next=/finance');
      expect(again.headers.get('location')).toBe('/finance');
      expect(again.headers.getSetCookie().some((c) => c.startsWith('dash_session='))).toBe(true);
      // A company account nobody invited: back to the sign-in page, which says why, unsigned.
      const stranger = await viaProvider('next=/finance', 'employee-8');
      expect(stranger.status).toBe(302);
      const refused = new URL(stranger.headers.get('location') ?? '', server.origin);
      expect(refused.pathname).toBe('/sign-in');
      // The reason's code alone: the page words it.
      expect(refused.searchParams.get('error')).toBe('no-account');
      expect(stranger.headers.getSetCookie().some((c) => c.startsWith('dash_session='))).toBe(
        false,
      );
    } finally {
      await server.close();
      await provider.stop();
    }
  });
});
