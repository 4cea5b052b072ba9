import { NextResponse, type NextRequest } from 'next/server';
import { isStaffApi, openStaffPaths, staffPaths } from './paths';
import { signInReturningTo, staffPageHeader } from './return-to';
import { sessionCookieName, staffAnswerHeaders } from './session-cookie';

/**
 * The staff area's door, before any of its pages runs: every answer gets `no-store` and `noindex`; a request
 * without a session cookie is sent to the sign-in page, which sends it on to the page asked for, or answered
 * 401 by the staff APIs. Whether a cookie holds a live session is the backend's to say, asked by the page or
 * route itself.
 */
export function staffGate(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const open = openStaffPaths.includes(pathname);
  let response: NextResponse;
  if (open) {
    response = NextResponse.next();
  } else if (isStaffApi(pathname)) {
    response = request.cookies.has(sessionCookieName)
      ? NextResponse.next()
      : NextResponse.json({ message: 'Sign in as staff first.', code: 'session' }, { status: 401 });
  } else if (request.cookies.has(sessionCookieName)) {
    // The page learns its own address, to come back to should the session be over (lib/staff/current.ts).
    const headers = new Headers(request.headers);
    headers.set(staffPageHeader, pathname + request.nextUrl.search);
    response = NextResponse.next({ request: { headers } });
  } else {
    const signIn = signInReturningTo(staffPaths.signIn, pathname + request.nextUrl.search);
    response = NextResponse.redirect(new URL(signIn, request.url), 307);
  }
  for (const [name, value] of Object.entries(staffAnswerHeaders)) response.headers.set(name, value);
  return response;
}
