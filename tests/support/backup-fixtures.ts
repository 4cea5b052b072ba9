import { readdirSync } from 'node:fs';
import path from 'node:path';

// The upgrade test's archives (tests/fixtures/backups/README.md): one per schema version, made by
// scripts/make-backup-fixture.ts and never replaced, so every later version is shown to restore them.

export const backupFixturesFolder = path.resolve(import.meta.dirname, '../fixtures/backups');

/** The talent the fixture's staff member adds; the upgrade test finds it on the restored site by this. */
export const fixtureTalentName = 'Fixture Staffmade';

/** The archives checked in, oldest schema first. */
export function backupFixtures(): string[] {
  return readdirSync(backupFixturesFolder)
    .filter((name) => name.endsWith('.tar.gz'))
    .sort()
    .map((name) => path.join(backupFixturesFolder, name));
}
