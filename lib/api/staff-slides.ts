import 'server-only';
import type { z } from 'zod';
import type { SlideType } from '@/lib/contract/slide-input';
import { savedTalentSchema, staffSlidesSchema } from './schemas/staff';
import { staffChange, staffJson, uploadTimeoutMs } from './staff';

// The staff area's calls for the home's and the reach-out page's slides (docs/staff.md).

export type StaffSlide = z.output<typeof staffSlidesSchema>['data'][number];

export async function staffSlides(session: string, type: SlideType): Promise<StaffSlide[]> {
  return (await staffJson(session, { path: '/api/staff/slides', query: { type } }, staffSlidesSchema)).data;
}

/** Adds a slide; `form` holds `type`, `kind`, `alt` and the files. Throws `ApiError` 400/413/415. */
export async function addSlide(session: string, form: FormData): Promise<number> {
  const call = { path: '/api/staff/slides', method: 'POST', form, timeoutMs: uploadTimeoutMs } as const;
  return (await staffJson(session, call, savedTalentSchema)).data.id;
}

export function orderSlides(session: string, type: SlideType, order: number[]): Promise<void> {
  return staffChange(session, { path: '/api/staff/slides/order', method: 'PUT', json: { type, order } });
}

export function deleteSlide(session: string, id: number): Promise<void> {
  return staffChange(session, { path: `/api/staff/slides/${id}`, method: 'DELETE' });
}
