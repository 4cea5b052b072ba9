import 'server-only';
import { revalidateTag } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
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
import { idsOf } from './subject';

// Every staff change a plain form makes is a Server Action built here (docs/staff.md, "Changes"): the
// checks in one order, the work, the public pages' cache dropped in this process, and back to the page.

type Options = {
  /** The public pages' data the change alters, dropped at once (`expire: 0`, as app/api/revalidate). */
  tags?: readonly CacheTag[] | ((form: FormData) => readonly CacheTag[]);
};

/** The words of a refusal, in the member's language; the sign-in link for an ended session. */
async function refused(refusal: ActionRefusal): Promise<ActionState> {
  const { t } = await staffRequest();
  return refusal === 'session'
    ? { refusal, message: t('forms.session.actionEnded'), signIn: t('forms.session.signIn') }
    : { refusal, message: t(`forms.refused.${refusal}`) };
}

/**
 * A staff Server Action: from a page of this site (Next checks the Origin against the Host; this checks it
 * against SITE_URL, as the routes do), with a session cookie (the backend checks it with the work), then
 * `work`, which answers the page to go back to (with its `done`) or a refusal of its own. The backend's
 * refusals (an ended session, the role, a thing gone, a field) come back to the page as a state, never as
 * an error page; what the backend fails at is thrown on to the error page.
 */
export function staffFormAction(
  options: Options,
  /** Answers the page to go back to, or the name of a refusal (an `ActionRefusal`). */
  work: (session: string, form: FormData) => Promise<string>,
): StaffFormAction {
  return async (_state, form) => {
    if (!isSameOrigin(await headers(), env)) return refused('origin');
    const { session } = await staffRequest();
    if (!session) return refused('session');
    let back: string;
    try {
      back = await work(session, form);
    } catch (error) {
      const refusal = refusalOfError(error);
      if (!refusal) throw error;
      return refused(refusal);
    }
    const refusal = actionRefusals.find((name) => name === back);
    if (refusal) return refused(refusal);
    const tags = typeof options.tags === 'function' ? options.tags(form) : (options.tags ?? []);
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    redirect(back);
  };
}

/** A form's field as text ('' when missing or a file). */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form's `names` as ids (hidden fields a page's form carries), or null when one is no id. */
export const formIds = <K extends string>(form: FormData, ...names: K[]): Record<K, number> | null =>
  idsOf(...names)(Object.fromEntries(names.map((name) => [name, field(form, name)])));
