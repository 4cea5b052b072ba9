import 'server-only';
import { revalidateTag } from 'next/cache';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { ApiError, staleVersionOf } from '@/lib/api/errors';
import { isSignedOut } from '@/lib/api/staff';
import type { CacheTag } from '@/lib/contract/cache-tags';
import { env } from '@/lib/env';
import { isSameOrigin } from '@/lib/forms/origin';
import { staffRequest } from './current';
import { fieldCodesOf, type SaveState } from './save-state';
import { idOf } from './subject';

// The editors' saves and the lists' orders are Server Actions built here (docs/staff.md, "Changes"): the
// checks of `staffFormAction` in the same order, but the outcome returned to the editor as a state (it
// stays on its page, keeping what was typed) rather than a redirect.

type Saved = { id?: number; version?: number } | void;

type Options<S extends z.ZodType> = {
  /** The values' schema, the one the editor checks them with (and the version they were edited from). */
  schema: S;
  /** The public pages' data the change alters, dropped at once in this process. */
  tags: readonly CacheTag[];
};

/** The backend's refusal as the editor's state; null for a fault (thrown on to the editor's "failed"). */
function stateOfError(error: unknown): SaveState | null {
  const current = staleVersionOf(error);
  if (current) return { outcome: 'stale', current };
  if (isSignedOut(error)) return { outcome: 'session' };
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status === 401) return { outcome: 'session' };
  if (error.status === 404) return { outcome: 'gone' };
  if ([400, 413, 415].includes(error.status)) {
    const errors = Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { _: ['invalid'] };
    return { outcome: 'refused', errors };
  }
  return null;
}

/**
 * Runs a save: from a page of this site (Next checks the Origin against the Host; this against SITE_URL),
 * with a session cookie (the backend checks it with the work), values the schema takes, then `work`; the
 * tags are dropped once it went through.
 */
async function saved<S extends z.ZodType>(
  { schema, tags }: Options<S>,
  values: unknown,
  work: (session: string, input: z.output<S>) => Promise<Saved>,
): Promise<SaveState> {
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
}

/** A save of something without an id of its own (a new record, the social links, the home's slides). */
export const staffSave =
  <S extends z.ZodType>(options: Options<S>, work: (session: string, input: z.output<S>) => Promise<Saved>) =>
  (values: unknown): Promise<SaveState> =>
    saved(options, values, work);

/** A save of one record, its id bound by the page (`action.bind(null, id)`): gone for an id of nothing. */
export const staffRecordSave =
  <S extends z.ZodType>(
    options: Options<S>,
    work: (session: string, id: number, input: z.output<S>) => Promise<Saved>,
  ) =>
  async (id: number, values: unknown): Promise<SaveState> => {
    // A bound id of nothing names no record (it says nothing of which ids exist).
    const record = idOf(String(id));
    if (record === null) return { outcome: 'gone' };
    return saved(options, values, (session, input) => work(session, record, input));
  };
