import 'server-only';
import { cookies } from 'next/headers';
import { ApiError } from '@/lib/api';
import { staffAnswerHeaders, sessionCookieName } from './session-cookie';

// The answers the staff area's route handlers give (a redirect back to a page, or a JSON error), all
// `no-store`, and the session they act with.

/** 303 to a page of the staff area; a relative Location, so the proxy's host never reaches the browser. */
export function backTo(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, ...staffAnswerHeaders } });
}

export function staffError(status: number, message: string, code?: string): Response {
  return Response.json(code ? { message, code } : { message }, { status, headers: staffAnswerHeaders });
}

/**
 * 401 with the code `session`: no live session sent the call (no cookie, or one the backend no longer
 * knows). The area's scripts read the code and keep what was typed, asking the member to sign in again.
 */
export const sessionEnded = (message = 'Your staff session has ended; sign in again.'): Response =>
  staffError(401, message, 'session');

/** Whether the backend answered that the thing asked for is not there (deleted meanwhile, never was). */
export const isGone = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The session token the browser sent, if any. */
export async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookieName)?.value;
}
