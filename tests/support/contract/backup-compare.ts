import { expect } from 'vitest';
import type { DataSnapshot } from './backup-snapshot';

// A backup taken while submissions arrive holds each of them whole (its row, its photos' rows and files)
// or not at all; everything else the source holds, it holds the same.

export type Burst = { applications: number[]; contacts: number[] };

type Row = { id: number; application_id?: number; path?: string };

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Row);

/**
 * Checks `restored` against the `source` read after the burst: every restored row and file is the source's,
 * and what is missing is only whole submissions of the burst. Answers the burst's applications the backup
 * holds and those it does not.
 */
export function expectSourceUpToBurst(
  source: DataSnapshot,
  restored: DataSnapshot,
  burst: Burst,
): { present: number[]; absent: number[] } {
  expect(Object.keys(restored.tables).sort()).toEqual(Object.keys(source.tables).sort());
  const missing: Record<string, Row[]> = {};
  for (const [table, rows] of Object.entries(source.tables)) {
    const kept = new Set(restored.tables[table]);
    const extra = restored.tables[table]!.filter((line) => !rows.includes(line));
    expect(extra, `rows of ${table} the source does not have`).toEqual([]);
    missing[table] = parsed(rows.filter((line) => !kept.has(line)));
  }
  const restoredApplications = new Set(parsed(restored.tables.applications!).map((row) => row.id));
  const present = burst.applications.filter((id) => restoredApplications.has(id));
  const absent = burst.applications.filter((id) => !restoredApplications.has(id));

  const unexplained = Object.entries(missing).flatMap(([table, rows]) =>
    rows
      .filter((row) => {
        if (table === 'applications') return !absent.includes(row.id);
        if (table === 'application_files') return !absent.includes(row.application_id!);
        if (table === 'contact_messages') return !burst.contacts.includes(row.id);
        return true;
      })
      .map((row) => `${table}: ${JSON.stringify(row)}`),
  );
  expect(unexplained, 'rows missing from the restore that no absent submission explains').toEqual([]);

  const filesOf = (ids: number[]) =>
    parsed(source.tables.application_files!)
      .filter((row) => ids.includes(row.application_id!))
      .map((row) => `uploads/${row.path}`);
  const absentFiles = filesOf(absent);
  for (const key of filesOf(present)) expect(source.files[key], `${key} in the source`).toBeDefined();
  for (const [key, sha256] of Object.entries(restored.files))
    expect(sha256, `${key}, byte for byte`).toBe(source.files[key]);
  const missingFiles = Object.keys(source.files).filter((key) => !(key in restored.files));
  expect(missingFiles.sort()).toEqual(absentFiles.sort());
  return { present, absent };
}
