import 'server-only';
import type { z } from 'zod';
import type { TalentGallery, TalentRecord } from '@/lib/contract/talent-input';
import type { Category } from '@/lib/vocabulary/categories';
import { ApiError } from './errors';
import {
  pictureIdsSchema,
  savedTalentSchema,
  staffTalentAnswerSchema,
  staffTalentsPageSchema,
  tagChoicesSchema,
  type staffTalentSchema,
} from './schemas/staff';
import { services } from './services';
import { sessionHeader, uploadTimeoutMs, withoutContent } from './staff';

// The staff area's calls for the roster (docs/staff.md), each with the staff member's session. What is sent
// was validated with lib/contract's schema already; the backend validates it again.

export type StaffTalent = z.output<typeof staffTalentSchema>;

export async function staffTalents(
  session: string,
  filter: { category?: Category; q?: string; page?: number },
) {
  const answer = await services().panel.json(
    { path: '/api/staff/talents', query: { ...filter }, headers: sessionHeader(session) },
    staffTalentsPageSchema,
  );
  return { items: answer.data, page: answer.current_page, lastPage: answer.last_page, total: answer.total };
}

/** One talent as the editor shows it, or null when there is none. */
export async function staffTalent(session: string, id: number): Promise<StaffTalent | null> {
  try {
    const answer = await services().panel.json(
      { path: `/api/staff/talents/${id}`, headers: sessionHeader(session) },
      staffTalentAnswerSchema,
    );
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function tagChoices(session: string) {
  return (
    await services().panel.json(
      { path: '/api/staff/tags', headers: sessionHeader(session) },
      tagChoicesSchema,
    )
  ).data;
}

/** Creates a talent (no `id`) or saves one; answers its id. Throws `ApiError` 400 with field codes. */
export async function saveTalent(session: string, id: number | null, talent: TalentRecord): Promise<number> {
  const answer = await services().panel.json(
    id === null
      ? { path: '/api/staff/talents', method: 'POST', json: talent, headers: sessionHeader(session) }
      : { path: `/api/staff/talents/${id}`, method: 'PUT', json: talent, headers: sessionHeader(session) },
    savedTalentSchema,
  );
  return answer.data.id;
}

export function deleteTalent(session: string, id: number): Promise<void> {
  return withoutContent({
    path: `/api/staff/talents/${id}`,
    method: 'DELETE',
    headers: sessionHeader(session),
  });
}

/** Adds pictures to a gallery, or sets the cover; `form` holds `gallery` and the files. */
export async function uploadPictures(session: string, id: number, form: FormData): Promise<number[]> {
  const answer = await services().panel.json(
    {
      path: `/api/staff/talents/${id}/pictures`,
      method: 'POST',
      form,
      headers: sessionHeader(session),
      timeoutMs: uploadTimeoutMs,
    },
    pictureIdsSchema,
  );
  return answer.data.ids;
}

export async function orderPictures(session: string, id: number, gallery: TalentGallery, order: number[]) {
  await withoutContent({
    path: `/api/staff/talents/${id}/pictures/order`,
    method: 'PUT',
    json: { gallery, order },
    headers: sessionHeader(session),
  });
}

export function removePicture(session: string, id: number, picture: number): Promise<void> {
  return withoutContent({
    path: `/api/staff/talents/${id}/pictures/${picture}`,
    method: 'DELETE',
    headers: sessionHeader(session),
  });
}

/** Adds a video by the link staff pasted. Throws `ApiError` 400 (`link`: `video`, `too_many`) or 404. */
export async function addVideo(session: string, id: number, link: string): Promise<void> {
  await services().panel.json(
    {
      path: `/api/staff/talents/${id}/videos`,
      method: 'POST',
      json: { link },
      headers: sessionHeader(session),
    },
    savedTalentSchema,
  );
}

export function removeVideo(session: string, id: number, video: number): Promise<void> {
  return withoutContent({
    path: `/api/staff/talents/${id}/videos/${video}`,
    method: 'DELETE',
    headers: sessionHeader(session),
  });
}
