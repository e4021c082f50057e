/**
 * The people store's queries over either driver (`connect.ts`): people, the partner
 * connection, links and sessions. The audit log's are in `audit.ts`.
 */
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  LastOwnerError,
  type PartnerTokens,
  type PeopleStore,
  type PersonRecord,
  type SessionRecord,
} from '../store-types';
import { appendAudit, completeAudit, listAudit } from './audit';
import { alertQueries } from './alerts';
import { notificationQueries } from './notifications';
import { statementQueries } from './statements';
import type { Connection, PeopleDb } from './connect';
import { decryptCredential, encryptCredential, openJson, sealJson } from './credential-cipher';
import { links, partnerConnection, people, sessions } from './schema';

const TOKENS_AAD = Buffer.from('partner_connection.tokens');

type PersonRow = typeof people.$inferSelect;

const toPerson = (row: PersonRow): PersonRecord => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  scope: row.scope,
  status: row.status,
  until: row.until,
  lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  // Both linked: the identity provider, which a person links after choosing a password.
  signIn: row.oidcSubject ? 'oidc' : row.passwordHash ? 'password' : 'none',
  createdAt: row.createdAt.toISOString(),
  passwordHash: row.passwordHash,
  oidcIssuer: row.oidcIssuer,
  oidcSubject: row.oidcSubject,
  version: row.version,
});

const normalEmail = (email: string) => email.trim().toLowerCase();
const todayUTC = () => new Date().toISOString().slice(0, 10);

/** An owner who may act today. */
const activeOwner = () =>
  and(
    eq(people.role, 'owner'),
    eq(people.status, 'active'),
    or(isNull(people.until), gt(people.until, todayUTC())),
  );
/**
 * What "at least one owner remains" counts: an active owner with no end date. An end date on the
 * last one would leave the team without an owner on that day, so it is refused like a demotion.
 */
const holdsOwnership = (row: PersonRow) =>
  row.role === 'owner' && row.status === 'active' && row.until === null;

const one = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null;

