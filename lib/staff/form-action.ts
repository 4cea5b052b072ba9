import 'server-only';
import { revalidateTag } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { staleVersionOf } from '@/lib/api/errors';
import type { CacheTag } from '@/lib/contract/cache-tags';
import { env } from '@/lib/env';
import { isSameOrigin } from '@/lib/forms/origin';
import {
  actionRefusals,
  refusalOfError,
  type ActionRefusal,
  type ActionState,
  type StaffFormAction,
} from './action-refusal';
import { staffRequest } from './current';
import { fieldCodesOf, type SaveState } from './save-state';
import { idOf } from './subject';

// Every staff change is a Server Action built here (docs/staff.md, "Changes"): a plain form's
// (`staffFormAction`) or an editor's save (`staffSave`), both checked in one order (`sessionOf`).

type Tags = readonly CacheTag[];

/** The session of a change from a page of this site, or why there is none. */
async function sessionOf(): Promise<{ session: string } | 'origin' | 'session'> {
  if (!isSameOrigin(await headers(), env)) return 'origin';
  const { session } = await staffRequest();
  return session ? { session } : 'session';
}

/** Drops the public pages' data a change alters, at once (`expire: 0`, as app/api/revalidate). */
function expire(tags: Tags) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/** The words of a refusal, in the member's language; the sign-in link for an ended session. */
async function refused(refusal: ActionRefusal): Promise<ActionState> {
  const { t } = await staffRequest();
  return refusal === 'session'
    ? { refusal, message: t('forms.session.actionEnded'), signIn: t('forms.session.signIn') }
    : { refusal, message: t(`forms.refused.${refusal}`) };
}

/**
 * A plain form's Server Action: `work` answers the page to go back to (with its `done`) or the name of a
 * refusal (an `ActionRefusal`). What the backend fails at, rather than refuses, is thrown on.
 */
export function staffFormAction(
  options: { tags?: Tags | ((form: FormData) => Tags) },
  work: (session: string, form: FormData) => Promise<string>,
): StaffFormAction {
  return async (_state, form) => {
    const door = await sessionOf();
    if (typeof door === 'string') return refused(door);
    let back: string;
    try {
      back = await work(door.session, form);
    } catch (error) {
      const refusal = refusalOfError(error);
      if (!refusal) throw error;
      return refused(refusal);
    }
    const refusal = actionRefusals.find((name) => name === back);
    if (refusal) return refused(refusal);
    expire(typeof options.tags === 'function' ? options.tags(form) : (options.tags ?? []));
    redirect(back);
  };
}

/** A form's field as text ('' when missing or a file). */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form's `names` as ids (hidden fields a page's form carries), or null when one is no id. */
export function formIds<K extends string>(form: FormData, ...names: K[]): Record<K, number> | null {
  const ids = names.map((name) => [name, idOf(field(form, name))] as const);
  return ids.every(([, id]) => id !== null) ? (Object.fromEntries(ids) as Record<K, number>) : null;
}

type Saved = { id?: number; version?: number } | void;
/** The values' schema (the one the editor checks them with), and the public data a save alters. */
type SaveOptions<S extends z.ZodType> = { schema: S; tags: Tags };

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
 * A save of what has no id of its own (a new record, the social links, a slider's order): its outcome is
 * the editor's state, so the editor stays on its page, keeping what was typed.
 */
export const staffSave =
  <S extends z.ZodType>(
    { schema, tags }: SaveOptions<S>,
    work: (session: string, input: z.output<S>) => Promise<Saved>,
  ) =>
  async (values: unknown): Promise<SaveState> => {
    const door = await sessionOf();
    if (typeof door === 'string') return { outcome: door };
    const parsed = schema.safeParse(values);
    if (!parsed.success) return { outcome: 'refused', errors: fieldCodesOf(parsed.error) };
    let result: Saved;
    try {
      result = await work(door.session, parsed.data);
    } catch (error) {
      const state = stateOfError(error);
      if (!state) throw error;
      return state;
    }
    expire(tags);
    return { outcome: 'saved', ...(result ?? {}) };
  };

/** A save of one record, its id bound by the page (`action.bind(null, id)`); gone for an id of nothing. */
export const staffRecordSave =
  <S extends z.ZodType>(
    options: SaveOptions<S>,
    work: (session: string, id: number, input: z.output<S>) => Promise<Saved>,
  ) =>
  async (id: number, values: unknown): Promise<SaveState> => {
    const record = idOf(String(id));
    if (record === null) return { outcome: 'gone' };
    return staffSave(options, (session, input) => work(session, record, input))(values);
  };
