import { NextResponse, type NextRequest } from 'next/server';
import { staffRoot } from '@/lib/i18n/pathnames';
import { isStaffApi, openStaffPaths, staffPaths } from './paths';
import { returnPath, signInReturningTo, staffPageHeader } from './return-to';
import { sessionCookieName, staffAnswerHeaders } from './session-cookie';

/** Whether a request is a browser's navigation (a link, a plain form), not a script's fetch. */
export function isNavigation(headers: Headers): boolean {
  const mode = headers.get('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (headers.get('accept') ?? '').includes('text/html');
}

/** The staff page the navigation came from (its Referer), to come back to after signing in; else none. */
export function pageOf(headers: Headers): string | null {
  try {
    const url = new URL(headers.get('referer') ?? '');
    return returnPath(url.pathname + url.search);
  } catch {
    return null;
  }
}

/** 303 to a page of the staff area; a relative Location, so the proxy's host never reaches the browser. */
export function backTo(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, ...staffAnswerHeaders } });
}

/**
 * A refusal of the staff area's door or of one of its routes: JSON for a script (a 401 with the code
 * `session`, on which the area's scripts keep what was typed); a browser's navigation (a plain upload form,
 * a file opened in a tab) goes instead to the sign-in page for a 401, back to the page it came from, and to
 * the staff 404 for a 404. `to` writes that redirect: the door's is absolute, as Next's proxy wants it.
 */
export function refusal(request: Request, status: number, message: string, to = backTo): Response {
  if (isNavigation(request.headers) && status === 401) {
    return to(signInReturningTo(`${staffPaths.signIn}?error=expired`, pageOf(request.headers)));
  }
  if (isNavigation(request.headers) && status === 404) return to(`${staffRoot}/not-found`);
  const body = status === 401 ? { message, code: 'session' } : { message };
  return Response.json(body, { status, headers: staffAnswerHeaders });
}

export const noSession = 'Sign in as staff first.';
export const sessionOver = 'Your staff session has ended; sign in again.';

/**
 * The staff area's door, before any of its pages runs (docs/staff.md, "What the public and crawlers see").
 * Whether a cookie holds a live session is the backend's to say. A POST to a page is a Server Action, which
 * answers an ended session in its page (lib/staff/form-action.ts).
 */
export function staffGate(request: NextRequest): Response {
  const { pathname } = request.nextUrl;
  const open = openStaffPaths.includes(pathname);
  let response: Response;
  if (open) {
    response = NextResponse.next();
  } else if (isStaffApi(pathname)) {
    response = request.cookies.has(sessionCookieName)
      ? NextResponse.next()
      : refusal(request, 401, noSession, (path) => NextResponse.redirect(new URL(path, request.url), 303));
  } else if (request.cookies.has(sessionCookieName)) {
    // The page learns its own address, to come back to should the session be over (lib/staff/current.ts).
    const headers = new Headers(request.headers);
    headers.set(staffPageHeader, pathname + request.nextUrl.search);
    response = NextResponse.next({ request: { headers } });
  } else if (request.method === 'POST') {
    response = NextResponse.next();
  } else {
    const signIn = signInReturningTo(staffPaths.signIn, pathname + request.nextUrl.search);
    response = NextResponse.redirect(new URL(signIn, request.url), 307);
  }
  for (const [name, value] of Object.entries(staffAnswerHeaders)) response.headers.set(name, value);
  return response;
}
