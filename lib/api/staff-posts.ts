import 'server-only';
import type { z } from 'zod';
import type { PostRecord } from '@/lib/contract/post-input';
import {
  pictureIdsSchema,
  staffPostAnswerSchema,
  staffPostsPageSchema,
  type staffPostSchema,
} from './schemas/staff';
import {
  staffChange,
  staffJson,
  staffListPage,
  staffOne,
  staffSave,
  uploadTimeoutMs,
  type Saved,
  type Versioned,
} from './staff';

// The staff area's calls for the news (docs/staff.md), each with the staff member's session.

export type StaffPost = z.output<typeof staffPostSchema>;
export type EditedPost = z.output<typeof staffPostAnswerSchema>['data'];

export function staffPosts(session: string, query: { language?: string; q?: string; page?: number }) {
  return staffListPage(session, { path: '/api/staff/posts', query }, staffPostsPageSchema);
}

export function staffPost(session: string, id: number): Promise<EditedPost | null> {
  return staffOne(session, `/api/staff/posts/${id}`, staffPostAnswerSchema);
}

/**
 * Creates a post (no `id`) or saves one from the `version` it was edited from; answers its id and new
 * version. Throws `ApiError` 400/409 with field codes, 409 `stale` (`staleVersionOf`).
 */
export function savePost(
  session: string,
  id: number | null,
  post: PostRecord | Versioned<PostRecord>,
): Promise<Saved> {
  return staffSave(session, '/api/staff/posts', id, post);
}

export function deletePost(session: string, id: number): Promise<void> {
  return staffChange(session, { path: `/api/staff/posts/${id}`, method: 'DELETE' });
}

/** Sets a post's cover or thumbnail; `form` holds `picture` and `file`. */
export function uploadPostPicture(session: string, id: number, form: FormData): Promise<void> {
  const path = `/api/staff/posts/${id}/pictures`;
  return staffChange(session, { path, method: 'POST', form, timeoutMs: uploadTimeoutMs });
}

/** Adds pictures under a post (its slides), after the ones it has; `form` holds the files. */
export async function uploadPostSlides(session: string, id: number, form: FormData): Promise<number[]> {
  const path = `/api/staff/posts/${id}/slides`;
  const call = { path, method: 'POST', form, timeoutMs: uploadTimeoutMs } as const;
  return (await staffJson(session, call, pictureIdsSchema)).data.ids;
}

export function orderPostSlides(session: string, id: number, order: number[]): Promise<void> {
  return staffChange(session, {
    path: `/api/staff/posts/${id}/slides/order`,
    method: 'PUT',
    json: { order },
  });
}

export function removePostSlide(session: string, id: number, slide: number): Promise<void> {
  return staffChange(session, { path: `/api/staff/posts/${id}/slides/${slide}`, method: 'DELETE' });
}
