import 'server-only';
import type { z } from 'zod';
import type { TalentGallery } from '@/lib/contract/talent-input';
import type { Category } from '@/lib/vocabulary/categories';
import * as schemas from './schemas/staff';
import * as staff from './staff';

// The staff area's calls for the roster (docs/staff.md), each with the staff member's session. What is sent
// was validated with lib/contract's schema already; the backend validates it again.

export type StaffTalent = z.output<typeof schemas.staffTalentAnswerSchema>['data'];

export const staffTalents = (session: string, query: { category?: Category; q?: string; page?: number }) =>
  staff.staffListPage(session, { path: 'talents', query }, schemas.staffTalentsPageSchema);

export const staffTalent = (session: string, id: number): Promise<StaffTalent | null> =>
  staff.staffOne(session, `talents/${id}`, schemas.staffTalentAnswerSchema);

export const tagChoices = async (session: string) =>
  (await staff.staffJson(session, { path: 'tags' }, schemas.tagChoicesSchema)).data;

/** Adds pictures to a gallery, or sets the cover; `form` holds `gallery` and the files. */
export const uploadPictures = async (session: string, id: number, form: FormData) =>
  (await staff.staffUpload(session, `talents/${id}/pictures`, form, schemas.idsAnswerSchema)).data.ids;

export const orderPictures = (session: string, id: number, gallery: TalentGallery, order: number[]) =>
  staff.staffChange(session, {
    path: `talents/${id}/pictures/order`,
    method: 'PUT',
    json: { gallery, order },
  });

export const removePicture = (session: string, id: number, picture: number) =>
  staff.staffDelete(session, `talents/${id}/pictures/${picture}`);

/** Adds a video by the link staff pasted. Throws `ApiError` 400 (`link`: `video`, `too_many`) or 404. */
export const addVideo = (session: string, id: number, link: string) =>
  staff.staffChange(session, { path: `talents/${id}/videos`, method: 'POST', json: { link } });

export const removeVideo = (session: string, id: number, video: number) =>
  staff.staffDelete(session, `talents/${id}/videos/${video}`);

/** Removes the talent's cover with its file (a plain removal: the page asks first). */
export const removeCover = (session: string, id: number) => staff.staffDelete(session, `talents/${id}/cover`);
