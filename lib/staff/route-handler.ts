import 'server-only';
import { randomBytes } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { cookies } from 'next/headers';
import { ApiError } from '@/lib/api';
import { isGone, isSignedOut, staffSession } from '@/lib/api/staff';
import { env } from '@/lib/env';
import { readBounded } from '@/lib/forms/bounded-body';
import { isSameOrigin } from '@/lib/forms/origin';
import { field } from './form-action';
import { backTo, noSession, refusal, sessionOver } from './gate';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';
import { idOf } from './subject';
import { sendBatch, type BatchResult } from './upload-batch';
import { uploadNoteCookie, uploadNoteSeconds, writeUploadNote } from './upload-note';
import type { StaffUploadRoute, UploadOutcome } from './uploads';

// The route handlers the staff area keeps for what a form cannot be (docs/staff.md, "Changes"): the
// sign-in, the streamed uploads, the applicants' files, and nginx's question about a refused upload.

const crossSite = 'Changes can only be sent from the staff area of this site.';

/** The backend's ended session answered 401, what it no longer has 404 (`unknown`); anything else thrown. */
function answerOf(request: Request, error: unknown, unknown: string): Response {
  if (isSignedOut(error)) return refusal(request, 401, sessionOver);
  if (isGone(error)) return refusal(request, 404, unknown);
  throw error;
}

const sessionToken = async () => (await cookies()).get(sessionCookieName)?.value;

/** A staff route's work with the session cookie (401 without one; the backend checks it with the work). */
export async function withSession(
  request: Request,
  unknown: string,
  work: (session: string) => Promise<Response>,
): Promise<Response> {
  const session = await sessionToken();
  if (!session) return refusal(request, 401, noSession);
  try {
    return await work(session);
  } catch (error) {
    return answerOf(request, error, unknown);
  }
}

/** An answer before the body was read whole: closing the connection keeps Node from reading the rest. */
function unread(response: Response): Response {
  response.headers.set('Connection', 'close');
  return response;
}

/** A form of files, never read past `maxBytes` (null then); a refusal for another type or a broken body. */
async function readFiles(request: Request, maxBytes: number): Promise<FormData | Response | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('multipart/form-data'))
    return refusal(request, 415, 'Send the files as multipart/form-data.');
  const body = await readBounded(request, maxBytes, { overflow: 'leave' });
  if (!body) return null;
  try {
    return await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    return refusal(request, 400, 'The multipart body could not be read.');
  }
}

type UploadOptions = {
  /** The 404's message, for a path that names nothing and for what the backend no longer has. */
  unknown: string;
  /** The form's text fields the backend takes beside the files; `keep`, those the page is told again. */
  fields?: readonly string[];
  keep?: readonly string[];
  /** The part of the page the form was on, to go back to. */
  section?: (form: FormData) => string;
  send: (session: string, id: number, form: FormData) => Promise<unknown>;
} &
  /** The form's files, each under its backend name; or a batch of pictures, judged file by file. */
  ({ files: (form: FormData) => [string, File][] } | { batch: string });

/** The values of a form's `fields` the page is told again: short words only (a gallery's name). */
function keptValues(form: FormData, fields: readonly string[] = []): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((name) => {
      const value = form.get(name);
      return typeof value === 'string' && /^[\w-]{1,32}$/.test(value) ? [[name, value]] : [];
    }),
  );
}

/** Keeps the note naming the files a batch left out, for the page it goes back to; answers its id. */
async function keepNote(result: BatchResult, total: number): Promise<string> {
  const id = randomBytes(6).toString('base64url');
  const value = writeUploadNote({ id, arrived: result.arrived, total, files: result.noted, more: 0 });
  (await cookies()).set(uploadNoteCookie, value, {
    ...sessionCookieOptions(env.SITE_URL),
    maxAge: uploadNoteSeconds,
  });
  return id;
}

/**
 * A staff upload from a form that works without a script, checked in docs/staff-uploads-nginx.md's order
 * before a byte of its body is read (the id after the session, so that nobody else learns which exist); the
 * member goes back to the form's page saying what became of the files.
 */
export function staffUpload(upload: StaffUploadRoute, options: UploadOptions) {
  return async (request: Request, context: { params: Promise<Record<string, string>> }) => {
    if (!isSameOrigin(request.headers, env)) return unread(refusal(request, 403, crossSite));
    const session = await sessionToken();
    if (!session) return unread(refusal(request, 401, noSession));
    try {
      if (!(await staffSession(session))) return unread(refusal(request, 401, sessionOver));
    } catch (error) {
      console.error('the staff session could not be checked', error);
      return unread(refusal(request, 503, 'The staff service is not answering; try again in a moment.'));
    }
    const id = upload.route.includes('[id]') ? idOf((await context.params).id ?? '') : 0;
    if (id === null) return unread(refusal(request, 404, options.unknown));
    const form = await readFiles(request, upload.limit.bodyBytes);
    if (!form) return unread(backTo(upload.back(id, 'size')));
    if (form instanceof Response) return unread(form);
    const kept = keptValues(form, options.keep);
    const back = (outcome: UploadOutcome, query = kept) => {
      if (outcome === 'added' || outcome === 'some') revalidateTag(upload.tag, { expire: 0 });
      return backTo(upload.back(id, outcome, options.section?.(form), query));
    };
    // The form's fields the backend takes, and the files, each under its backend name.
    const send = (files: [string, File][]) => {
      const sent = new FormData();
      for (const name of options.fields ?? []) sent.set(name, field(form, name));
      for (const [name, file] of files) sent.set(name, file, file.name);
      return options.send(session, id, sent);
    };
    try {
      if ('batch' in options) {
        const chosen = form.getAll(options.batch).filter(isFile);
        if (chosen.length === 0) return back('none');
        const result = await sendBatch(chosen, upload.limit, (batch) =>
          send(batch.map((file, index) => [`picture_${index + 1}`, file])),
        );
        if (result.noted.length === 0) return back(result.outcome);
        return back(result.outcome, { ...kept, note: await keepNote(result, chosen.length) });
      }
      const files = options.files(form);
      if (files.length === 0) return back('none');
      await send(files);
      return back('added');
    } catch (error) {
      // What the staff member can mend: a file that is no picture (or video), too large, too many, missing.
      if (error instanceof ApiError && [400, 413, 415].includes(error.status)) {
        return back(error.status === 415 ? 'type' : error.status === 413 ? 'size' : 'invalid');
      }
      return answerOf(request, error, options.unknown);
    }
  };
}

const isFile = (value: FormDataEntryValue | null): value is File =>
  value !== null && typeof value !== 'string' && value.size > 0;

/** The files of the form's `names`, each under its own name. */
export const namedFiles =
  (...names: string[]) =>
  (form: FormData): [string, File][] =>
    names.flatMap((name) => {
      const file = form.get(name);
      return isFile(file) ? [[name, file] as [string, File]] : [];
    });
