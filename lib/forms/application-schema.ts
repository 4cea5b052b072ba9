import { z } from 'zod';
import { parseDatabaseId } from '@/lib/http/database-id';
import { genderValues, heightValues } from '@/lib/options';
import { isPlausibleBirthdate } from '@/lib/contract/birthdate';
import { email, isPrintable, phone, requiredText, selectedId } from './fields';
import { acceptedImageTypes } from '@/lib/contract/image-type';

import { MAX_PHOTO_BYTES, MAX_SKILLS } from './form-values';

export { MAX_PHOTO_BYTES, photoFields, type PhotoField } from './form-values';

type FileLike = { name: string; size: number; type: string };

// Duck-typed rather than `instanceof File`: browsers, jsdom and Node's undici each bring their own File.
function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<FileLike>;
  return typeof file.name === 'string' && typeof file.size === 'number' && typeof file.type === 'string';
}

// The form holds `null` until a photo is chosen; the output is always a File.
const photo = z
  .custom<File | null>((value) => isFileLike(value) && value.size > 0, { error: 'required' })
  .transform((file) => file as File)
  .refine((file) => (acceptedImageTypes as readonly string[]).includes(file.type), { error: 'fileType' })
  .refine((file) => file.size <= MAX_PHOTO_BYTES, { error: 'fileTooLarge' });

const optionalLink = z
  .string({ error: 'invalidUrl' })
  .trim()
  .max(500, { error: 'tooLong' })
  .refine(isPrintable, { error: 'invalidCharacter' })
  .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), { error: 'invalidUrl' });

/** The application (be a model) form, checked in the browser and again by `app/api/get-scouted`. */
export const applicationSchema = z.object({
  name: requiredText(120),
  gender: z.string({ error: 'required' }).pipe(z.enum(genderValues, { error: 'required' })),
  birthdate: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine((value) => isPlausibleBirthdate(value), { error: 'invalidDate' }),
  height: z
    .string({ error: 'required' })
    .min(1, { error: 'required' })
    .refine((value) => heightValues.has(value), { error: 'invalidOption' }),
  nationality: selectedId,
  country: selectedId,
  city: selectedId,
  email,
  phone,
  instagram: requiredText(100),
  skills: z
    .array(z.string().refine((value) => parseDatabaseId(value) !== null, { error: 'invalidOption' }))
    .max(MAX_SKILLS, { error: 'tooMany' }),
  accept: z.boolean().refine((value) => value, { error: 'mustAccept' }),
  image_1: photo,
  image_2: photo,
  image_3: photo,
  image_4: photo,
  video_1: optionalLink,
});

/** The application's fields but its photos: what the site checks before it reads a photo's bytes. */
export const applicationFieldsSchema = applicationSchema.omit({
  image_1: true,
  image_2: true,
  image_3: true,
  image_4: true,
});

/** What the form holds while it is being filled (files are `null` until chosen, the box unticked). */
export type ApplicationValues = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;
