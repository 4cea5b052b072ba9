import {
  compileBackendForRun,
  defaultSeedTalents,
  prepareSeededTemplates,
  startBackend,
  type RunningBackend,
} from '../support/backend';
import { startPostgres, type RunningPostgres } from '../support/postgres';

// One freshly seeded backend for the whole contract run, and the seeded templates the backends of test files
// start from (tests/support/backend.ts); their addresses reach the test workers through the environment
// they inherit (the same variables the site's lib/env.ts reads). With CONTRACT_DB=postgres the
// run starts a throwaway PostgreSQL first, and every backend of the run (this one and those test files
// start) gets a fresh database on it instead of PGlite.
let backend: RunningBackend | undefined;
let postgres: RunningPostgres | undefined;
let removeTemplates: (() => Promise<void>) | undefined;
let removeBundle: (() => Promise<void>) | undefined;

/** The seeds the run's tests ask for: the default, and the smaller one most backend tests start with. */
const seeds = [defaultSeedTalents, '10'];

export async function setup(): Promise<void> {
  const wanted = process.env.CONTRACT_DB ?? 'pglite';
  if (wanted !== 'pglite' && wanted !== 'postgres')
    throw new Error(`CONTRACT_DB must be pglite or postgres, not ${wanted}`);
  if (wanted === 'postgres') {
    postgres = await startPostgres();
    process.env.CONTRACT_POSTGRES_URL = postgres.url;
  }
  // The backend compiled once, as production runs it; then the demo agency seeded once; every backend a test starts on a folder of its own copies it.
  removeBundle = await compileBackendForRun();
  removeTemplates = await prepareSeededTemplates(seeds, postgres);
  backend = await startBackend();
  process.env.BACKEND_PORT = String(backend.port);
  process.env.BACKEND_URL = backend.url;
  process.env.BACKEND_DATA_DIR = backend.dataDir;
  process.env.BACKEND_DATABASE_URL = backend.databaseUrl ?? '';
  process.env.PANEL_API_URL = `${backend.url}/panel`;
  process.env.MF_API_URL = `${backend.url}/mf`;
}

export async function teardown(): Promise<void> {
  await backend?.stop();
  await postgres?.stop();
  await removeTemplates?.();
  await removeBundle?.();
}
