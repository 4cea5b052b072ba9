import { cookies, headers } from 'next/headers';
import { env } from '@/lib/env';
import { staffAction } from '@/lib/staff/action';
import { staffLocale, staffLocaleCookie } from '@/lib/staff/locale';
import { staffPaths } from '@/lib/staff/paths';
import { backTo } from '@/lib/staff/route-answers';
import { sessionCookieOptions } from '@/lib/staff/session-cookie';

/** Switches the staff area to its other language, kept in a cookie for a year, and goes back where one was. */
export const POST = staffAction({ body: 'form', open: true }, async ({ request }) => {
  const jar = await cookies();
  const current = staffLocale(jar.get(staffLocaleCookie)?.value, (await headers()).get('accept-language'));
  jar.set(staffLocaleCookie, current === 'es' ? 'en' : 'es', {
    ...sessionCookieOptions(env.SITE_URL),
    maxAge: 365 * 24 * 3600,
  });
  // Back to the page the form was on, when it is one of the staff area's.
  const referer = request.headers.get('referer');
  const from = referer ? new URL(referer, request.url) : null;
  const back = from?.pathname.startsWith(staffPaths.inbox)
    ? `${from.pathname}${from.search}`
    : staffPaths.inbox;
  return backTo(back);
});
