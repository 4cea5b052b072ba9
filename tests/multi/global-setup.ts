import { prepareSeededTemplates } from '../support/backend';

// The multi-instance files' own backends on PGlite start from a copy of the small demo agency seeded once
// here (tests/support/backend.ts), as the contract run's do; those on PostgreSQL seed their shared database.
let removeTemplates: (() => Promise<void>) | undefined;

export async function setup(): Promise<void> {
  removeTemplates = await prepareSeededTemplates(['10']);
}

export async function teardown(): Promise<void> {
  await removeTemplates?.();
}
