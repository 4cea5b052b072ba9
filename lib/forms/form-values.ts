// The forms' starting values and fixed shapes, apart from their zod schemas: the form components import
// these with the page and load the schemas only when they first check something (lazy-resolver.ts).

import { uploadLimits } from '@/lib/contract/upload-limits';

/** The most a photo may weigh, here as in the backend (lib/contract/upload-limits.ts). */
export const MAX_PHOTO_BYTES = uploadLimits.application.pictureBytes;
export const photoFields = ['image_1', 'image_2', 'image_3', 'image_4'] as const;
export type PhotoField = (typeof photoFields)[number];
export const MAX_SKILLS = 30;

/** The application's fields that hold one line of text, as the form and its posts name them. */
export const applicationTextFields = [
  'name',
  'birthdate',
  'height',
  'gender',
  'nationality',
  'country',
  'city',
  'email',
  'phone',
  'instagram',
  'video_1',
] as const;

/**
 * Talents one request may carry. The composed message lists a name and a profile URL per talent and must fit
 * the contact message's 5000 characters with the visitor's note: 30 lines of about 100 characters plus a
 * 1000-character note leave room. A client's shortlist is rarely longer.
 */
export const MAX_SELECTION = 30;
export const MAX_NOTE = 1000;
