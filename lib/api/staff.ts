import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { ApiError } from './errors';
import {
  sessionAnswerSchema,
  signInAnswerSchema,
  staffInboxPageSchema,
  staffItemAnswerSchema,
  idsAnswerSchema,
  inboxNewCountsSchema,
  type staffAccountSchema,
  type inboxItemSchema,
  savedSchema,
} from './schemas/staff';
import type { ServiceRequest } from './client';
import { services } from './services';
import type { InboxKind, InboxStatus } from '@/lib/contract/inbox';
import type { PostRecord } from '@/lib/contract/post-input';
import type { TalentRecord } from '@/lib/contract/talent-input';
import type { Locale } from '@/lib/locales';

// The staff area's calls to the embedded backend's staff service (docs/staff.md), each named by its path
// under /api/staff. Every call but the sign-in carries the staff member's session; the panel client adds
// the site's own token.

export type StaffAccount = z.output<typeof staffAccountSchema>;
export type { InboxKind, InboxStatus };
export type StaffInboxItem = z.output<typeof inboxItemSchema>;

/** A call of the staff service, its path under /api/staff. */
type StaffCall = Omit<ServiceRequest, 'headers'>;

const request = (session: string, call: StaffCall): ServiceRequest => ({
  ...call,
  path: `/api/staff/${call.path}`,
  headers: { 'X-Staff-Session': session },
});

export function staffJson<S extends z.ZodType>(
  session: string,
  call: StaffCall,
  schema: S,
): Promise<z.output<S>> {
  return services().panel.json(request(session, call), schema);
}

/** A staff change the backend answers with no content (204): read as a response, not as JSON. */
export async function staffChange(session: string, call: StaffCall): Promise<void> {
  const response = await services().panel.stream(request(session, call));
  await response.body?.cancel();
}

export const staffDelete = (session: string, path: string) =>
  staffChange(session, { path, method: 'DELETE' });

type PageSchema = z.ZodType<{ data: unknown[]; current_page: number; last_page: number; total: number }>;

/** A page of one of the staff lists (the inbox, the roster, the news). */
export async function staffListPage<S extends PageSchema>(
  session: string,
  call: StaffCall,
  schema: S,
): Promise<{ items: z.output<S>['data']; page: number; lastPage: number; total: number }> {
  const answer = await staffJson(session, call, schema);
  return { items: answer.data, page: answer.current_page, lastPage: answer.last_page, total: answer.total };
}

/** A save's body: the record's fields and the version its editor was opened with. */
export type Versioned<T> = T & { version: number };

/** A creation answers the record's id; a save, its new version too. */
export type Saved = { id: number; version?: number };

/** The fields of each kind of record the staff edit, as lib/contract's schema validated them. */
type RecordFields = { talents: TalentRecord; posts: PostRecord };

/**
 * Creates a talent or a post (no `id`: POST) or saves one (PUT to its path, the body with the `version` it
 * was edited from); answers its id and new version. Throws `ApiError` 400 (409 for a taken address) with
 * field codes, or 409 `stale` with the stored version (`staleVersionOf`).
 */
export async function saveRecord<K extends keyof RecordFields>(
  session: string,
  path: K,
  id: number | null,
  json: RecordFields[K] | Versioned<RecordFields[K]>,
): Promise<Saved> {
  const call: StaffCall =
    id === null ? { path, method: 'POST', json } : { path: `${path}/${id}`, method: 'PUT', json };
  return (await staffJson(session, call, savedSchema)).data;
}

/** Whether the backend answered that the thing asked for is not there (deleted meanwhile, never was). */
export const isGone = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

async function unlessGone<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (isGone(error)) return null;
    throw error;
  }
}

/** One thing for its page (a talent, a post), or null when there is none. */
export async function staffOne<S extends z.ZodType<{ data: unknown }>>(
  session: string,
  path: string,
  schema: S,
): Promise<z.output<S>['data'] | null> {
  return (await unlessGone(staffJson(session, { path }, schema)))?.data ?? null;
}

/**
 * How long an upload's call may take: the backend checks and re-encodes a batch of pictures one by one,
 * which a page's API_TIMEOUT_MS was never meant for. Under nginx's own wait for the site (deploy/nginx.conf,
 * `proxy_read_timeout`), so the staff member gets the site's answer rather than nginx's.
 */
