/**
 * Opens the people store: a PostgreSQL server at `databaseUrl` (many instances), else PGlite in
 * `dataDir`. The caller applies the migrations (`migrate()`) before serving.
 */
import { StoreUnavailable, type PeopleStore } from '../store-types';
import { connectPglite, connectServer, isUnavailable } from './connect';
import { createPeopleStore } from './people-store';

export interface PeopleStoreOptions {
  /** `postgres://…`: a server shared by every instance. */
  databaseUrl?: string;
  /** PGlite's folder when there is no `databaseUrl` (`memory://` for a database in memory). */
  dataDir?: string;
  /** The server's secret: the partner credential is encrypted under a key derived from it. */
  encryptionKey: string;
  /** How long to wait for the server to connect or answer a statement (default 2 s). */
  timeoutMs?: number;
}

/** Every method of `store`, with a database out of reach turned into `StoreUnavailable`. */
const reportingUnavailable = (store: PeopleStore): PeopleStore =>
  Object.fromEntries(
    Object.entries(store).map(
      ([name, method]: [string, (...args: unknown[]) => Promise<unknown>]) => [
        name,
        async (...args: unknown[]) => {
          try {
            return await method(...args);
          } catch (error) {
            if (error instanceof StoreUnavailable || !isUnavailable(error)) throw error;
            throw new StoreUnavailable(
              'The people database is unreachable or did not answer in time',
              {
                cause: error,
              },
            );
          }
        },
      ],
    ),
  ) as unknown as PeopleStore;

export const openPeopleStore = async (options: PeopleStoreOptions): Promise<PeopleStore> => {
  if (!options.encryptionKey) throw new Error('The people store needs an encryption key');
  const connection = options.databaseUrl
    ? connectServer(options.databaseUrl, options.timeoutMs ?? 2_000)
    : options.dataDir
      ? await connectPglite(options.dataDir)
      : undefined;
  if (!connection) throw new Error('The people store needs a databaseUrl or a dataDir');
  return reportingUnavailable(createPeopleStore(connection, options.encryptionKey));
};
