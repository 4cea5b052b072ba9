import 'server-only';
import { randomBytes } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { cookies } from 'next/headers';
import { ApiError } from '@/lib/api';
import { isSignedOut, staffSession } from '@/lib/api/staff';
import { env } from '@/lib/env';
import { isSameOrigin } from '@/lib/forms/origin';
import { browserAnswer } from './browser-answers';
import { readFiles, readForm, type Read } from './request-bodies';
import { tagsOfRoute } from './route-tags';
import { backTo, isGone, sessionEnded, sessionToken, staffError } from './route-answers';
import { sessionCookieOptions } from './session-cookie';
import { idOf } from './subject';
import { sendBatch, type BatchResult } from './upload-batch';
import { uploadNoteCookie, uploadNoteSeconds, writeUploadNote } from './upload-note';
import type { StaffUploadRoute, UploadOutcome } from './uploads';

// Every route handler of the staff area is one of these: the checks in one order (the Origin, the
// session, the path, the body within its bound), the work, and the backend's refusals answered alike.

type Params = Record<string, string>;
type StaffRoute = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

/**
 * What every staff route answers after its own work: a change that went through drops the public pages'
 * data it reaches, here, in this process (the cache handler shares it with the other instances); a
 * browser's navigation refused for an ended session or a thing not there goes to the sign-in page or the
 * staff 404, never to JSON (lib/staff/browser-answers.ts).
 */
function answered(route: StaffRoute): StaffRoute {
  return async (request, context) => {
    const response = await route(request, context);
    if (request.method !== 'GET' && response.status < 400) {
      for (const tag of tagsOfRoute(new URL(request.url).pathname)) revalidateTag(tag, { expire: 0 });
    }
    if (response.status !== 401 && response.status !== 404) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { code?: string };
    const to = browserAnswer(request.headers, response.status, body.code);
    if (!to) return response;
    const back = backTo(to);
    const connection = response.headers.get('Connection');
    if (connection) back.headers.set('Connection', connection);
    return back;
  };
}

/**
 * What a route reads: a plain form (the sign-in, a video's link) or nothing (a GET). The editors' saves
 * are Server Actions (lib/staff/save-action.ts).
 */
type Body = 'form' | 'none';
type InputOf<B extends Body> = B extends 'form' ? URLSearchParams : undefined;

type ActionOptions<B extends Body, P, Open extends boolean> = {
  body: B;
  /** The path's segments as the action takes them, or null for a path that names nothing (404). */
  path?: (params: Params) => P | null;
  /** The 404's message: for a path that names nothing, and for what the backend no longer has. */
  unknown?: string;
  /** Taken without a session: the sign-in form, the language switch, signing out. */
  open?: Open;
};

type ActionContext<B extends Body, P, Open extends boolean> = {
  request: Request;
  session: Open extends true ? string | undefined : string;
  path: P;
  input: InputOf<B>;
};

const signedOut = () => sessionEnded();
const noSession = () => sessionEnded('Sign in as staff first.');
const crossSite = () => staffError(403, 'Changes can only be sent from the staff area of this site.');

/** The backend's refusals every action answers the same way; null for what the route's work must answer. */
function answerOf(error: unknown, options: { unknown?: string }) {
  if (isSignedOut(error)) return signedOut();
  if (options.unknown && isGone(error)) return staffError(404, options.unknown);
  return null;
}

/**
 * A staff route: a change from a page of this site (403 otherwise; a GET changes nothing), by a member
 * with a session (401; the backend checks it with the work), to a path that names something (404), with a
 * body of the route's kind within its bound; then the work, whose backend errors are answered here.
 */
