import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, countries, skills } from '../db/schema';
import { addFieldError, type FieldErrors } from '../http/errors';
import { uploadLimits } from '../../lib/contract/upload-limits';
import { cleanImage } from '../lib/clean-image';
import { sniffImage, type ImageType } from '../../lib/contract/image-type';
import { photoFields, type ApplicationInput } from './schemas';

export type Photo = { field: string; bytes: Uint8Array; type: ImageType };
export type PhotoFiles = { files: [field: string, file: File][]; tooLarge: boolean; unsupported: boolean };

/**
 * Exactly the four photo fields, each within the picture bound and starting like a png, gif or jpeg: what
 * can be told without decoding a photo, so that a form whose fields are refused costs no decoding.
 */
export async function photoFiles(
  files: Map<string, File>,
  fields: Record<string, string>,
  errors: FieldErrors,
): Promise<PhotoFiles> {
  const result: PhotoFiles = { files: [], tooLarge: false, unsupported: false };
  for (const name of files.keys()) {
    if (!(photoFields as readonly string[]).includes(name))
      addFieldError(errors, name, /^image_\d+$/.test(name) ? 'too_many' : 'unknown');
  }
  for (const field of photoFields) {
    const file = files.get(field);
    if (!file) {
      addFieldError(errors, field, field in fields ? 'type' : 'required');
      continue;
    }
    if (file.size > uploadLimits.application.pictureBytes) {
      addFieldError(errors, field, 'too_large');
      result.tooLarge = true;
      continue;
    }
    if (!sniffImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) {
      addFieldError(errors, field, 'type');
      result.unsupported = true;
      continue;
    }
    result.files.push([field, file]);
  }
  return result;
}

/**
 * The photos decoded and encoded again (cleanImage), once everything else about the form is known to be
 * right; null with the fields refused when one is no picture after all (or one of too many pixels).
 */
export async function cleanPhotos(files: PhotoFiles['files'], errors: FieldErrors): Promise<Photo[] | null> {
  const photos: Photo[] = [];
  for (const [field, file] of files) {
    const clean = await cleanImage(new Uint8Array(await file.arrayBuffer()));
    if (clean) photos.push({ field, ...clean });
    else addFieldError(errors, field, 'type');
  }
  return Object.keys(errors).length > 0 ? null : photos;
}

/** The ids must name existing rows, and the city must belong to the chosen country. */
export async function checkReferences(db: Db, input: ApplicationInput, errors: FieldErrors): Promise<void> {
  const countryIds = [...new Set([input.id_nationality, input.id_country])];
  const found = await db
    .select({ id: countries.id })
    .from(countries)
    .where(inArray(countries.id, countryIds));
  const known = new Set(found.map((row) => row.id));
  if (!known.has(input.id_nationality)) addFieldError(errors, 'id_nationality', 'unknown');
  if (!known.has(input.id_country)) addFieldError(errors, 'id_country', 'unknown');
  const city = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, input.id_city), eq(cities.countryId, input.id_country)))
    .limit(1);
  if (city.length === 0) addFieldError(errors, 'id_city', 'unknown');
  const skillIds = [...new Set((input.skills ?? []).map((skill) => skill.id))];
  if (skillIds.length > 0) {
    const rows = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, skillIds));
    if (rows.length !== skillIds.length) addFieldError(errors, 'skills', 'unknown');
  }
}
