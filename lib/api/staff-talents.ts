import 'server-only';
import type { z } from 'zod';
import type { TalentGallery, TalentRecord } from '@/lib/contract/talent-input';
import type { Category } from '@/lib/vocabulary/categories';
import {
  pictureIdsSchema,
  savedTalentSchema,
  staffTalentAnswerSchema,
  staffTalentsPageSchema,
  tagChoicesSchema,
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

// The staff area's calls for the roster (docs/staff.md), each with the staff member's session. What is sent
// was validated with lib/contract's schema already; the backend validates it again.

export type StaffTalent = z.output<typeof staffTalentAnswerSchema>['data'];

export function staffTalents(session: string, query: { category?: Category; q?: string; page?: number }) {
  return staffListPage(session, { path: '/api/staff/talents', query }, staffTalentsPageSchema);
}

/** One talent as the editor shows it, or null when there is none. */
export function staffTalent(session: string, id: number): Promise<StaffTalent | null> {
  return staffOne(session, `/api/staff/talents/${id}`, staffTalentAnswerSchema);
}

export async function tagChoices(session: string) {
  return (await staffJson(session, { path: '/api/staff/tags' }, tagChoicesSchema)).data;
}

/**
 * Creates a talent (no `id`) or saves one from the `version` it was edited from; answers its id and new
 * version. Throws `ApiError` 400 with field codes, 409 `stale` (`staleVersionOf`).
 */
export function saveTalent(
  session: string,
  id: number | null,
  talent: TalentRecord | Versioned<TalentRecord>,
): Promise<Saved> {
  return staffSave(session, '/api/staff/talents', id, talent);
}

export function deleteTalent(session: string, id: number): Promise<void> {
  return staffChange(session, { path: `/api/staff/talents/${id}`, method: 'DELETE' });
}

/** Adds pictures to a gallery, or sets the cover; `form` holds `gallery` and the files. */
export async function uploadPictures(session: string, id: number, form: FormData): Promise<number[]> {
  const path = `/api/staff/talents/${id}/pictures`;
  const call = { path, method: 'POST', form, timeoutMs: uploadTimeoutMs } as const;
  return (await staffJson(session, call, pictureIdsSchema)).data.ids;
}

export function orderPictures(session: string, id: number, gallery: TalentGallery, order: number[]) {
  const path = `/api/staff/talents/${id}/pictures/order`;
  return staffChange(session, { path, method: 'PUT', json: { gallery, order } });
}

export function removePicture(session: string, id: number, picture: number): Promise<void> {
  return staffChange(session, { path: `/api/staff/talents/${id}/pictures/${picture}`, method: 'DELETE' });
}

/** Adds a video by the link staff pasted. Throws `ApiError` 400 (`link`: `video`, `too_many`) or 404. */
export async function addVideo(session: string, id: number, link: string): Promise<void> {
  const call = { path: `/api/staff/talents/${id}/videos`, method: 'POST', json: { link } } as const;
  await staffJson(session, call, savedTalentSchema);
}

export function removeVideo(session: string, id: number, video: number): Promise<void> {
  return staffChange(session, { path: `/api/staff/talents/${id}/videos/${video}`, method: 'DELETE' });
}

/** Removes the talent's cover with its file (a plain removal: the page asks first). */
export function removeCover(session: string, id: number): Promise<void> {
  return staffChange(session, { path: `/api/staff/talents/${id}/cover`, method: 'DELETE' });
}
