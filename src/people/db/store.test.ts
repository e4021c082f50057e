/**
 * The people store against both of its databases: PGlite in memory and a real PostgreSQL
 * started for the run. Each test starts from an empty database with every migration applied
 * (migrated once per database, emptied between tests).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role, Scope } from '../../contract/people';
import { freePort } from '../../proxy/local-redis';
import { LastOwnerError, StoreUnavailable, type PeopleStore } from '../store-types';
import { connectPglite, connectServer, type Connection } from './connect';
import { CredentialUnreadable } from './credential-cipher';
import { startPostgres, type LocalPostgres } from './local-postgres';
import { openPeopleStore } from './open-store';
import { createPeopleStore } from './people-store';

const KEY = 'the server secret';
/** Every migration the project ships, from drizzle-kit's journal. */
const MIGRATIONS = (
  JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;
const ALL: Scope = { kind: 'all' };
const HOUR = 3_600_000;

/** The database's own answer to a statement it refused (Drizzle wraps the driver's error). */
const refusal = async (statement: Promise<unknown>) => {
  const error = await statement.then(
    () => null,
    (e: unknown) => e,
  );
  let root = error;
  while (root instanceof Error && root.cause) root = root.cause;
  return root instanceof Error ? root.message : null;
};

const drivers = [
  {
    name: 'PGlite',
    start: async () => {
      const connection = await connectPglite('memory://');
      return { connection, server: null, stop: () => connection.close() };
    },
  },
  {
    name: 'PostgreSQL',
    start: async () => {
      const server = await startPostgres();
      const connection = connectServer(server.url, 2_000);
      return {
        connection,
        server,
        stop: async () => {
          await connection.close();
          await server.stop();
        },
      };
    },
  },
];

describe.each(drivers)('the people store on $name', ({ start }) => {
  let connection: Connection;
  let server: LocalPostgres | null;
  let stop: () => Promise<void>;
  let store: PeopleStore;
  /** A statement straight to the database; both drivers answer with `rows`. */
  const raw = async (text: string) =>
    (await connection.db.execute(sql.raw(text))) as { rows: Record<string, unknown>[] };
  const appliedMigrations = async () =>
    (await raw('SELECT id FROM drizzle.__drizzle_migrations')).rows.length;

  beforeAll(async () => {
    ({ connection, server, stop } = await start());
    store = createPeopleStore(connection, KEY);
  }, 30_000);
  afterAll(() => stop());
  /** Whether the next test needs the schema built again (the first, and after a test dropped it). */
  let rebuild = true;
  beforeEach(async () => {
    if (rebuild) {
      await raw('DROP SCHEMA IF EXISTS drizzle CASCADE');
      await raw('DROP SCHEMA public CASCADE');
      await raw('CREATE SCHEMA public');
      await store.migrate();
      rebuild = false;
      return;
    }
    // Every table emptied and its ids restarted: the database as the migrations left it, without
    // migrating again for each test (two databases, dozens of tests). One statement, so the audit
    // log's refusal of TRUNCATE is lifted only inside it, and put back even if it fails.
    await raw(`DO $$ BEGIN
      ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only_truncate;
      EXECUTE (SELECT 'TRUNCATE ' || string_agg(format('%I', tablename), ', ')
        || ' RESTART IDENTITY CASCADE' FROM pg_tables WHERE schemaname = 'public');
      ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only_truncate;
    END $$`);
  });

  let serial = 0;
  const person = (role: Role, extra: Partial<Parameters<PeopleStore['createPerson']>[0]> = {}) =>
    store.createPerson({
      email: `Person${++serial}@Example.com`,
      name: `Person ${serial}`,
      role,
      scope: role === 'owner' ? ALL : { kind: 'clients', clientIds: ['c1'] },
      status: 'active',
      ...extra,
    });

  describe('people', () => {
    it('keeps emails lower-case, finds a person by id, by email in any case and by OIDC identity', async () => {
      const ann = await store.createPerson({
        email: ' Ann@Example.COM ',
        name: 'Ann',
        role: 'manager',
        scope: { kind: 'stores', clientId: 'c1', listingIds: ['l1', 'l2'] },
        status: 'invited',
        until: '2030-01-31',
      });
      expect(ann).toMatchObject({
        email: 'ann@example.com',
        status: 'invited',
        until: '2030-01-31',
        signIn: 'none',
        lastActiveAt: null,
        version: 1,
      });
      expect(ann.createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
      expect(await store.findPerson(ann.id)).toEqual(ann);
      expect((await store.findPersonByEmail('ANN@example.com'))?.id).toBe(ann.id);
      expect(await store.findPersonByEmail('bob@example.com')).toBeNull();
      await expect(person('viewer', { email: 'ann@EXAMPLE.com' })).rejects.toThrow();

      await store.updatePerson(ann.id, { oidcIssuer: 'https://id.example', oidcSubject: 's-1' });
      expect((await store.findPersonByOidc('https://id.example', 's-1'))?.signIn).toBe('oidc');
      expect(await store.findPersonByOidc('https://other.example', 's-1')).toBeNull();
      expect((await store.listPeople()).map((p) => p.email)).toEqual(['ann@example.com']);

      const at = new Date('2026-05-01T10:00:00Z');
      await store.touchPerson(ann.id, at);
      expect((await store.findPerson(ann.id))?.lastActiveAt).toBe(at.toISOString());
    });

    it('changes a person and bumps their version', async () => {
      const owner = await person('owner');
      const viewer = await person('viewer', { passwordHash: 'hash' });
      expect(viewer.signIn).toBe('password');
      const changed = await store.updatePerson(viewer.id, {
        role: 'manager',
        scope: { kind: 'clients', clientIds: ['c2', 'c3'] },
        until: '2031-01-01',
        name: 'Renamed',
      });
      expect(changed).toMatchObject({
        role: 'manager',
        scope: { kind: 'clients', clientIds: ['c2', 'c3'] },
        until: '2031-01-01',
        name: 'Renamed',
        version: 2,
      });
      expect((await store.updatePerson(viewer.id, { status: 'deactivated' })).version).toBe(3);
      expect((await store.findPerson(owner.id))?.version).toBe(1);
    });

    it('refuses to demote, deactivate or end the last owner, and allows it while another remains', async () => {
      const first = await person('owner');
      await expect(store.updatePerson(first.id, { role: 'manager' })).rejects.toThrow(
        LastOwnerError,
      );
      await expect(store.updatePerson(first.id, { status: 'deactivated' })).rejects.toThrow(
        LastOwnerError,
      );
      await expect(store.updatePerson(first.id, { until: '2030-01-01' })).rejects.toThrow(
        LastOwnerError,
      );
      expect(await store.findPerson(first.id)).toMatchObject({ role: 'owner', version: 1 });

      const second = await person('owner');
      expect((await store.updatePerson(first.id, { role: 'manager' })).role).toBe('manager');
      await expect(store.updatePerson(second.id, { status: 'deactivated' })).rejects.toThrow(
        LastOwnerError,
      );
      expect(await store.countOwners()).toBe(1);
    });

    it('lets only one of two owners demote the other at the same moment', async () => {
      const [a, b] = [await person('owner'), await person('owner')];
      // Connections open beforehand, so that the two changes overlap rather than one waiting.
      await Promise.all([1, 2, 3, 4].map(() => store.countOwners()));
      const results = await Promise.allSettled([
        store.updatePerson(a.id, { role: 'manager' }),
        store.updatePerson(b.id, { status: 'deactivated' }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected');
      expect(refused?.reason).toBeInstanceOf(LastOwnerError);
      expect(await store.countOwners()).toBe(1);
    });

    it('counts the owners who may act today', async () => {
      expect(await store.countOwners()).toBe(0);
      await person('owner');
      await person('owner', { status: 'deactivated' });
      await person('owner', { status: 'invited' });
      await person('owner', { until: '2020-01-01' });
      await person('owner', { until: '2999-01-01' });
      await person('manager');
      expect(await store.countOwners()).toBe(2);
    });
  });

  describe('the partner connection', () => {
    it('keeps the credential encrypted, reads it back, and replaces it', async () => {
      expect(await store.getPartnerCredential()).toBeNull();
      await store.setPartnerCredential({ email: 'partner@example.com', password: 'p4ss wörd' });
      const { rows } = await raw('SELECT credential FROM partner_connection');
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain('partner@example.com');
      expect(JSON.stringify(rows)).not.toContain('p4ss');
      expect(await store.getPartnerCredential()).toEqual({
        email: 'partner@example.com',
        password: 'p4ss wörd',
      });
      await store.setPartnerCredential({ email: 'next@example.com', password: 'second' });
      expect(await store.getPartnerCredential()).toEqual({
        email: 'next@example.com',
        password: 'second',
      });
      expect((await raw('SELECT credential FROM partner_connection')).rows).toHaveLength(1);
    });

    it('says plainly when the server secret is not the one it was saved with', async () => {
      await store.setPartnerCredential({ email: 'partner@example.com', password: 'secret' });
      const otherKey = createPeopleStore(connection, 'another secret');
      await expect(otherKey.getPartnerCredential()).rejects.toThrow(CredentialUnreadable);
      await expect(otherKey.getPartnerCredential()).rejects.toThrow(/server secret differs/);
    });
  });

  describe('links', () => {
    it('are used once, even when two uses race', async () => {
      const ann = await person('viewer');
      const expiresAt = new Date(Date.now() + HOUR);
      await store.createLink({ tokenHash: 'h1', kind: 'invitation', personId: ann.id, expiresAt });
      expect(await store.findLink('h1')).toEqual({
        kind: 'invitation',
        personId: ann.id,
        expiresAt,
        usedAt: null,
      });
      const at = new Date();
      const uses = await Promise.all([store.useLink('h1', at), store.useLink('h1', at)]);
      expect(uses.sort()).toEqual([false, true]);
      expect((await store.findLink('h1'))?.usedAt).toEqual(at);
      expect(await store.useLink('h1', new Date())).toBe(false);
    });

    it('cannot be used once expired, nor when unknown', async () => {
      const ann = await person('viewer');
      const expiresAt = new Date(Date.now() - 1_000);
      await store.createLink({ tokenHash: 'old', kind: 'reset', personId: ann.id, expiresAt });
      expect(await store.useLink('old', new Date())).toBe(false);
      expect(await store.useLink('unknown', new Date())).toBe(false);
      expect(await store.findLink('unknown')).toBeNull();
    });
  });

  describe('sessions', () => {
    const session = (idHash: string, personId: string, expiresAt = new Date(Date.now() + HOUR)) => {
      const now = new Date();
      return store.createSession({
        idHash,
        personId,
        createdAt: now,
        lastActiveAt: now,
        expiresAt,
        device: 'Firefox on Linux',
        place: '203.0.113.9',
      });
    };

    it('are found, touched, viewed as someone, listed while live, and revoked one at a time', async () => {
      const [ann, bob] = [await person('manager'), await person('viewer')];
      await session('s1', ann.id);
      await session('s2', ann.id);
      await session('gone', ann.id, new Date(Date.now() - 1_000));
      const later = new Date(Date.now() + 60_000);
      await store.touchSession('s2', later);
      await store.setViewAs('s2', bob.id);
      expect(await store.findSession('s2')).toMatchObject({
        personId: ann.id,
        lastActiveAt: later,
        revokedAt: null,
        viewAsPersonId: bob.id,
        device: 'Firefox on Linux',
        place: '203.0.113.9',
      });
      await store.setViewAs('s2', null);
      expect((await store.findSession('s2'))?.viewAsPersonId).toBeNull();
      expect((await store.listSessions(ann.id)).map((s) => s.idHash)).toEqual(['s2', 's1']);

      const at = new Date();
      await store.revokeSession('s1', at);
      expect((await store.findSession('s1'))?.revokedAt).toEqual(at);
      expect((await store.listSessions(ann.id)).map((s) => s.idHash)).toEqual(['s2']);
      expect(await store.findSession('nope')).toBeNull();
    });

    it('finds a session with its person in one read, as every signed-in request does', async () => {
      const [ann, bob] = [await person('manager'), await person('viewer')];
      await session('s-ann', ann.id);
      await session('s-bob', bob.id);
      const found = await store.findSignedIn('s-ann');
      expect(found?.session).toEqual(await store.findSession('s-ann'));
      expect(found?.person).toEqual(await store.findPerson(ann.id));
      expect((await store.findSignedIn('s-bob'))?.person.id).toBe(bob.id);
      expect(await store.findSignedIn('nope')).toBeNull();
    });

    it("revokes every live session of a person and names them, leaving others' alone", async () => {
      const [ann, bob] = [await person('manager'), await person('viewer')];
      await session('a1', ann.id);
      await session('a2', ann.id);
      await session('a-old', ann.id, new Date(Date.now() - 1_000));
      await session('b1', bob.id);
      await store.revokeSession('a2', new Date());
      const at = new Date();
      expect((await store.revokePersonSessions(ann.id, at)).sort()).toEqual(['a1']);
      expect((await store.findSession('a1'))?.revokedAt).toEqual(at);
      expect(await store.listSessions(ann.id)).toEqual([]);
      expect((await store.findSession('b1'))?.revokedAt).toBeNull();
      expect(await store.revokePersonSessions(ann.id, new Date())).toEqual([]);
    });
  });

  describe('briefs', () => {
    it('say when the last one sent read its figures, so the next counts from then', async () => {
      const ann = await person('manager');
      expect(await store.lastBriefAt(ann.id)).toBeNull();
      const sendBrief = async (forDate: string, readAt: string | null, sentAt: string) => {
        await store.enqueueJob({
          key: `brief:${ann.id}:${forDate}`,
          kind: 'brief',
          personId: ann.id,
          forDate,
          origin: null,
          maxAttempts: 3,
          at: new Date(`${forDate}T07:00:00Z`),
        });
        const [job] = await store.claimJobs('one', new Date(`${forDate}T07:00:00Z`), HOUR, 1);
        if (!job) throw new Error('The brief was not claimed');
        if (readAt) {
          const kept = await store.saveJobProgress(job.id, 'one', new Date(readAt), { readAt });
          expect(kept).toBe(true);
        }
        expect(await store.finishJob(job, 'one', new Date(sentAt), { outcome: 'sent' })).toBe(true);
      };
      // Read at 07:00, mailed at 07:03: the reviews of those three minutes are the next brief's.
      await sendBrief('2026-11-17', '2026-11-17T07:00:00.000Z', '2026-11-17T07:03:00.000Z');
      expect((await store.lastBriefAt(ann.id))?.toISOString()).toBe('2026-11-17T07:00:00.000Z');
      // A brief kept before the reading time was recorded: its sending time.
      await sendBrief('2026-11-18', null, '2026-11-18T07:04:00.000Z');
      expect((await store.lastBriefAt(ann.id))?.toISOString()).toBe('2026-11-18T07:04:00.000Z');
    });
  });

  describe('the audit log', () => {
    it('completes an entry once; the database itself refuses any other change or removal', async () => {
      const ann = await person('manager');
      const id = await store.appendAudit({
        actorId: ann.id,
        action: 'review.reply',
        clientId: 'c1',
        reviewId: 'r1',
        detail: { promo: 5 },
        requestId: 'req-1',
      });
      expect(id).toMatch(/^\d+$/);
      await store.completeAudit(id, 'failed', 'upstream 502');
      await store.completeAudit(id, 'ok');
      const [entry] = (await store.listAudit({ limit: 10, visibleTo: null })).entries;
      expect(entry).toMatchObject({ id, outcome: 'failed', outcomeDetail: 'upstream 502' });

      expect(await refusal(raw(`UPDATE audit_log SET outcome = 'ok' WHERE id = ${id}`))).toMatch(
        /append-only/,
      );
      expect(await refusal(raw(`DELETE FROM audit_log WHERE id = ${id}`))).toMatch(/append-only/);
      expect(await refusal(raw('TRUNCATE audit_log'))).toMatch(/append-only/);

      const pending = await store.appendAudit({ actorId: ann.id, action: 'dispute.raise' });
      expect(
        await refusal(
          raw(`UPDATE audit_log SET outcome = 'ok', client_id = 'c9' WHERE id = ${pending}`),
        ),
      ).toMatch(/append-only/);
      expect(
        await refusal(raw(`UPDATE audit_log SET detail = '{}' WHERE id = ${pending}`)),
      ).toMatch(/append-only/);
      expect((await raw('SELECT id FROM audit_log')).rows).toHaveLength(2);
    });

    describe('listing', () => {
      let ids: Record<string, string>;
      let people: Record<'owner' | 'manager' | 'storeManager' | 'other', string>;

      beforeEach(async () => {
        const [owner, manager, storeManager, other] = [
          await person('owner'),
          await person('manager'),
          await person('manager', {
            scope: { kind: 'stores', clientId: 'c1', listingIds: ['l1'] },
          }),
          await person('viewer'),
        ];
        people = {
          owner: owner.id,
          manager: manager.id,
          storeManager: storeManager.id,
          other: other.id,
        };
        ids = {};
        const add = async (name: string, entry: Parameters<PeopleStore['appendAudit']>[0]) => {
          ids[name] = await store.appendAudit(entry);
        };
        await add('storeReply', {
          actorId: manager.id,
          action: 'review.reply',
          clientId: 'c1',
          listingId: 'l1',
          reviewId: 'r1',
          outcome: 'ok',
        });
        await add('otherStore', {
          actorId: manager.id,
          action: 'dispute.raise',
          clientId: 'c1',
          listingId: 'l2',
          deliveryUUID: 'd1',
        });
        await add('wholeClient', {
          actorId: manager.id,
          action: 'auto-dispute.set',
          clientId: 'c1',
        });
        await add('otherClient', {
          actorId: owner.id,
          action: 'review.reply',
          clientId: 'c2',
          listingId: 'l9',
          outcome: 'refused',
        });
        await add('aboutStoreManager', {
          actorId: owner.id,
          asPersonId: manager.id,
          action: 'person.update',
          targetPersonId: storeManager.id,
          detail: { role: 'manager' },
        });
        await add('ownPassword', { actorId: other.id, action: 'person.password' });
        await add('unknown', {
          actorId: null,
          action: 'session.sign-in-failed',
          detail: { email: 'who@example.com' },
          outcome: 'refused',
        });
      });

      const names = (entries: { id: string }[]) =>
        entries.map((entry) => Object.keys(ids).find((name) => ids[name] === entry.id));

      it('reads newest first, with who did it, as whom and to whom', async () => {
        const { entries, nextBefore } = await store.listAudit({ limit: 50, visibleTo: null });
        expect(names(entries)).toEqual([
          'unknown',
          'ownPassword',
          'aboutStoreManager',
          'otherClient',
          'wholeClient',
          'otherStore',
          'storeReply',
        ]);
        expect(nextBefore).toBeNull();
        const about = entries[2]!;
        expect(about.actor).toMatchObject({
          id: people.owner,
          email: expect.stringMatching(/@example\.com$/),
        });
        expect(about.asPerson?.id).toBe(people.manager);
        expect(about.targetPerson?.id).toBe(people.storeManager);
        expect(about.detail).toEqual({ role: 'manager' });
        expect(about.outcome).toBe('pending');
        expect(about.at).toMatch(/Z$/);
        expect(entries[0]).toMatchObject({ actor: null, asPerson: null, targetPerson: null });
      });

      it('shows each reader what their scope covers', async () => {
        const visible = async (visibleTo: Parameters<PeopleStore['listAudit']>[0]['visibleTo']) =>
          names((await store.listAudit({ limit: 50, visibleTo })).entries);
        expect(
          await visible({
            clientIds: ['c1'],
            listingIds: null,
            personIds: [people.manager, people.storeManager],
          }),
        ).toEqual(['aboutStoreManager', 'wholeClient', 'otherStore', 'storeReply']);
        expect(
          await visible({
            clientIds: ['c1'],
            listingIds: ['l1'],
            personIds: [people.storeManager],
          }),
        ).toEqual(['aboutStoreManager', 'wholeClient', 'storeReply']);
        expect(
          await visible({ clientIds: [], listingIds: null, personIds: [people.other] }),
        ).toEqual(['ownPassword']);
        expect(await visible({ clientIds: [], listingIds: [], personIds: [] })).toEqual([]);
      });

      it('filters by person, client, action, outcome, dates, delivery and review', async () => {
        const only = async (filter: Partial<Parameters<PeopleStore['listAudit']>[0]>) =>
          names((await store.listAudit({ limit: 50, visibleTo: null, ...filter })).entries);
        expect(await only({ personId: people.storeManager })).toEqual(['aboutStoreManager']);
        expect(await only({ personId: people.manager })).toEqual([
          'wholeClient',
          'otherStore',
          'storeReply',
        ]);
        expect(await only({ personId: 'not-an-id' })).toEqual([]);
        expect(await only({ clientId: 'c2' })).toEqual(['otherClient']);
        expect(await only({ action: 'review.reply' })).toEqual(['otherClient', 'storeReply']);
        expect(await only({ outcome: 'refused' })).toEqual(['unknown', 'otherClient']);
        expect(await only({ deliveryUUID: 'd1' })).toEqual(['otherStore']);
        expect(await only({ reviewId: 'r1' })).toEqual(['storeReply']);
        expect(await only({ clientId: 'c1', action: 'dispute.raise' })).toEqual(['otherStore']);
        const today = new Date().toISOString().slice(0, 10);
        const day = (offset: number) =>
          new Date(Date.now() + offset * 24 * HOUR).toISOString().slice(0, 10);
        expect(await only({ from: today, to: today })).toHaveLength(7);
        expect(await only({ to: day(-1) })).toEqual([]);
        expect(await only({ from: day(1) })).toEqual([]);
      });

      it('pages with `before`', async () => {
        const pages: string[][] = [];
        let before: string | undefined;
        do {
          const page = await store.listAudit({ limit: 3, visibleTo: null, before });
          pages.push(page.entries.map((entry) => entry.id));
          before = page.nextBefore ?? undefined;
        } while (before);
        expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
        expect(pages.flat()).toEqual(Object.values(ids).reverse());
        expect((await store.listAudit({ limit: 3, visibleTo: null, before: 'x' })).entries).toEqual(
          [],
        );
      });
    });
  });

  it('answers StoreUnavailable, not a wait, when a statement is held up past the timeout', async (context) => {
    if (!server) return context.skip();
    const owner = await person('owner');
    const hurried = await openPeopleStore({
      databaseUrl: server.url,
      encryptionKey: KEY,
      timeoutMs: 500,
    });
    const holder = new pg.Client({ connectionString: server.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM people FOR UPDATE');
      const started = Date.now();
      await expect(hurried.updatePerson(owner.id, { name: 'Later' })).rejects.toThrow(
        StoreUnavailable,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
      await hurried.close();
    }
    expect(await store.findPerson(owner.id)).toMatchObject({ name: owner.name, version: 1 });
  });

  describe('migrations', () => {
    it('are applied once: starting again changes nothing', async () => {
      const ann = await person('owner');
      await store.migrate();
      await store.migrate();
      expect(await appliedMigrations()).toBe(MIGRATIONS);
      expect((await store.findPerson(ann.id))?.email).toBe(ann.email);
    });

    it('are applied once when two instances start at the same moment', async (context) => {
      if (!server) return context.skip();
      rebuild = true;
      await raw('DROP SCHEMA drizzle CASCADE');
      await raw('DROP SCHEMA public CASCADE');
      await raw('CREATE SCHEMA public');
      const instances = [1, 2, 3].map(() => connectServer(server!.url, 2_000));
      await Promise.all(instances.map((instance) => instance.migrate()));
      await Promise.all(instances.map((instance) => instance.close()));
      expect(await appliedMigrations()).toBe(MIGRATIONS);
      expect(await store.countOwners()).toBe(0);
    });
  });
});

describe('openPeopleStore', () => {
  it('keeps PGlite in its folder across restarts, migrating only once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'people-store-'));
    try {
      const dataDir = join(dir, 'data');
      const first = await openPeopleStore({ dataDir, encryptionKey: KEY });
      await first.migrate();
      const ann = await first.createPerson({
        email: 'ann@example.com',
        name: 'Ann',
        role: 'owner',
        scope: ALL,
        status: 'active',
      });
      await first.setPartnerCredential({ email: 'partner@example.com', password: 'pw' });
      await first.close();

      const second = await openPeopleStore({ dataDir, encryptionKey: KEY });
      await second.migrate();
      expect(await second.findPerson(ann.id)).toEqual(ann);
      expect(await second.getPartnerCredential()).toEqual({
        email: 'partner@example.com',
        password: 'pw',
      });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('answers StoreUnavailable quickly when the server is closed or never answers', async () => {
    const closed = await freePort();
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const started = Date.now();
      const stores = await Promise.all(
        [closed, port].map((p) =>
          openPeopleStore({
            databaseUrl: `postgres://people@127.0.0.1:${p}/people`,
            encryptionKey: KEY,
          }),
        ),
      );
      const results = await Promise.allSettled(
        stores.flatMap((s) => [s.countOwners(), s.migrate(), s.findSession('x')]),
      );
      expect(
        results.map((r) => r.status === 'rejected' && r.reason instanceof StoreUnavailable),
      ).toEqual(Array(6).fill(true));
      expect(Date.now() - started).toBeLessThan(3_000);
      await Promise.all(stores.map((s) => s.close()));
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
