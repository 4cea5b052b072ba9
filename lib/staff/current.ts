import 'server-only';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { staffSession } from '@/lib/api/staff';
import { staffLocale, staffLocaleCookie, staffTranslator, type StaffT } from './locale';
import { staffPaths } from './paths';
import { signInReturningTo, staffPageHeader } from './return-to';
import { sessionCookieName } from './session-cookie';
import { idOf } from './subject';

/** The staff area's language and the session token the browser sent, if any. */
export async function staffRequest() {
  const jar = await cookies();
  const locale = staffLocale(jar.get(staffLocaleCookie)?.value, (await headers()).get('accept-language'));
  return { locale, t: staffTranslator(locale), session: jar.get(sessionCookieName)?.value };
}

/** A staff page's signed-in member; anyone else is sent to the sign-in page. */
export async function signedInStaff() {
  const request = await staffRequest();
  const account = request.session ? await staffSession(request.session) : null;
  if (!account || !request.session) {
    // Back to this page after signing in again: the proxy tells the page its own address.
    const page = (await headers()).get(staffPageHeader);
    redirect(signInReturningTo(`${staffPaths.signIn}?error=expired`, page));
  }
  return { ...request, account, session: request.session };
}

/** A staff page's `generateMetadata`: its title, in the member's language. */
export const staffTitle = (key: Parameters<StaffT>[0]) => async (): Promise<Metadata> => ({
  title: (await staffRequest()).t(key),
});

/** What a staff page is given: its query (a list's filters, the outcome of its last form). */
export type StaffPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What an editor page is given: the id in its path, and the outcome its last form came back with. */
export type EditorProps = StaffPageProps & { params: Promise<{ id: string }> };

/**
 * An editor page's signed-in member and the thing it edits, loaded with `load`: a path that names none, or
 * one that is gone, is no page. `done` is what the last form sent from the page came back with, `query`
 * reads the rest of its address (`undo`, `note`, `gallery`).
 */
export async function staffEditor<T>(
  { params, searchParams }: EditorProps,
  load: (session: string, id: number) => Promise<T | null>,
) {
  const id = idOf((await params).id);
  if (id === null) notFound();
  const staff = await signedInStaff();
  const item = await load(staff.session, id);
  if (!item) notFound();
  const search = await searchParams;
  const query = (name: string) => (typeof search[name] === 'string' ? search[name] : undefined);
  return { ...staff, id, item, done: query('done'), query };
}
