import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { backendPath } from '../lib/backend-dir';

// The migrations of a folder by name (tag), as drizzle-kit's journal lists them: drizzle records each
// applied one by its `when`, so the journal is what turns a database's record back into names.

export const migrationsFolder = backendPath('migrations');

export type Journal = { entries: { idx: number; when: number; tag: string }[] } & Record<string, unknown>;

export const journalFile = (folder: string) => path.join(folder, 'meta', '_journal.json');

export async function readJournal(folder = migrationsFolder): Promise<Journal> {
  return JSON.parse(await readFile(journalFile(folder), 'utf8')) as Journal;
}

/** The name of each migration time of `folder`'s journal; one it does not know is named by its time. */
export async function migrationNames(folder = migrationsFolder): Promise<(when: number) => string> {
  const tagOf = new Map((await readJournal(folder)).entries.map((entry) => [entry.when, entry.tag]));
  return (when) => tagOf.get(when) ?? `unknown-${when}`;
}
