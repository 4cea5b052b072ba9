'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { staffSignOut } from '@/lib/api/staff';
import { saveStaffLocale } from '@/lib/api/staff-notify';
import { env } from '@/lib/env';
import { isSameOrigin } from '@/lib/forms/origin';
import { log } from '@/lib/log/log';
import { staffLocale, staffLocaleCookie } from './locale';
import { staffPaths } from './paths';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

// The staff bar's two forms, on every staff page and the sign-in page (components/staff/staff-bar.tsx):
// taken with a session or without one, from a page of this site only.

/**
 * Switches the staff area to its other language, kept in a cookie for a year; the page it was sent from
 * comes back in it (a cookie set by an action renders the page again).
 */
export async function switchLanguage(): Promise<void> {
  if (!isSameOrigin(await headers(), env)) return;
  const jar = await cookies();
  const current = staffLocale(jar.get(staffLocaleCookie)?.value, (await headers()).get('accept-language'));
  const chosen = current === 'es' ? 'en' : 'es';
  jar.set(staffLocaleCookie, chosen, { ...sessionCookieOptions(env.SITE_URL), maxAge: 365 * 24 * 3600 });
  // The member's account keeps it too: their notification e-mails are written in it. The switch itself
  // stands whatever the backend says.
  const session = jar.get(sessionCookieName)?.value;
  if (session) {
    await saveStaffLocale(session, chosen).catch((error: unknown) => {
      log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'staff language not recorded',
      );
    });
  }
}

/** Ends the session on the backend (so the token is worthless even if copied), drops the cookie, to sign-in. */
export async function signOut(): Promise<void> {
  if (!isSameOrigin(await headers(), env)) return;
  const jar = await cookies();
  const session = jar.get(sessionCookieName)?.value;
  if (session) await staffSignOut(session);
  jar.delete({ name: sessionCookieName, ...sessionCookieOptions(env.SITE_URL) });
  redirect(staffPaths.signIn);
}
