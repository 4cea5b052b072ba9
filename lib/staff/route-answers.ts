import 'server-only';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { env } from '@/lib/env';
import { staffSession } from '@/lib/api/staff';
import { smallBodyBytes } from '@/lib/contract/upload-limits';
import { isSameOrigin } from '@/lib/forms/origin';
import { readBounded } from '@/lib/forms/bounded-body';
import { staffAnswerHeaders, sessionCookieName } from './session-cookie';
import type { StaffUploadRoute } from './uploads';

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

/** The largest change the area's scripts send (a news post's text): the proxy and nginx hold bodies to it too. */
const MAX_JSON_BYTES = smallBodyBytes;

/** A staff change sent as JSON by the area's own scripts, checked like a form, then against `schema`. */
export async function staffJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ data: z.output<S> } | { refusal: Response }> {
  if (!isSameOrigin(request.headers, request.url, env.SITE_URL)) {
    return { refusal: staffError(403, 'Changes can only be sent from the staff area of this site.') };
  }
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
    return { refusal: staffError(415, 'Send the change as application/json.') };
  }
  const body = await readBounded(request, MAX_JSON_BYTES);
  if (!body) return { refusal: staffError(413, 'The change is larger than a staff change can be.') };
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return { refusal: staffError(400, 'The body must be JSON.') };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { refusal: fieldErrors(parsed.error) };
  return { data: parsed.data };
}

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
 * An answer given before the body was read, or after reading stopped at the route's limit: the connection
 * is closed after it, so that the rest of the body is never read (Node would otherwise read and discard it
 * to keep the connection for another request).
 */
function unread(response: Response): Response {
  response.headers.set('Connection', 'close');
  return response;
}

/**
 * A multipart upload of the staff area (pictures, slides), checked before a byte of its body is read: it
 * must come from a page of this site (403) and a live session (401, asked of the backend), and be a form
 * of files (415). A body over the route's limit, declared or streamed, is never read past it: the member
 * is sent back to the form's page with the `size` outcome. `id` is the one the route's path names: null
 * when it names none (404, after the session, so that nobody else learns which ids exist).
 */
export async function staffUpload(
  request: Request,
  upload: StaffUploadRoute<'size'>,
  { id = 0, unknown = 'Not found.' }: { id?: number | null; unknown?: string } = {},
): Promise<{ form: FormData; session: string; id: number } | { refusal: Response }> {
  const refuse = (response: Response) => ({ refusal: unread(response) });
  if (!isSameOrigin(request.headers, request.url, env.SITE_URL)) {
    return refuse(staffError(403, 'Changes can only be sent from the staff area of this site.'));
  }
  const session = await sessionToken();
  if (!session) return refuse(staffError(401, 'Sign in as staff first.'));
  let account: Awaited<ReturnType<typeof staffSession>>;
  try {
    account = await staffSession(session);
  } catch (error) {
    console.error('the staff session could not be checked', error);
    return refuse(staffError(503, 'The staff service is not answering; try again in a moment.'));
  }
  if (!account) return refuse(staffError(401, 'Your staff session has ended; sign in again.'));
  if (id === null) return refuse(staffError(404, unknown));
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    return refuse(staffError(415, 'Send the files as multipart/form-data.'));
  }
  const tooLarge = () => refuse(backTo(upload.back(id, 'size')));
  const body = await readBounded(request, upload.limit.bodyBytes, { overflow: 'leave' });
  if (!body) return tooLarge();
  try {
    const form = await new Response(body, { headers: { 'content-type': type } }).formData();
    return { form, session, id };
  } catch {
    return refuse(staffError(400, 'The multipart body could not be read.'));
  }
}

/** The session token the browser sent, if any. */
export async function sessionToken(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookieName)?.value;
}
