import { NextResponse, type NextRequest } from 'next/server';
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

/**
 * The staff area's door, before any of its pages runs (docs/staff.md, "What the public and crawlers see").
 * Whether a cookie holds a live session is the backend's to say. A POST to a page is a Server Action, which
 * answers an ended session in its page (lib/staff/form-action.ts).
 */
export function staffGate(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const open = openStaffPaths.includes(pathname);
  let response: NextResponse;
  if (open) {
    response = NextResponse.next();
  } else if (isStaffApi(pathname)) {
    if (request.cookies.has(sessionCookieName)) response = NextResponse.next();
    else if (isNavigation(request.headers)) {
      const signIn = signInReturningTo(`${staffPaths.signIn}?error=expired`, pageOf(request.headers));
      response = NextResponse.redirect(new URL(signIn, request.url), 303);
    } else {
      response = NextResponse.json({ message: 'Sign in as staff first.', code: 'session' }, { status: 401 });
    }
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
