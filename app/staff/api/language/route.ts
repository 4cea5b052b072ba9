import { cookies, headers } from 'next/headers';
import { saveStaffLocale } from '@/lib/api/staff-notify';
import { env } from '@/lib/env';
import { log } from '@/lib/log/log';
import { staffAction } from '@/lib/staff/action';
import { staffLocale, staffLocaleCookie } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import { backTo } from '@/lib/staff/route-answers';
import { sessionCookieOptions } from '@/lib/staff/session-cookie';

/** Switches the staff area to its other language, kept in a cookie for a year, and goes back where one was. */
export const POST = staffAction({ body: 'form', open: true }, async ({ request, session }) => {
  const jar = await cookies();
  const current = staffLocale(jar.get(staffLocaleCookie)?.value, (await headers()).get('accept-language'));
  const chosen = current === 'es' ? 'en' : 'es';
  jar.set(staffLocaleCookie, chosen, { ...sessionCookieOptions(env.SITE_URL), maxAge: 365 * 24 * 3600 });
  // The member's account keeps it too: their notification e-mails are written in it. The switch itself
  // stands whatever the backend says.
  if (session) {
    await saveStaffLocale(session, chosen).catch((error: unknown) => {
      log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'staff language not recorded',
      );
    });
  }
  // Back to the page the form was on, when it is one of the staff area's.
  const referer = request.headers.get('referer');
  const from = referer ? new URL(referer, request.url) : null;
  const back = from?.pathname.startsWith(staffPaths.inbox)
    ? `${from.pathname}${from.search}`
    : staffPaths.inbox;
  return backTo(back);
});
