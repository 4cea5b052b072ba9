import { spawn } from 'node:child_process';
import { backendProcessEnv } from '../../scripts/lib/process-env.mjs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import path from 'node:path';
import { processAlive } from '../../backend/lib/data-dir-lock';
import { buildBackend } from '../../scripts/build-backend.mjs';
import { waitForUrl } from '../../scripts/lib/wait-for-url.mjs';
import { freePort, supervise } from './child-process';
import { createDatabase, dropDatabase } from './postgres';
import { seedFirstStartArgument } from '../../backend/seed/first-start';

export type RunningBackend = {
  url: string;
  port: number;
  dataDir: string;
  /** The PostgreSQL database it runs on, or undefined under PGlite. */
  databaseUrl: string | undefined;
  /** The backend's process id. */
  pid: number;
  /** What it printed so far (stdout and stderr). */
  log(): string;
  stop(): Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../..');

/** Whether something accepts connections on 127.0.0.1:`port`. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The PostgreSQL server the contract run uses (set by its global setup when `CONTRACT_DB=postgres`), or
 * undefined when the run is on PGlite.
 */
export const contractPostgresUrl = (): string | undefined => process.env.CONTRACT_POSTGRES_URL || undefined;

/** A seeded data folder (and database, on PostgreSQL) for `startBackend` to copy. */
export type SeededTemplate = { dataDir: string; database: string | undefined };

/**
 * The demo agency as a first start seeds it, made once by a run's global setup for each number of talents
 * its tests ask for (`prepareSeededTemplates`), in `CONTRACT_SEEDED`: a backend started without a data
 * folder of its own starts from a copy instead of seeding for a dozen seconds of both cores. Unset where no
 * global setup made them.
 */
export function seededTemplate(seedTalents: string): SeededTemplate | undefined {
  const templates = JSON.parse(process.env.CONTRACT_SEEDED ?? '{}') as Record<string, SeededTemplate>;
  return templates[seedTalents];
}

/** The number of talents the backend's seed makes unless told (backend/config.ts). */
export const defaultSeedTalents = '60';

/** The backend's commands (package.json's scripts) that tests run. */
const backendCommands = [
  'backend/backup-cli.ts',
  'backend/restore-cli.ts',
  'backend/staff-cli.ts',
  'backend/inbox-cli.ts',
  'backend/seed/cli.ts',
] as const;

/** A command's file name in the compiled folder: `backend/seed/cli.ts` → `seed-cli`. */
const commandName = (source: string) =>
  source
    .replace(/^backend\//, '')
    .replace(/\.ts$/, '')
    .replace('/', '-');

/**
 * How to run one of the backend's commands (`backend/staff-cli.ts`): its compiled copy when the run compiled
 * the backend (`compileBackendForRun`), else its source under tsx, as `npm run` does.
 */
export function commandProgram(source: string): string[] {
  const compiled = process.env.TEST_BACKEND_BUNDLE;
  if (compiled && (backendCommands as readonly string[]).includes(source))
    return [path.join(path.dirname(compiled), `${commandName(source)}.mjs`)];
  return [path.join(root, 'node_modules/tsx/dist/cli.mjs'), source];
}

/**
 * What a test's backend runs: the bundle given, else the one the run compiled once (`TEST_BACKEND_BUNDLE`,
 * `compileBackendForRun`), else the sources under tsx, which starts a second process and compiles every
 * module again on each start (docs/testing.md, "One compiled backend a run").
 */
function backendProgram(bundle?: string): string[] {
  const compiled = bundle ?? process.env.TEST_BACKEND_BUNDLE;
  return compiled ? [compiled] : [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'backend/main.ts'];
}

/**
 * Compiles the backend as `npm run build` does (scripts/build-backend.mjs), and its commands beside it, into
 * a folder of dist/ of this run's own, named in `TEST_BACKEND_BUNDLE` for the backends and the commands the
 * run starts (`runCli`); answers the folder's removal.
 */
export async function compileBackendForRun(): Promise<() => Promise<void>> {
  await mkdir(path.join(root, 'dist'), { recursive: true });
  const outdir = await mkdtemp(path.join(root, 'dist', 'test-backend-'));
  await buildBackend(
    outdir,
    Object.fromEntries(backendCommands.map((source) => [commandName(source), source])),
  );
  process.env.TEST_BACKEND_BUNDLE = path.join(outdir, 'backend.mjs');
  return () => rm(outdir, { recursive: true, force: true });
}

/**
 * Seeds `dataDir` (and the PostgreSQL database `databaseUrl`, when given) the way a backend's first start
 * does, with the backend's own program, for `startBackend` to copy.
 */
async function seedTemplate(seedTalents: string, dataDir: string, databaseUrl?: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const child = spawn(process.execPath, [...backendProgram(), seedFirstStartArgument], {
    cwd: root,
    env: {
      ...process.env,
      ...backendProcessEnv(),
      SEED_TALENTS: seedTalents,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const supervised = supervise(child);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding the contract run's template failed:\n${supervised.log()}`);
}

/**
 * Seeds a template of each size in `seeds` under a new temporary folder (on PostgreSQL, each in a database
 * of `postgres` too) and names them in `CONTRACT_SEEDED` for the backends this run starts; answers the
 * cleanup.
 */
export async function prepareSeededTemplates(
  seeds: readonly string[],
  postgres?: { createDatabase(name: string): Promise<string> },
): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'agency-seeded-'));
  const templates = await Promise.all(
    seeds.map(async (seedTalents): Promise<[string, SeededTemplate]> => {
      const dataDir = path.join(folder, seedTalents);
      const database = postgres ? `agency_seeded_${seedTalents}` : undefined;
      const databaseUrl = database ? await postgres!.createDatabase(database) : undefined;
      await seedTemplate(seedTalents, dataDir, databaseUrl);
      return [seedTalents, { dataDir, database }];
    }),
  );
  process.env.CONTRACT_SEEDED = JSON.stringify(Object.fromEntries(templates));
  return () => rm(folder, { recursive: true, force: true });
}

/**
 * The pid the data folder's pid file names, when it is the backend started as `childPid` (that process, or
 * its child under tsx); 0 otherwise. A second backend refused on a folder another one holds never writes
 * the file, and its stop must not wait for the first one to end.
 */
async function backendPidOf(dataDir: string, childPid: number): Promise<number> {
  const pid = Number(await readFile(path.join(dataDir, 'backend.pid'), 'utf8').catch(() => ''));
  if (!(pid > 0)) return 0;
  if (pid === childPid) return pid;
  // /proc/<pid>/stat: "pid (name) state ppid ..."; the name may hold spaces, so read after its ")".
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  return parent === childPid ? pid : 0;
}

/**
 * Starts the real embedded backend (`backendProgram`: the compiled `bundle` given, the run's, or the sources) on
 * 127.0.0.1, by default on a free port with a fresh temporary data folder (removed by `stop()`), and
 * resolves once `/readyz` answers. It runs on the PostgreSQL database `databaseUrl` when given; otherwise,
 * in a PostgreSQL contract run, on a fresh database of its own (dropped by `stop()`), else on PGlite.
 */
export async function startBackend(
  options: {
    port?: number;
    dataDir?: string;
    databaseUrl?: string;
    env?: Record<string, string>;
    bundle?: string;
    /** Seed on its first start, as a new install does, rather than start from the run's seeded copy. */
    fresh?: boolean;
  } = {},
): Promise<RunningBackend> {
  const port = options.port ?? (await freePort());
  // Something else on the port (a backend a failed run left behind) would answer the readiness check in
  // this one's place, and every call after it.
  if (await accepts(port)) throw new Error(`port ${port} is taken: is a backend of an earlier run still up?`);
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'agency-backend-')));
  const server = contractPostgresUrl();
  const ownsDatabase = !options.databaseUrl && server !== undefined;
  // A copy of the seeded template only where the backend would otherwise seed a new folder and database.
  const seedTalents = options.env?.SEED_TALENTS ?? process.env.SEED_TALENTS ?? defaultSeedTalents;
  const template =
    ownsDataDir && !options.databaseUrl && !options.fresh ? seededTemplate(seedTalents) : undefined;
  if (template) await cp(template.dataDir, dataDir, { recursive: true });
  const databaseUrl =
    options.databaseUrl ?? (server ? await createDatabase(server, undefined, template?.database) : undefined);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, backendProgram(options.bundle), {
    cwd: root,
    env: {
      ...process.env,
      ...backendProcessEnv(),
      // Stopped at once unless a test asks for the drain a load balancer needs.
      SHUTDOWN_DRAIN_MS: '0',
      // Each backend has its own metrics port only when a test asks.
      BACKEND_METRICS_PORT: '0',
      ...options.env,
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const supervised = supervise(child);

  const stop = async () => {
    // Under tsx the backend is a child of the process started here, and may still be shutting down (and
    // holding its data folder) when that one has exited: wait for the backend's own process too.
    const ownPid = await backendPidOf(dataDir, child.pid!);
    await supervised.stop();
    if (ownPid > 0) {
      const deadline = Date.now() + 15_000;
      while (processAlive(ownPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    }
    // Stopped means no longer answering: a test that sends right after must not reach it.
    const deadline = Date.now() + 15_000;
    while (await accepts(port)) {
      if (Date.now() > deadline) throw new Error(`the backend on port ${port} still answers after its stop`);
      await new Promise((r) => setTimeout(r, 50));
    }
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    if (ownsDatabase && databaseUrl) await dropDatabase(databaseUrl);
  };
  try {
    await waitForUrl(`${url}/readyz`, { timeoutMs: 120_000, child, name: 'the backend' });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}:\n${supervised.log()}`);
  }
  return { url, port, dataDir, databaseUrl, pid: child.pid!, log: supervised.log, stop };
}
