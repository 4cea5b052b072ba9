import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { isSameOrigin } from '@/lib/forms/origin';
import { readBounded } from '@/lib/forms/route-guard';
import { staffAnswerHeaders, sessionCookieName } from './session-cookie';

// What the staff area's route handlers share: the Origin check every change passes, the small form bodies
// they read, and the answers they give (a redirect back to a page, or a JSON error), all `no-store`.

const MAX_FORM_BYTES = 8 * 1024;

/** 303 to a page of the staff area; a relative Location, so the proxy's host never reaches the browser. */
export function backTo(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, ...staffAnswerHeaders } });
}

export function staffError(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: staffAnswerHeaders });
}

/**
 * The form of a staff change, or the refusal to send: 403 when it does not come from a page of this site,
 * 413 when larger than a staff form can be, 415 when it is no form.
 */
export async function staffForm(
  request: Request,
): Promise<{ form: URLSearchParams } | { refusal: Response }> {
  if (!isSameOrigin(request.headers, request.url, env.SITE_URL)) {
    return { refusal: staffError(403, 'Changes can only be sent from the staff area of this site.') };
  }
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    return { refusal: staffError(415, 'Send the form as application/x-www-form-urlencoded.') };
  }
  const body = await readBounded(request, MAX_FORM_BYTES);
  if (!body) return { refusal: staffError(413, 'The form is larger than a staff form can be.') };
  return { form: new URLSearchParams(new TextDecoder().decode(body)) };
}

/** The session token the browser sent, if any. */
export async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookieName)?.value;
}
