import type { z } from 'zod';
import type { CurrentVersion } from '@/lib/contract/record-version';

// What an editor's save (or a list's new order) answers its form, as its Server Action returns it
// (lib/staff/form-action.ts, docs/staff.md "Changes"): plain data the editor renders.

export type SaveState =
  /** Stored: the record's id and its next version (none for an order, which changes no version). */
  | { outcome: 'saved'; id?: number; version?: number }
  /** The fields refused, each with its codes (`required`, `link`…), which the editor puts on the fields. */
  | { outcome: 'refused'; errors: Record<string, string[]> }
  /** Someone saved the record after the form was opened: nothing was written (the ConflictNotice). */
  | { outcome: 'stale'; current: CurrentVersion }
  /** No live session; the record gone meanwhile; not sent from a page of this site. Nothing was written. */
  | { outcome: 'session' | 'gone' | 'origin' };

/** A save's Server Action, as the editor calls it: the form's values (JSON-able) in, its state out. */
export type SaveAction = (values: unknown) => Promise<SaveState>;

/** The fields a schema refused, each with its codes: a rule's own (`custom` with a `code`), else `invalid`. */
export function fieldCodesOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    const code =
      issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : 'invalid';
    (errors[field] ??= []).push(code);
  }
  return errors;
}
