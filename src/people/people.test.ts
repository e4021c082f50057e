/**
 * People through the real server over the real sample API: invitations, roles and scopes, the
 * last owner, sessions and their ending, "view as", the audit log, and sign-in's throttle and
 * sameness of refusals. Once on PGlite in memory and once on a real PostgreSQL started here
 * (instances.test.ts runs two servers on one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Person, SessionReply } from '../contract/people';
import { startSampleApi, TEST_TODAY, type TestSampleApi } from '../sample-api/testing';
import { browserCall, cookiePair, invitePerson, startProxy } from '../proxy/testing';
import { startPostgres, type LocalPostgres } from './db/local-postgres';

let sample: TestSampleApi;
let server: Awaited<ReturnType<typeof startProxy>>;
let postgres: LocalPostgres | null = null;
let owner: string;
let clients: { clientId: string; clientName: string; listingDetails: { listingId: string }[] }[];

const call = (
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
) => browserCall(server.origin, method, path, options);

const signIn = async (email: string, password: string, headers: Record<string, string> = {}) => {
  const reply = await call('POST', '/api/session', { body: { email, password }, headers });
  return { reply, cookie: reply.status === 200 ? cookiePair(reply.setCookie) : '' };
};

const PASSWORD = 'a long and uncommon passphrase';

/** Invites someone as the inviter, accepts the link with a password: their cookie. */
const invite = (
  inviter: string,
  person: { email: string; name: string; role: Person['role']; scope: Person['scope'] },
) => invitePerson(server.origin, inviter, person, PASSWORD);

const auditOf = async (cookie: string, query = '') =>
  (await call('GET', `/api/audit${query}`, { cookie })).json<{ entries: AuditEntry[] }>().entries;

const range = { startDate: '2026-10-20', endDate: TEST_TODAY };

