import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { freePort, supervise } from './child-process';

// A throwaway PostgreSQL server for a test run: Debian's `postgresql` binaries, a data folder under a temp
// dir, 127.0.0.1 on a private port, trust authentication, no fsync (nothing in it has to survive a crash).
// initdb and postgres refuse to run as root, so under root (the CI) both run as the `postgres` user that the
// Debian package creates, owning the data folder.

export type RunningPostgres = {
  /** Connection URL of the `postgres` database, as superuser `postgres`. */
  url: string;
  port: number;
  /** Creates an empty database and answers its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Drops a database made by `createDatabase`, ending its connections. */
  dropDatabase(url: string): Promise<void>;
  /** Stops the server (fast shutdown) and removes its data folder. */
  stop(): Promise<void>;
};

/** The newest installed major's binary folder, e.g. /usr/lib/postgresql/15/bin. */
export function postgresBinaries(): string {
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base)
    ? readdirSync(base)
        .filter((name) => existsSync(path.join(base, name, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const [newest] = majors;
  if (!newest) throw new Error(`No PostgreSQL under ${base}; install Debian's postgresql package.`);
  return path.join(base, newest, 'bin');
}

/** The uid and gid to run as: the `postgres` user when we are root, else ourselves (undefined). */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid] = [id('-u'), id('-g')];
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error('Running as root needs the `postgres` user (Debian’s postgresql package creates it).');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

const withDatabase = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`postgres exited before accepting connections:\n${log()}`);
    const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await sql`select 1`;
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`postgres did not start within 30 s: ${String(error)}\n${log()}`);
    } finally {
      await sql.end({ timeout: 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function asAdmin<T>(url: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Creates an empty database on the server at `serverUrl` and answers its URL. A function of its own, not
 * only a method, so test workers that received the server's URL through the environment can use it.
 */
export async function createDatabase(
  serverUrl: string,
  name = `agency_${randomBytes(6).toString('hex')}`,
  template?: string,
): Promise<string> {
  await asAdmin(serverUrl, (sql) =>
    template
      ? sql`create database ${sql(name)} template ${sql(template)}`
      : sql`create database ${sql(name)}`,
  );
  return withDatabase(serverUrl, name);
}

/** Drops the database at `databaseUrl`, ending its connections first. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  await asAdmin(
    withDatabase(databaseUrl, 'postgres'),
    (sql) => sql`drop database if exists ${sql(name)} with (force)`,
  );
}

/** Initialises and starts a fresh server; resolves once it accepts connections. */
export async function startPostgres(options: { port?: number } = {}): Promise<RunningPostgres> {
  const bin = postgresBinaries();
  const user = runAs();
  const folder = mkdtempSync(path.join(tmpdir(), 'agency-postgres-'));
  const dataDir = path.join(folder, 'data');
  if (user) chownSync(folder, user.uid, user.gid);
  const asUser = { ...user, env: { ...process.env, LC_ALL: 'C.UTF-8', HOME: folder } };

  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    { ...asUser, encoding: 'utf8' },
  );
  if (init.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`initdb failed:\n${init.stderr || String(init.error)}`);
  }

  const port = options.port ?? (await freePort());
  const child = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      // The socket goes into the private folder, not /var/run/postgresql (which may not exist or be ours).
      '-k',
      folder,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    { ...asUser, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // SIGINT is PostgreSQL's fast shutdown: sessions are ended, no wait for clients to leave.
  const supervised = supervise(child, 'SIGINT');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  const stop = async () => {
    await supervised.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, child, supervised.log);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    port,
    createDatabase: (name?: string) => createDatabase(url, name),
    dropDatabase,
    stop,
  };
}
