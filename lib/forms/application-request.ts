import 'server-only';
import type { Attributes } from '@/lib/api';
import type { Application, ApplicationValues } from './application-schema';
import { inMegabytes } from '@/lib/contract/upload-limits';
import { MAX_PHOTO_BYTES, photoFields, type PhotoField } from './application-schema';
import { sniffImageType } from '@/lib/contract/image-type';

export type PhotoCheck =
  | { ok: true; photos: Partial<Record<PhotoField, File>> }
  | { ok: false; status: 400 | 413 | 415; message: string; errors: Record<string, string[]> };

/**
 * The uploaded files, judged by what needs none of their bytes (an empty file input is no photo): only the
 * four photo fields, each at most once (400), each within the size bound (413).
 */
export function photoFilesOf(form: FormData): PhotoCheck {
  const photos: Partial<Record<PhotoField, File>> = {};
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') continue;
    // A file input left empty: browsers send it as a part with no file name and no bytes.
    if (value.size === 0 && value.name === '') continue;
    const known = photoFields.find((name) => name === field);
    if (!known || photos[known]) {
      return {
        ok: false,
        status: 400,
        message: 'Send exactly one photo in each of the four photo fields.',
        errors: { [field]: ['tooMany'] },
      };
    }
    if (value.size > MAX_PHOTO_BYTES) {
      return {
        ok: false,
        status: 413,
        message: `Each photo may weigh at most ${inMegabytes(MAX_PHOTO_BYTES)}.`,
        errors: { [field]: ['fileTooLarge'] },
      };
    }
    photos[known] = value;
  }
  return { ok: true, photos };
}

/**
 * Each photo really a png, gif or jpeg by its bytes (415), read once the other fields are known to be right.
 * A photo that passes is re-labelled with the type its bytes show, whatever the browser claimed.
 */
export async function checkPhotoBytes(files: Partial<Record<PhotoField, File>>): Promise<PhotoCheck> {
  const photos: Partial<Record<PhotoField, File>> = {};
  for (const field of photoFields) {
    const value = files[field];
    if (!value) continue;
    const bytes = new Uint8Array(await value.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type)
      return {
        ok: false,
        status: 415,
        message: 'Photos must be png, gif or jpeg images.',
        errors: { [field]: ['fileType'] },
      };
    photos[field] = new File([bytes], value.name || `${field}.${type.slice(6)}`, { type });
  }
  return { ok: true, photos };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The form's values as the shared schema expects them (text where text is due, files from `checkPhotoBytes`). */
export function applicationInput(
  form: FormData,
  photos: Partial<Record<PhotoField, File>>,
): Record<keyof ApplicationValues, unknown> {
  return {
    name: text(form, 'name'),
    gender: text(form, 'gender'),
    birthdate: text(form, 'birthdate'),
    height: text(form, 'height'),
    nationality: text(form, 'nationality'),
    country: text(form, 'country'),
    city: text(form, 'city'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    instagram: text(form, 'instagram'),
    skills: form.getAll('skills'),
    accept: ['1', 'true', 'on'].includes(text(form, 'accept') ?? ''),
    image_1: photos.image_1 ?? null,
    image_2: photos.image_2 ?? null,
    image_3: photos.image_3 ?? null,
    image_4: photos.image_4 ?? null,
    video_1: text(form, 'video_1') ?? '',
  };
}

/** The fields the backend's call names as the form does. */
const sameNames = ['name', 'gender', 'birthdate', 'height', 'email', 'phone', 'instagram'] as const;

export type Lookup = { ok: true; body: FormData } | { ok: false; errors: Record<string, string[]> };

/**
 * Resolves the chosen ids to their visible names from the site's own copy of the attributes (never the
 * browser's text), refusing unknown ids, and builds the multipart body of the backend's get-scouted call.
 */
export function backendApplication(application: Application, attributes: Attributes): Lookup {
  const countryName = (id: string) => attributes.countries.find((country) => String(country.id) === id)?.name;
  const nationality = countryName(application.nationality);
  const country = countryName(application.country);
  const city = attributes.cities.find((candidate) => String(candidate.id) === application.city)?.name;
  const skills = application.skills.map((id) => attributes.skills.find((skill) => String(skill.id) === id));

  const errors: Record<string, string[]> = {};
  if (!nationality) errors.nationality = ['invalidOption'];
  if (!country) errors.country = ['invalidOption'];
  if (!city) errors.city = ['invalidOption'];
  if (skills.some((skill) => !skill)) errors.skills = ['invalidOption'];
  if (!nationality || !country || !city || Object.keys(errors).length > 0) return { ok: false, errors };

  const body = new FormData();
  for (const name of sameNames) body.set(name, application[name]);
  const fields: Record<string, string> = {
    id_nationality: application.nationality,
    nationality,
    id_country: application.country,
    country,
    id_city: application.city,
    city,
    skills: JSON.stringify(skills.map((skill) => ({ id: skill?.id, name: skill?.name }))),
    accept: '1',
  };
  if (application.video_1) fields.video_1 = application.video_1;
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const field of photoFields) body.set(field, application[field], application[field].name);
  return { ok: true, body };
}