const uploadTimeoutMs = 45_000;

/** Sends a form of files (POST), with an upload's longer wait; its answer read with `schema`. */
export const staffUpload = <S extends z.ZodType>(session: string, path: string, form: FormData, schema: S) =>
  staffJson(session, { path, method: 'POST', form, timeoutMs: uploadTimeoutMs }, schema);

/** The backend refused the session: expired, revoked or never valid. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.fieldErrors.session?.[0] === 'signed_out';
}

export async function unlessSignedOut<T, U>(answer: Promise<T>, otherwise: U): Promise<T | U> {
  try {
    return await answer;
  } catch (error) {
    if (isSignedOut(error)) return otherwise;
    throw error;
  }
}

/**
 * The back end has no staff service: the site reads the agency's own panel, whose panel is the admin.
 * Its answer to the staff service's address is a 404 (or a 405) instead of the service's own.
 */
export function isStaffAreaOff(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 404 || error.status === 405);
}

type SignInResult =
  | { ok: true; token: string; account: StaffAccount }
  | { ok: false; reason: 'refused' | 'locked' | 'published' | 'off'; retryAfterSeconds?: number };

export async function staffSignIn(email: string, password: string, address: string): Promise<SignInResult> {
  try {
    const answer = await services().panel.json(
      { path: '/api/staff/sessions', method: 'POST', json: { email, password, address } },
      signInAnswerSchema,
    );
    return { ok: true, ...answer };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) return { ok: false, reason: 'refused' };
    // The account's password is the demo one, which a public site refuses (docs/staff.md).
    if (error.fieldErrors.password?.[0] === 'published') return { ok: false, reason: 'published' };
    if (error.status === 429)
      return { ok: false, reason: 'locked', retryAfterSeconds: error.retryAfterSeconds };
    if (isStaffAreaOff(error)) return { ok: false, reason: 'off' };
    throw error;
  }
}

/** The account of a live session, or null when it is over. */
export async function staffSession(session: string): Promise<StaffAccount | null> {
  const answer = await unlessSignedOut(staffJson(session, { path: 'session' }, sessionAnswerSchema), null);
  return answer?.account ?? null;
}

export async function staffSignOut(session: string): Promise<void> {
  await unlessSignedOut(staffDelete(session, 'session'), undefined);
}

export const staffInbox = (
  session: string,
  query: { kind: InboxKind; status?: InboxStatus; q?: string; page?: number },
) => staffListPage(session, { path: 'inbox', query }, staffInboxPageSchema);

/**
 * One submission (reading it marks it seen) with its neighbours in the list `from` describes, an
 * application's places and skills named in `language`; null when it is gone.
 */
export function staffInboxItem(
  session: string,
  subject: { kind: InboxKind; id: number },
  from: { status?: InboxStatus; q?: string; language: Locale },
) {
  const path = `inbox/${subject.kind}/${subject.id}`;
  return unlessGone(staffJson(session, { path, query: from }, staffItemAnswerSchema));
}

/**
 * How many applications and messages nobody has opened yet; asked once a request (React's cache), so a page
 * can start it beside its own call and the staff bar reads the same answer.
 */
export const staffInboxNewCounts = cache(
  async (session: string) => (await staffJson(session, { path: 'inbox/new' }, inboxNewCountsSchema)).data,
);

/** A change of submissions of a kind (one, from its page); answers the ids that still existed. */
const inboxBulk = async (session: string, call: StaffCall) =>
  (await staffJson(session, call, idsAnswerSchema)).data.ids;

export const setInboxStatuses = (session: string, kind: InboxKind, ids: number[], status: InboxStatus) =>
  inboxBulk(session, { path: `inbox/${kind}`, method: 'PATCH', json: { ids, status } });

export const eraseInboxItems = (session: string, kind: InboxKind, ids: number[]) =>
  inboxBulk(session, { path: `inbox/${kind}/erase`, method: 'POST', json: { ids } });

/** An applicant's photo, streamed to the staff member's browser. */
export const staffFile = (session: string, id: number): Promise<Response> =>
  services().panel.stream(request(session, { path: `files/${id}` }));
