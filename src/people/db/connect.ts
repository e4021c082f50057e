/**
 * The two ways to reach the people store's database, behind one Drizzle type: PGlite in a folder
 * (one instance, `npm start`) or a PostgreSQL server through a `pg` pool (many instances). Both
 * apply the same migrations from `migrations/`.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

export type PeopleDb = PgDatabase<PgQueryResultHKT>;

export interface Connection {
  db: PeopleDb;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Held while one instance migrates: another starting at the same time waits, then finds nothing to do. */
const MIGRATION_LOCK = 4_871_530_219;
/** Migrating may wait for another instance's migration: longer than a request's timeout. */
const MIGRATION_TIMEOUT_MS = 60_000;

export const connectServer = (databaseUrl: string, timeoutMs: number): Connection => {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeoutMs,
    // The server cancels a slow statement; the client gives up on one the network lost.
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs * 2,
    // A crashed request must not hold row locks for long.
    idle_in_transaction_session_timeout: timeoutMs * 5,
    keepAlive: true,
  });
  // An idle connection the server closed: the pool drops it and the next query opens another.
  pool.on('error', () => {});
  return {
    db: drizzlePg({ client: pool }),
    migrate: async () => {
      const client = new pg.Client({
        connectionString: databaseUrl,
        connectionTimeoutMillis: timeoutMs,
        statement_timeout: MIGRATION_TIMEOUT_MS,
        query_timeout: MIGRATION_TIMEOUT_MS,
      });
      client.on('error', () => {});
      await client.connect();
      try {
        // Session-level: released below, or by the server if this instance dies holding it.
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
};

/** `dataDir` is a folder (created if missing), or `memory://` for a database that lives in memory. */
/**
 * A database in memory (tests, the end-to-end servers) starts from a copy of one made and
 * migrated once: PGlite's own start (initdb, in WebAssembly) takes seconds, loading a copy well
 * under one. The copy is kept in the system's temporary folder, named by the migrations it holds,
 * so each test process need not make its own.
 */
let memoryTemplate: Promise<Blob> | null = null;
const templateOfMemory = () =>
  (memoryTemplate ??= (async () => {
    const digest = createHash('sha256');
    for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
      const path = join(migrationsFolder, name);
      if (statSync(path).isFile()) digest.update(name).update(readFileSync(path));
    }
    const file = join(tmpdir(), `dashboard-people-${digest.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const client = await PGlite.create('memory://');
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })());

/** PGlite instances are started one at a time in a process: two starting at once can break both. */
let starting: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(start: () => Promise<T>): Promise<T> => {
  const next = starting.then(start, start);
  starting = next.catch(() => undefined);
  return next;
};

export const connectPglite = async (dataDir: string): Promise<Connection> => {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await oneAtATime(async () =>
    inMemory
      ? PGlite.create('memory://', { loadDataDir: await templateOfMemory() })
      : PGlite.create(dataDir),
  );
  const db = drizzlePglite({ client });
  return {
    db,
    // One process owns a PGlite folder, so there is no other instance to wait for.
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
};

const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * Whether an error means the database could not be reached or did not answer in time (as opposed
 * to refusing a statement): connection failures, timeouts, a server shutting down or full.
 * Drizzle wraps the driver's error as `cause`.
 */
export const isUnavailable = (error: unknown): boolean => {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_ERRNOS.has(code)) return true;
      // SQLSTATE: connection exceptions; query canceled (statement_timeout); shutdown; too many connections.
      if (code.startsWith('08') || code === '57014' || code.startsWith('57P') || code === '53300')
        return true;
    }
    if (/timeout|Connection terminated|Client has encountered a connection error/i.test(e.message))
      return true;
  }
  return false;
};
