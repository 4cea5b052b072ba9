import 'server-only';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { ApiError, staleVersionOf } from '@/lib/api';
import { staleCode } from '@/lib/contract/record-version';
import { staffAnswerHeaders, sessionCookieName } from './session-cookie';

// The answers the staff area's route handlers give (a redirect back to a page, JSON, or a JSON error), all
// `no-store`, and the session they act with.

/** 303 to a page of the staff area; a relative Location, so the proxy's host never reaches the browser. */
export function backTo(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, ...staffAnswerHeaders } });
}

/** A JSON answer to the area's own scripts; null for 204 with no body. */
export function staffAnswer(value: unknown, status = 200): Response {
  if (value === null) return new Response(null, { status: 204, headers: staffAnswerHeaders });
  return Response.json(value, { status, headers: staffAnswerHeaders });
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

/** 400 with the fields that are refused, each with its codes, as the backend words them. */
export function fieldErrors(error: z.ZodError | Record<string, string[]>): Response {
  const errors: Record<string, string[]> = {};
  if (error instanceof z.ZodError) {
    for (const issue of error.issues) {
      const field = String(issue.path[0] ?? '_');
      const code =
        issue.code === 'custom' && typeof issue.params?.code === 'string' ? issue.params.code : 'invalid';
      (errors[field] ??= []).push(code);
    }
  } else Object.assign(errors, error);
  return Response.json(
    { message: 'The given data was invalid.', errors },
    { status: 400, headers: staffAnswerHeaders },
  );
}

/**
 * A refusal of the backend that the staff member can act on (a field, a picture, a save from an older
 * version of the record: 409 `stale` with the stored one, for the editor to say who saved since), as the
 * same answer.
 */
export function refusalOf(error: unknown): Response | null {
  const current = staleVersionOf(error);
  if (current) {
    const body = {
      message: 'Someone saved this after you opened it; nothing was saved.',
      code: staleCode,
      current,
    };
    return Response.json(body, { status: 409, headers: staffAnswerHeaders });
  }
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status === 400 || error.status === 413 || error.status === 415) {
    return fieldErrors(Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { _: ['invalid'] });
  }
  return null;
}

/** Whether the backend answered that the thing asked for is not there (deleted meanwhile, never was). */
export const isGone = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The session token the browser sent, if any. */
export async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookieName)?.value;
}
