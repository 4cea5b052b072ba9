import 'server-only';
import type { z } from 'zod';
import type { PostRecord } from '@/lib/contract/post-input';
import { ApiError } from './errors';
import {
  pictureIdsSchema,
  savedTalentSchema,
  staffPostAnswerSchema,
  staffPostsPageSchema,
  type staffPostSchema,
} from './schemas/staff';
import { services } from './services';
import { sessionHeader, uploadTimeoutMs, withoutContent } from './staff';

// The staff area's calls for the news (docs/staff.md), each with the staff member's session.

export type StaffPost = z.output<typeof staffPostSchema>;
export type EditedPost = z.output<typeof staffPostAnswerSchema>['data'];

export async function staffPosts(session: string, filter: { language?: string; q?: string; page?: number }) {
  const answer = await services().panel.json(
    { path: '/api/staff/posts', query: { ...filter }, headers: sessionHeader(session) },
    staffPostsPageSchema,
  );
  return { items: answer.data, page: answer.current_page, lastPage: answer.last_page, total: answer.total };
}

export async function staffPost(session: string, id: number): Promise<EditedPost | null> {
  try {
    return (
      await services().panel.json(
        { path: `/api/staff/posts/${id}`, headers: sessionHeader(session) },
        staffPostAnswerSchema,
      )
    ).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Creates a post (no `id`) or saves one; answers its id. Throws `ApiError` 400/409 with field codes. */
export async function savePost(session: string, id: number | null, post: PostRecord): Promise<number> {
  const answer = await services().panel.json(
    id === null
      ? { path: '/api/staff/posts', method: 'POST', json: post, headers: sessionHeader(session) }
      : { path: `/api/staff/posts/${id}`, method: 'PUT', json: post, headers: sessionHeader(session) },
    savedTalentSchema,
  );
  return answer.data.id;
}

export function deletePost(session: string, id: number): Promise<void> {
  return withoutContent({
    path: `/api/staff/posts/${id}`,
    method: 'DELETE',
    headers: sessionHeader(session),
  });
}

/** Sets a post's cover or thumbnail; `form` holds `picture` and `file`. */
export async function uploadPostPicture(session: string, id: number, form: FormData): Promise<void> {
  await withoutContent({
    path: `/api/staff/posts/${id}/pictures`,
    method: 'POST',
    form,
    headers: sessionHeader(session),
    timeoutMs: uploadTimeoutMs,
  });
}

/** Adds pictures under a post (its slides), after the ones it has; `form` holds the files. */
export async function uploadPostSlides(session: string, id: number, form: FormData): Promise<number[]> {
  const answer = await services().panel.json(
    {
      path: `/api/staff/posts/${id}/slides`,
      method: 'POST',
      form,
      headers: sessionHeader(session),
      timeoutMs: uploadTimeoutMs,
    },
    pictureIdsSchema,
  );
  return answer.data.ids;
}

export function orderPostSlides(session: string, id: number, order: number[]): Promise<void> {
  return withoutContent({
    path: `/api/staff/posts/${id}/slides/order`,
    method: 'PUT',
    json: { order },
    headers: sessionHeader(session),
  });
}

export function removePostSlide(session: string, id: number, slide: number): Promise<void> {
  return withoutContent({
    path: `/api/staff/posts/${id}/slides/${slide}`,
    method: 'DELETE',
    headers: sessionHeader(session),
  });
}
