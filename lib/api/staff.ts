import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { ApiError } from './errors';
import {
  sessionAnswerSchema,
  signInAnswerSchema,
  staffInboxPageSchema,
  staffItemAnswerSchema,
  inboxIdsAnswerSchema,
  inboxNewCountsSchema,
  type staffAccountSchema,
  type inboxItemSchema,
  savedTalentSchema,
} from './schemas/staff';
import type { ServiceRequest } from './client';
import { services } from './services';
import type { InboxKind, InboxStatus } from '@/lib/contract/inbox';
import type { Locale } from '@/lib/locales';

// The staff area's calls to the embedded backend's staff service (docs/staff.md). Every call but the
// sign-in carries the staff member's session; the panel client adds the site's own token.

export type StaffAccount = z.output<typeof staffAccountSchema>;
export type { InboxKind, InboxStatus };
export type StaffInboxItem = z.output<typeof inboxItemSchema>;

export const sessionHeader = (session: string) => ({ 'X-Staff-Session': session });

/** A call of the staff service, as every staff call is made: with the member's session. */
type StaffCall = Omit<ServiceRequest, 'headers'>;

/** A staff call's answer, read with `schema`. */
export function staffJson<S extends z.ZodType>(
  session: string,
  call: StaffCall,
  schema: S,
): Promise<z.output<S>> {
  return services().panel.json({ ...call, headers: sessionHeader(session) }, schema);
}

/** A staff change the backend answers with no content (204). */
export function staffChange(session: string, call: StaffCall): Promise<void> {
  return withoutContent({ ...call, headers: sessionHeader(session) });
}

type PageSchema = z.ZodType<{ data: unknown[]; current_page: number; last_page: number; total: number }>;

/** A page of one of the staff lists (the inbox, the roster, the news), as the pages read it. */
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

/** What a save answers: the record's id, and of a save (not a creation) its new version. */
export type Saved = { id: number; version?: number };

/**
 * Creates a thing of the staff area (no `id`: POST to `path`) or saves one (PUT to `path/id`, the body with
 * the `version` it was edited from); answers its id and new version. Throws `ApiError` 400 (409 for a taken
 * address) with field codes, or 409 `stale` with the stored version (`staleVersionOf`).
 */
export async function staffSave(
  session: string,
  path: string,
  id: number | null,
  json: object,
): Promise<Saved> {
  const call: StaffCall =
    id === null ? { path, method: 'POST', json } : { path: `${path}/${id}`, method: 'PUT', json };
  return (await staffJson(session, call, savedTalentSchema)).data;
}

/** One thing for its page (a submission, a talent, a post), or null when there is none. */
export async function staffOne<S extends z.ZodType<{ data: unknown }>>(
  session: string,
  path: string,
  schema: S,
): Promise<z.output<S>['data'] | null> {
  try {
    return (await staffJson(session, { path }, schema)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * How long an upload's call may take: the backend checks and re-encodes a batch of pictures one by one,
 * which a page's API_TIMEOUT_MS was never meant for. Under nginx's own wait for the site (deploy/nginx.conf,
 * `proxy_read_timeout`), so the staff member gets the site's answer rather than nginx's.
 */
export const uploadTimeoutMs = 45_000;

/** The backend refused the session: expired, revoked or never valid. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.fieldErrors.session?.[0] === 'signed_out';
}

/**
 * The back end has no staff service: the site reads the agency's own panel, whose panel is the admin.
 * Its answer to the staff service's address is a 404 (or a 405) instead of the service's own.
 */
export function isStaffAreaOff(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 404 || error.status === 405);
}

export type SignInResult =
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
    if (error instanceof ApiError && error.status === 401) return { ok: false, reason: 'refused' };
    // The account's password is the demo one, which a public site refuses (docs/staff.md).
    if (error instanceof ApiError && error.fieldErrors.password?.[0] === 'published') {
      return { ok: false, reason: 'published' };
    }
    if (error instanceof ApiError && error.status === 429) return { ok: false, reason: 'locked' };
    if (isStaffAreaOff(error)) return { ok: false, reason: 'off' };
    throw error;
  }
}

/** The account of a live session, or null when it is over. */
export async function staffSession(session: string): Promise<StaffAccount | null> {
  try {
    return (await staffJson(session, { path: '/api/staff/session' }, sessionAnswerSchema)).account;
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

/** Answers of no content (204): read as a response, not as JSON. */
export async function withoutContent(request: Parameters<ReturnType<typeof services>['panel']['stream']>[0]) {
  const response = await services().panel.stream(request);
  await response.body?.cancel();
}

export async function staffSignOut(session: string): Promise<void> {
  try {
    await staffChange(session, { path: '/api/staff/session', method: 'DELETE' });
  } catch (error) {
    if (!isSignedOut(error)) throw error;
  }
}

export function staffInbox(
  session: string,
  filter: { kind: InboxKind; status?: InboxStatus; q?: string; page?: number },
) {
  const query = { kind: filter.kind, status: filter.status, q: filter.q, page: filter.page };
  return staffListPage(session, { path: '/api/staff/inbox', query }, staffInboxPageSchema);
}

/**
 * One submission (reading it marks it seen) with its neighbours in the list `from` describes, an
 * application's places and skills named in `language`; null when it is gone.
 */
export async function staffInboxItem(
  session: string,
  subject: { kind: InboxKind; id: number },
  from: { status?: InboxStatus; q?: string; language: Locale },
) {
  const path = `/api/staff/inbox/${subject.kind}/${subject.id}`;
  try {
    return await staffJson(session, { path, query: from }, staffItemAnswerSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * How many applications and messages nobody has opened yet; asked once a request (React's cache), so a page
 * can start it beside its own call and the staff bar reads the same answer.
 */
export const staffInboxNewCounts = cache(
  async (session: string) =>
    (await staffJson(session, { path: '/api/staff/inbox/new' }, inboxNewCountsSchema)).data,
);

/** Sets the status of many submissions of a kind; answers the ids that still existed. */
export async function setInboxStatuses(session: string, kind: InboxKind, ids: number[], status: InboxStatus) {
  const call = { path: `/api/staff/inbox/${kind}`, method: 'PATCH', json: { ids, status } } as const;
  return (await staffJson(session, call, inboxIdsAnswerSchema)).data.ids;
}

/** Deletes many submissions of a kind with their files; answers the ids that still existed. */
export async function eraseInboxItems(session: string, kind: InboxKind, ids: number[]) {
  const call = { path: `/api/staff/inbox/${kind}/erase`, method: 'POST', json: { ids } } as const;
  return (await staffJson(session, call, inboxIdsAnswerSchema)).data.ids;
}

export function setInboxStatus(session: string, kind: InboxKind, id: number, status: InboxStatus) {
  return staffChange(session, { path: `/api/staff/inbox/${kind}/${id}`, method: 'PATCH', json: { status } });
}

export function eraseInboxItem(session: string, kind: InboxKind, id: number): Promise<void> {
  return staffChange(session, { path: `/api/staff/inbox/${kind}/${id}`, method: 'DELETE' });
}

/** An applicant's photo, streamed to the staff member's browser. */
export function staffFile(session: string, id: number): Promise<Response> {
  return services().panel.stream({ path: `/api/staff/files/${id}`, headers: sessionHeader(session) });
}
