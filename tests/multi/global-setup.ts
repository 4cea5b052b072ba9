import { compileBackendForRun, prepareSeededTemplates } from '../support/backend';

// The multi-instance files' own backends run the backend compiled once, and on PGlite start from a copy of
// the small demo agency seeded once here (tests/support/backend.ts), as the contract run's do; those on
// PostgreSQL seed their shared database.
let removeTemplates: (() => Promise<void>) | undefined;
let removeBundle: (() => Promise<void>) | undefined;

export async function setup(): Promise<void> {
  removeBundle = await compileBackendForRun();
  removeTemplates = await prepareSeededTemplates(['10']);
}

export async function teardown(): Promise<void> {
  await removeTemplates?.();
  await removeBundle?.();
}