export const createPeopleStore = (connection: Connection, encryptionKey: string): PeopleStore => {
  const db: PeopleDb = connection.db;
  const toSession = (row: typeof sessions.$inferSelect): SessionRecord => ({ ...row });
  return {
    migrate: () => connection.migrate(),
    close: () => connection.close(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    countActiveSessions: async () => {
      const [row] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      return Number(row?.n ?? 0);
    },

    getPartnerCredential: async () => {
      const row = await one(db.select().from(partnerConnection).limit(1));
      return row && decryptCredential(encryptionKey, row.credential);
    },
    setPartnerCredential: async (credential) => {
      const values = {
        credential: encryptCredential(encryptionKey, credential),
        updatedAt: new Date(),
      };
      await db
        .insert(partnerConnection)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: partnerConnection.id, set: values });
    },

    getPartnerTokens: async () => {
      const row = await one(db.select().from(partnerConnection).limit(1));
      if (!row?.tokens) return null;
      try {
        return openJson(encryptionKey, row.tokens, TOKENS_AAD) as PartnerTokens;
      } catch {
        return null;
      }
    },
    setPartnerTokens: async (tokens) => {
      await db
        .update(partnerConnection)
        .set({ tokens: tokens && sealJson(encryptionKey, tokens, TOKENS_AAD) })
        .where(eq(partnerConnection.id, 1));
    },

    countOwners: async () => {
      const [row] = await db.select({ n: count() }).from(people).where(activeOwner());
      return row?.n ?? 0;
    },
    listPeople: async () =>
      (await db.select().from(people).orderBy(people.name, people.email)).map(toPerson),
    findPerson: async (id) => {
      const row = await one(db.select().from(people).where(eq(people.id, id)));
      return row && toPerson(row);
    },
    findPersonByEmail: async (email) => {
      const row = await one(
        db
          .select()
          .from(people)
          .where(eq(people.email, normalEmail(email))),
      );
      return row && toPerson(row);
    },
    findPersonByOidc: async (issuer, subject) => {
      const row = await one(
        db
          .select()
          .from(people)
          .where(and(eq(people.oidcIssuer, issuer), eq(people.oidcSubject, subject))),
      );
      return row && toPerson(row);
    },
    createPerson: async (input) => {
      const [row] = await db
        .insert(people)
        .values({ ...input, email: normalEmail(input.email) })
        .returning();
      return toPerson(row!);
    },
    updatePerson: (id, change) =>
      db.transaction(async (tx) => {
        // Every owner's row locked, in one order, before reading: two changes to two owners at
        // once cannot each see the other remain.
        await tx
          .select({ id: people.id })
          .from(people)
          .where(eq(people.role, 'owner'))
          .orderBy(people.id)
          .for('update');
        const before = await one(tx.select().from(people).where(eq(people.id, id)).for('update'));
        if (!before) throw new Error(`No person with id ${id}`);
        const [after] = await tx
          .update(people)
          .set({ ...change, version: sql`${people.version} + 1` })
          .where(eq(people.id, id))
          .returning();
        if (holdsOwnership(before) && !holdsOwnership(after!)) {
          const remaining = await tx
            .select({ id: people.id })
            .from(people)
            .where(and(eq(people.role, 'owner'), eq(people.status, 'active'), isNull(people.until)))
            .limit(1);
          if (remaining.length === 0) throw new LastOwnerError();
        }
        return toPerson(after!);
      }),
    touchPerson: async (id, at) => {
      await db.update(people).set({ lastActiveAt: at }).where(eq(people.id, id));
    },

    createLink: async (input) => {
      await db.insert(links).values(input);
    },
    findLink: async (tokenHash) =>
      one(
        db
          .select({
            kind: links.kind,
            personId: links.personId,
            expiresAt: links.expiresAt,
            usedAt: links.usedAt,
          })
          .from(links)
          .where(eq(links.tokenHash, tokenHash)),
      ),
    // One statement: of two at once, the second finds `used_at` set and changes nothing. An
    // expired link is not used either.
    useLink: async (tokenHash, at) => {
      const used = await db
        .update(links)
        .set({ usedAt: at })
        .where(and(eq(links.tokenHash, tokenHash), isNull(links.usedAt), gt(links.expiresAt, at)))
        .returning({ tokenHash: links.tokenHash });
      return used.length === 1;
    },

    createSession: async (record) => {
      await db.insert(sessions).values(record);
    },
    findSession: async (idHash) => {
      const row = await one(db.select().from(sessions).where(eq(sessions.idHash, idHash)));
      return row && toSession(row);
    },
    findSignedIn: async (idHash) => {
      const row = await one(
        db
          .select({ session: sessions, person: people })
          .from(sessions)
          .innerJoin(people, eq(people.id, sessions.personId))
          .where(eq(sessions.idHash, idHash)),
      );
      return row && { session: toSession(row.session), person: toPerson(row.person) };
    },
    /** The person's live sessions (neither revoked nor expired), the latest used first. */
    listSessions: async (personId) =>
      (
        await db
          .select()
          .from(sessions)
          .where(
            and(
              eq(sessions.personId, personId),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, new Date()),
            ),
          )
          .orderBy(sql`${sessions.lastActiveAt} desc`)
      ).map(toSession),
    touchSession: async (idHash, at) => {
      await db.update(sessions).set({ lastActiveAt: at }).where(eq(sessions.idHash, idHash));
    },
    setViewAs: async (idHash, personId) => {
      await db
        .update(sessions)
        .set({ viewAsPersonId: personId })
        .where(eq(sessions.idHash, idHash));
    },
    revokeSession: async (idHash, at) => {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)));
    },
    revokePersonSessions: async (personId, at) =>
      (
        await db
          .update(sessions)
          .set({ revokedAt: at })
          .where(
            and(
              eq(sessions.personId, personId),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, at),
            ),
          )
          .returning({ idHash: sessions.idHash })
      ).map((row) => row.idHash),

    appendAudit: (entry) => appendAudit(db, entry),
    completeAudit: (id, outcome, outcomeDetail) => completeAudit(db, id, outcome, outcomeDetail),
    listAudit: (filter) => listAudit(db, filter),
    ...notificationQueries(db),
    ...statementQueries(db),
    ...alertQueries(db, encryptionKey),
  };
};
