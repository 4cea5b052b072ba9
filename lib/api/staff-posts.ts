import 'server-only';
import type { z } from 'zod';
import * as schemas from './schemas/staff';
import * as staff from './staff';

// The staff area's calls for the news (docs/staff.md), each with the staff member's session.

export type StaffPost = z.output<typeof schemas.staffPostSchema>;
export type EditedPost = z.output<typeof schemas.staffPostAnswerSchema>['data'];

export const staffPosts = (session: string, query: { language?: string; q?: string; page?: number }) =>
  staff.staffListPage(session, { path: 'posts', query }, schemas.staffPostsPageSchema);

export const staffPost = (session: string, id: number): Promise<EditedPost | null> =>
  staff.staffOne(session, `posts/${id}`, schemas.staffPostAnswerSchema);

/** Sets a post's cover or thumbnail; `form` holds `picture` and `file`. */
export async function uploadPostPicture(session: string, id: number, form: FormData): Promise<void> {
  await staff.staffUpload(session, `posts/${id}/pictures`, form, schemas.savedSchema);
}

/** Adds pictures under a post (its slides), after the ones it has; `form` holds the files. */
export const uploadPostSlides = async (session: string, id: number, form: FormData) =>
  (await staff.staffUpload(session, `posts/${id}/slides`, form, schemas.idsAnswerSchema)).data.ids;

export const orderPostSlides = (session: string, id: number, order: number[]) =>
  staff.staffChange(session, { path: `posts/${id}/slides/order`, method: 'PUT', json: { order } });

export const removePostSlide = (session: string, id: number, slide: number) =>
  staff.staffDelete(session, `posts/${id}/slides/${slide}`);
