import { readdir } from 'node:fs/promises';
import { expect } from 'vitest';
import type { RunningBackend } from '../backend';
import type { DataTarget } from './backup-snapshot';
import { runCli } from './run-cli';

// `npm run backup` and `npm run restore` as an operator runs them, with the environment naming the backend
// (its port and data folder) or the target of a restore.

type Outcome = Awaited<ReturnType<typeof runCli>>;

/** `npm run backup -- --dir <dir>` beside the running `backend`. */
export function runBackup(backend: RunningBackend, dir: string): Promise<Outcome> {
  return runCli(
    'backend/backup-cli.ts',
    {
      BACKEND_PORT: String(backend.port),
      DATA_DIR: backend.dataDir,
      DATABASE_URL: backend.databaseUrl ?? '',
    },
    ['--dir', dir],
  );
}

/** `npm run restore -- <archive> [...args]` into the target: its data folder, or its database. */
export function runRestore(archive: string, target: DataTarget, args: string[] = []): Promise<Outcome> {
  return runCli(
    'backend/restore-cli.ts',
    { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' },
    [archive, ...args],
  );
}

/** The archive `npm run backup` wrote, from the folder it wrote it in (the only file there). */
export async function onlyArchive(dir: string): Promise<string> {
  const names = await readdir(dir);
  expect(names).toEqual([expect.stringMatching(/^backup-.+\.tar\.gz$/)]);
  return `${dir}/${names[0]!}`;
}

/** A command that failed as the project's commands must: exit 1 and one sentence matching `pattern`. */
export function expectRefusal(outcome: Outcome, pattern: RegExp): void {
  expect(outcome.code, outcome.stdout + outcome.stderr).toBe(1);
  const said = outcome.stderr.trim();
  expect(said).toMatch(pattern);
  expect(said.split('\n'), 'one line, no stack').toHaveLength(1);
  expect(said.match(/[.!?](\s|$)/g), `one sentence: ${said}`).toHaveLength(1);
}