export function staffAction<B extends Body, P = Params, Open extends boolean = false>(
  options: ActionOptions<B, P, Open>,
  work: (context: ActionContext<B, P, Open>) => Promise<Response>,
): StaffRoute {
  return answered(async (request, context) => {
    if (options.body !== 'none' && !isSameOrigin(request.headers, env)) {
      return crossSite();
    }
    const session = await sessionToken();
    if (!session && !options.open) return noSession();
    const params = (await context?.params) ?? {};
    const path = options.path ? options.path(params) : (params as P);
    if (path === null) return staffError(404, options.unknown ?? 'Not found.');
    const read: Read<unknown> = options.body === 'form' ? await readForm(request) : { input: undefined };
    if ('refusal' in read) return read.refusal;
    try {
      return await work({ request, session, path, input: read.input } as ActionContext<B, P, Open>);
    } catch (error) {
      const answer = answerOf(error, options);
      if (answer) return answer;
      throw error;
    }
  });
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

type UploadOptions = {
  /** The 404's message, for a path that names nothing and for what the backend no longer has. */
  unknown: string;
  /** The form's text fields the backend takes beside the files. */
  fields?: readonly string[];
  /** Of those, the ones the page goes back with in its address, as chosen (a gallery). */
  keep?: readonly string[];
  /** The part of the page the form was on, to go back to. */
  section?: (form: FormData) => string;
  send: (session: string, id: number, form: FormData) => Promise<unknown>;
} & (
  | {
      /** The form's files (none empty), each under the name the backend takes it by. */
      files: (form: FormData) => [string, File][];
    }
  | {
      /**
       * The form's field of a batch of pictures, judged file by file (lib/staff/upload-batch.ts): those
       * within their bounds are sent, numbered (`picture_1`...), and the others named on the page.
       */
      batch: string;
    }
);

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
 * A staff upload (pictures, a post's cover, a slide's picture or video), from a form that works without a
 * script, checked before a byte of its body is read: from a page of this site (403), by a live session
 * (401, asked of the backend), to an id its path names (404, after the session, so that nobody else learns
 * which ids exist), as a form of files (415) within the route's bound, declared or streamed (back to the
 * form's page with the `size` outcome). Its fields and files go on to the backend, which checks each file
 * by its bytes (of a batch, those within their bounds: the others are named on the page, through a note);
 * then back to the form's page, saying what became of them, with the choices it keeps (the gallery).
 */
export function staffUpload(upload: StaffUploadRoute, options: UploadOptions): StaffRoute {
  return answered(async (request, context) => {
    if (!isSameOrigin(request.headers, env)) return unread(crossSite());
    const session = await sessionToken();
    if (!session) return unread(noSession());
    try {
      if (!(await staffSession(session))) return unread(signedOut());
    } catch (error) {
      console.error('the staff session could not be checked', error);
      return unread(staffError(503, 'The staff service is not answering; try again in a moment.'));
    }
    const id = upload.route.includes('[id]') ? idOf((await context.params).id ?? '') : 0;
    if (id === null) return unread(staffError(404, options.unknown));
    const read = await readFiles(request, upload.limit.bodyBytes);
    if (!read) return unread(backTo(upload.back(id, 'size')));
    if ('refusal' in read) return unread(read.refusal);
    const form = read.input;
    const kept = keptValues(form, options.keep);
    const back = (outcome: UploadOutcome, query = kept) =>
      backTo(upload.back(id, outcome, options.section?.(form), query));
    const withFields = () => {
      const sent = new FormData();
      for (const name of options.fields ?? []) {
        const value = form.get(name);
        sent.set(name, typeof value === 'string' ? value : '');
      }
      return sent;
    };
    try {
      if ('batch' in options) {
        const chosen = form.getAll(options.batch).filter(isFile);
        if (chosen.length === 0) return back('none');
        const result = await sendBatch(chosen, upload.limit, (batch) => {
          const sent = withFields();
          batch.forEach((file, index) => sent.set(`picture_${index + 1}`, file, file.name));
          return options.send(session, id, sent);
        });
        if (result.noted.length === 0) return back(result.outcome);
        return back(result.outcome, { ...kept, note: await keepNote(result, chosen.length) });
      }
      const files = options.files(form);
      if (files.length === 0) return back('none');
      const sent = withFields();
      for (const [name, file] of files) sent.set(name, file, file.name);
      await options.send(session, id, sent);
      return back('added');
    } catch (error) {
      // What the staff member can mend: a file that is no picture (or video), too large, too many, missing.
      if (error instanceof ApiError && [400, 413, 415].includes(error.status)) {
        return back(error.status === 415 ? 'type' : error.status === 413 ? 'size' : 'invalid');
      }
      const answer = answerOf(error, { unknown: options.unknown });
      if (answer) return answer;
      throw error;
    }
  });
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
