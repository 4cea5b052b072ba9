import 'server-only';
import { revalidateTag } from 'next/cache';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { staleVersionOf } from '@/lib/api/errors';
import type { CacheTag } from '@/lib/contract/cache-tags';
import { env } from '@/lib/env';
import { isSameOrigin } from '@/lib/forms/origin';
import { refusalOfError } from './action-refusal';
import { staffRequest } from './current';
import { fieldCodesOf, type SaveState } from './save-state';
import { idOf } from './subject';

// The editors' saves and the lists' orders are Server Actions built here (docs/staff.md, "Changes"): the
// checks of `staffFormAction` in its order, but the outcome returned to the editor as a state (it stays on
// its page, keeping what was typed), not a redirect.

type Saved = { id?: number; version?: number } | void;
/** The values' schema (the one the editor checks them with), and the public data a save alters. */
type Options<S extends z.ZodType> = { schema: S; tags: readonly CacheTag[] };

/** The backend's refusal as the editor's state; null for a fault (thrown on: the editor says it failed). */
function stateOfError(error: unknown): SaveState | null {
  const current = staleVersionOf(error);
  if (current) return { outcome: 'stale', current };
  const refusal = refusalOfError(error);
  if (refusal === 'session' || refusal === 'gone') return { outcome: refusal };
  if (refusal !== 'invalid') return null;
  const errors = (error as { fieldErrors: Record<string, string[]> }).fieldErrors;
  return { outcome: 'refused', errors: Object.keys(errors).length > 0 ? errors : { _: ['invalid'] } };
}

/**
 * A save of what has no id of its own (a new record, the social links, a slider's order): from a page of
 * this site (Next checks the Origin against the Host; this against SITE_URL), with a session cookie (the
 * backend checks it with the work), values the schema takes, then `work`; the tags dropped once it went
 * through, in this process.
 */
export const staffSave =
  <S extends z.ZodType>(
    { schema, tags }: Options<S>,
    work: (session: string, input: z.output<S>) => Promise<Saved>,
  ) =>
  async (values: unknown): Promise<SaveState> => {
    if (!isSameOrigin(await headers(), env)) return { outcome: 'origin' };
    const { session } = await staffRequest();
    if (!session) return { outcome: 'session' };
    const parsed = schema.safeParse(values);
    if (!parsed.success) return { outcome: 'refused', errors: fieldCodesOf(parsed.error) };
    let result: Saved;
    try {
      result = await work(session, parsed.data);
    } catch (error) {
      const state = stateOfError(error);
      if (!state) throw error;
      return state;
    }
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return { outcome: 'saved', ...(result ?? {}) };
  };

/** A save of one record, its id bound by the page (`action.bind(null, id)`); gone for an id of nothing. */
export const staffRecordSave =
  <S extends z.ZodType>(
    options: Options<S>,
    work: (session: string, id: number, input: z.output<S>) => Promise<Saved>,
  ) =>
  async (id: number, values: unknown): Promise<SaveState> => {
    const record = idOf(String(id));
    if (record === null) return { outcome: 'gone' };
    return staffSave(options, (session, input) => work(session, record, input))(values);
  };
