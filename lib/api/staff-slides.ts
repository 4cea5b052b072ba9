import 'server-only';
import type { z } from 'zod';
import type { SlideType } from '@/lib/contract/slide-input';
import { savedSchema, staffSlidesSchema } from './schemas/staff';
import { staffChange, staffJson, staffUpload } from './staff';

// The staff area's calls for the home's and the reach-out page's slides (docs/staff.md).

export type StaffSlide = z.output<typeof staffSlidesSchema>['data'][number];

export const staffSlides = async (session: string, type: SlideType): Promise<StaffSlide[]> =>
  (await staffJson(session, { path: 'slides', query: { type } }, staffSlidesSchema)).data;

/** Adds a slide; `form` holds `type`, `kind`, `alt` and the files. Throws `ApiError` 400/413/415. */
export const addSlide = async (session: string, form: FormData) =>
  (await staffUpload(session, 'slides', form, savedSchema)).data.id;

export const orderSlides = (session: string, type: SlideType, order: number[]) =>
  staffChange(session, { path: 'slides/order', method: 'PUT', json: { type, order } });
