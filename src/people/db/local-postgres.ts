/**
 * A real PostgreSQL for the people store's tests: Debian's server binaries, a new cluster in a
 * temporary folder on a free loopback port, stopped (and the folder removed) by whoever started
 * it. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user the package
 * creates.
 */
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../proxy/local-redis';

const NOT_INSTALLED =
  'PostgreSQL is not installed: `apt-get install -y postgresql` (as root); .ci/run installs it';

/** The newest installed server's binaries folder. */
const binaries = () => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(NOT_INSTALLED);
  return join(root, versions[0], 'bin');
};

/** Why PostgreSQL cannot be started here (not installed), or null: a test skips with it. */
export const postgresMissing = (): string | null => {
  try {
    binaries();
    serverUser();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

/** As root, the `postgres` user's ids; otherwise nothing to change. */
const serverUser = () => {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres']).stdout?.toString());
  const [uid, gid] = [id('-u'), id('-g')];
  if (!uid) throw new Error(`${NOT_INSTALLED} (no \`postgres\` user to run it as root)`);
  return { uid, gid };
};

/** `port`: where it listens on loopback (a free port when unset). */
export const startPostgres = async (wanted: { port?: number } = {}) => {
  const bin = binaries();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'postgres-'));
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid!);
  const data = join(dir, 'data');
  const options: SpawnOptions = { ...user, cwd: dir, env: { ...process.env, LC_ALL: 'C' } };
  const init = spawnSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'],
    options,
  );
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stderr?.toString()}`);
  }
  const port = wanted.port ?? (await freePort());
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
  };
  const child = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      data,
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    { ...options, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`postgres did not start:\n${out}`)), 15_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`postgres exited (${code}):\n${out}`));
    });
  });
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query('CREATE DATABASE people');
  await admin.end();
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/people`,
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // Fast shutdown: open connections are closed rather than waited for.
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
export type LocalPostgres = Awaited<ReturnType<typeof startPostgres>>;