/** The same journeys on the embedded database and on a PostgreSQL server. */
describe.each(['PGlite', 'postgresql'] as const)('on %s', (driver) => {
  beforeAll(async () => {
    sample = await startSampleApi({ scale: 'default' });
    postgres = driver === 'postgresql' ? await startPostgres() : null;
    server = await startProxy({
      ...sample.proxyConfig,
      trustProxy: true,
      ...(postgres ? { databaseUrl: postgres.url } : {}),
    });
    owner = (await signIn(sample.api.config.email, sample.api.config.password)).cookie;
    const details = await call('POST', '/api/ops/getRestaurantDetails', {
      body: {},
      cookie: owner,
    });
    clients = details.json<{ result: { restaurantDetails: typeof clients } }>().result
      .restaurantDetails;
    expect(clients.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => {
    await server.close();
    await sample.close();
    await postgres?.stop();
  });

  describe('an invitation', () => {
    it('is a link used once: the invitee sets a password and is signed in with their role and scope', async () => {
      const a = clients[0]!;
      const { cookie, token } = await invite(owner, {
        email: 'gm-one@group.example',
        name: 'Gale Manager',
        role: 'manager',
        scope: { kind: 'clients', clientIds: [a.clientId] },
      });
      const session = (await call('GET', '/api/session', { cookie })).json<SessionReply>();
      expect(session.person).toMatchObject({ role: 'manager', status: 'active' });
      expect(session.person.scope).toEqual({ kind: 'clients', clientIds: [a.clientId] });
      // The clients list holds only their client.
      const listed = await call('POST', '/api/ops/getRestaurantDetails', { body: {}, cookie });
      expect(
        listed
          .json<{ result: { restaurantDetails: { clientId: string }[] } }>()
          .result.restaurantDetails.map((c) => c.clientId),
      ).toEqual([a.clientId]);
      // Used: says so, and cannot be used again.
      expect((await call('GET', `/api/links/${token}`)).json()).toMatchObject({ state: 'used' });
      const again = await call('POST', `/api/links/${token}`, { body: { password: PASSWORD } });
      expect(again.status).toBe(410);
      expect((await call('GET', '/api/links/not-a-real-token')).json()).toMatchObject({
        state: 'invalid',
      });
    });

    it('refuses a short or common password, and keeps the link usable', async () => {
      const invited = await call('POST', '/api/team/invitations', {
        cookie: owner,
        body: {
          email: 'weak@group.example',
          name: 'Weak Password',
          role: 'viewer',
          scope: { kind: 'clients', clientIds: [clients[0]!.clientId] },
        },
      });
      const token = invited.json<{ link: string }>().link.split('/').pop() ?? '';
      const short = await call('POST', `/api/links/${token}`, { body: { password: 'short' } });
      expect(short.status).toBe(400);
      const common = await call('POST', `/api/links/${token}`, {
        body: { password: 'password1234' },
      });
      expect(common.status).toBe(400);
      expect(common.json<{ message: string }>().message).toMatch(/common/);
      expect((await call('GET', `/api/links/${token}`)).json()).toMatchObject({ state: 'valid' });
    });
  });

  describe('who may change whom', () => {
    let accountManager: string;
    let accountManagerId: string;
    beforeAll(async () => {
      ({ cookie: accountManager, id: accountManagerId } = await invite(owner, {
        email: 'am@partner.example',
        name: 'Ada Accounts',
        role: 'manager',
        scope: { kind: 'clients', clientIds: [clients[0]!.clientId, clients[1]!.clientId] },
      }));
    });

    it('a manager invites within their scope, not beyond it nor above their role', async () => {
      const inside = await call('POST', '/api/team/invitations', {
        cookie: accountManager,
        body: {
          email: 'store-one@group.example',
          name: 'Stu Store',
          role: 'manager',
          scope: {
            kind: 'stores',
            clientId: clients[1]!.clientId,
            listingIds: [clients[1]!.listingDetails[0]!.listingId],
          },
        },
      });
      expect(inside.status).toBe(200);
      const beyond = await call('POST', '/api/team/invitations', {
        cookie: accountManager,
        body: {
          email: 'other@group.example',
          name: 'Otto Other',
          role: 'manager',
          scope: { kind: 'clients', clientIds: [clients[2]!.clientId] },
        },
      });
      expect(beyond.status).toBe(403);
      expect(beyond.json<{ message: string }>().message).toMatch(/beyond your own clients/);
      const above = await call('POST', '/api/team/invitations', {
        cookie: accountManager,
        body: {
          email: 'boss@group.example',
          name: 'Bo Boss',
          role: 'owner',
          scope: { kind: 'all' },
        },
      });
      expect(above.status).toBe(403);
      // The refusal is in the log, for the owner to see.
      const refused = await auditOf(owner, '?action=person.invite&outcome=refused');
      expect(refused.map((e) => e.detail.email)).toEqual(
        expect.arrayContaining(['other@group.example', 'boss@group.example']),
      );
    });

    it('the team a manager sees is the people within their scope', async () => {
      const seen = (await call('GET', '/api/team', { cookie: accountManager })).json<{
        people: Person[];
      }>().people;
      const emails = seen.map((p) => p.email);
      expect(emails).toContain('store-one@group.example');
      expect(emails).not.toContain(sample.api.config.email);
    });

    it('the last owner cannot be demoted or deactivated', async () => {
      const me = (await call('GET', '/api/session', { cookie: owner })).json<SessionReply>().person;
      const demote = await call('PATCH', `/api/team/${me.id}`, {
        cookie: owner,
        body: { role: 'manager', scope: { kind: 'clients', clientIds: [clients[0]!.clientId] } },
      });
      expect(demote.status).toBe(409);
      expect(demote.json<{ message: string }>().message).toMatch(/last owner/);
    });

    it('a change of role applies from the next request', async () => {
      const reply = { body: {}, cookie: accountManager };
      expect((await call('POST', '/api/ops/getRestaurantDetails', reply)).status).toBe(200);
      const changed = await call('PATCH', `/api/team/${accountManagerId}`, {
        cookie: owner,
        body: { role: 'viewer' },
      });
      expect(changed.status).toBe(200);
      const write = await call('POST', '/api/ops/setAutoDispute', {
        cookie: accountManager,
        body: {
          query: { client_id: clients[0]!.clientId },
          body: { channel: 'MARKETPLACE_1', stores: [clients[0]!.listingDetails[0]!.listingId] },
        },
      });
      expect(write.status).toBe(403);
      expect(write.json<{ error: { code: string } }>().error.code).toBe('ROLE');
    });
  });

  describe('sessions', () => {
    it('deactivation ends every session at once, and sign-in then says what a wrong password says', async () => {
      const { cookie, id } = await invite(owner, {
        email: 'leaver@group.example',
        name: 'Lee Leaver',
        role: 'viewer',
        scope: { kind: 'clients', clientIds: [clients[0]!.clientId] },
      });
      const second = (await signIn('leaver@group.example', PASSWORD)).cookie;
      expect((await call('GET', '/api/session', { cookie: second })).status).toBe(200);
      expect((await call('POST', `/api/team/${id}/deactivate`, { cookie: owner })).status).toBe(
        200,
      );
      for (const c of [cookie, second])
        expect((await call('GET', '/api/session', { cookie: c })).status).toBe(401);
      const deactivated = await signIn('leaver@group.example', PASSWORD);
      const unknown = await signIn('nobody@group.example', PASSWORD);
      const wrong = await signIn(sample.api.config.email, 'not the password at all');
      for (const r of [deactivated, unknown, wrong]) {
        expect(r.reply.status).toBe(401);
        expect(r.reply.json()).toEqual(deactivated.reply.json());
      }
    });

    it('a signed-out cookie can do nothing, not even sign everyone out', async () => {
      const first = (await signIn(sample.api.config.email, sample.api.config.password)).cookie;
      const other = (await signIn(sample.api.config.email, sample.api.config.password)).cookie;
      expect((await call('DELETE', '/api/session', { cookie: first })).status).toBe(204);
      const everywhere = await call('DELETE', '/api/session?everywhere=1', { cookie: first });
      expect(everywhere.status).toBe(401);
      expect((await call('GET', '/api/session', { cookie: other })).status).toBe(200);
      expect((await call('GET', '/api/session', { cookie: first })).status).toBe(401);
    });

    it('lists one’s sessions with their device, and ends one of them', async () => {
      const mine = (
        await signIn(sample.api.config.email, sample.api.config.password, {
          'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/140.0 Safari/537.36',
        })
      ).cookie;
      const listed = (await call('GET', '/api/account/sessions', { cookie: mine })).json<{
        sessions: { id: string; device: string; current: boolean }[];
      }>().sessions;
      const current = listed.find((s) => s.current);
      expect(current?.device).toBe('Chrome on macOS');
      const ended = await call('DELETE', `/api/account/sessions/${current!.id}`, { cookie: mine });
      expect(ended.status).toBe(204);
      expect((await call('GET', '/api/session', { cookie: mine })).status).toBe(401);
    });
  });

  describe('the throttle', () => {
    it('someone else’s guesses at an email do not keep its owner out from their own address', async () => {
      const email = 'guarded@group.example';
      await invite(owner, {
        email,
        name: 'Gus Guarded',
        role: 'viewer',
        scope: { kind: 'clients', clientIds: [clients[0]!.clientId] },
      });
      const attacker = { 'x-forwarded-for': '203.0.113.50' };
      for (let i = 0; i < 5; i++) await signIn(email, `wrong guess number ${i}`, attacker);
      const blocked = await signIn(email, PASSWORD, attacker);
      expect(blocked.reply.status).toBe(429);
      const fromHome = await signIn(email, PASSWORD, { 'x-forwarded-for': '198.51.100.20' });
      expect(fromHome.reply.status).toBe(200);
    });

    it('a browser that signed in before is not held back by guesses from its own office', async () => {
      const email = 'office@group.example';
      await invite(owner, {
        email,
        name: 'Ofelia Office',
        role: 'viewer',
        scope: { kind: 'clients', clientIds: [clients[0]!.clientId] },
      });
      const office = { 'x-forwarded-for': '192.0.2.77' };
      const before = await signIn(email, PASSWORD, office);
      const device = before.reply.setCookie
        .find((c) => c.startsWith('dash_device='))
        ?.split(';')[0];
      expect(device).toBeDefined();
      for (let i = 0; i < 5; i++) await signIn(email, `a colleague guessing ${i}`, office);
      expect((await signIn(email, PASSWORD, office)).reply.status).toBe(429);
      const known = await call('POST', '/api/session', {
        body: { email, password: PASSWORD },
        headers: { ...office, cookie: device! },
      });
      expect(known.status).toBe(200);
    });
  });

  describe('view as, and the audit log', () => {
    it('an owner views as a group manager: their clients only, every write refused, the viewing logged', async () => {
      const a = clients[0]!;
      const { id } = await invite(owner, {
        email: 'viewed@group.example',
        name: 'Vera Viewed',
        role: 'manager',
        scope: { kind: 'clients', clientIds: [a.clientId] },
      });
      const viewer = (await signIn(sample.api.config.email, sample.api.config.password)).cookie;
      expect(
        (await call('POST', '/api/view-as', { cookie: viewer, body: { personId: id } })).status,
      ).toBe(200);
      const session = (await call('GET', '/api/session', { cookie: viewer })).json<SessionReply>();
      expect(session.viewingAs?.email).toBe('viewed@group.example');
      const listed = await call('POST', '/api/ops/getRestaurantDetails', {
        body: {},
        cookie: viewer,
      });
      expect(
        listed.json<{ result: { restaurantDetails: unknown[] } }>().result.restaurantDetails,
      ).toHaveLength(1);
      const write = await call('POST', '/api/ops/setAutoDispute', {
        cookie: viewer,
        body: {
          query: { client_id: a.clientId },
          body: { channel: 'MARKETPLACE_1', stores: [a.listingDetails[0]!.listingId] },
        },
      });
      expect(write.status).toBe(403);
      expect(write.json<{ error: { code: string } }>().error.code).toBe('READ_ONLY');
      const logged = await auditOf(owner, '?action=view-as.start');
      expect(logged[0]?.targetPerson?.email).toBe('viewed@group.example');
      expect((await call('DELETE', '/api/view-as', { cookie: viewer })).status).toBe(204);
      expect(
        (await call('GET', '/api/session', { cookie: viewer })).json<SessionReply>().viewingAs,
      ).toBeNull();
    });

    it('a reply is recorded with who sent it and its promo, and seen within scope only', async () => {
      const a = clients[0]!;
      const b = clients[1]!;
      const { cookie: manager } = await invite(owner, {
        email: 'replier@group.example',
        name: 'Rae Replier',
        role: 'manager',
        scope: { kind: 'clients', clientIds: [a.clientId] },
      });
      const { cookie: colleague } = await invite(owner, {
        email: 'colleague@group.example',
        name: 'Col League',
        role: 'viewer',
        scope: { kind: 'clients', clientIds: [a.clientId] },
      });
      const { cookie: outsider } = await invite(owner, {
        email: 'outsider@group.example',
        name: 'Out Sider',
        role: 'manager',
        scope: { kind: 'clients', clientIds: [b.clientId] },
      });
      const reviews = await call('POST', '/api/ops/listReviews', {
        cookie: manager,
        body: { query: { limit: 50 }, body: range },
      });
      expect(reviews.status).toBe(200);
      const review = reviews
        .json<{
          result: {
            reviews: {
              uuid: string;
              deliveryUUID: string;
              channel: string;
              ListingId: string;
              reviewReplied: boolean;
            }[];
          };
        }>()
        .result.reviews.find((r) => !r.reviewReplied);
      expect(review).toBeDefined();
      const sent = await call('POST', '/api/ops/replyToReview', {
        cookie: manager,
        body: {
          body: {
            deliveryUUID: review!.deliveryUUID,
            channel: review!.channel,
            listingId: review!.ListingId,
            comment: 'Thank you for telling us; the next one is on us.',
            promoValue: 5,
          },
        },
      });
      expect(sent.status, sent.text).toBe(200);
      for (const reader of [owner, colleague]) {
        const seen = await auditOf(reader, `?action=review.reply&delivery=${review!.deliveryUUID}`);
        expect(seen[0]).toMatchObject({
          actor: { email: 'replier@group.example' },
          clientId: a.clientId,
          outcome: 'ok',
          detail: { promoValue: 5 },
        });
      }
      expect(
        await auditOf(outsider, `?action=review.reply&delivery=${review!.deliveryUUID}`),
      ).toEqual([]);
    });
  });
});
