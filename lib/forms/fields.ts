import { z } from 'zod';
import { parseDatabaseId } from '@/lib/http/database-id';

// Zod compiles object checks with `new Function` where it can; the site's content security policy allows no
// eval, so in the browser the probe alone is a reported violation. Every form schema imports this module
// first, so the interpreted checks are used from the start (the forms are small: the speed is the same).
z.config({ jitless: true });

// Building blocks shared by the form schemas. Every error is a message key of the `Forms.errors`
// namespace, translated where it is shown, and the same code the route answers in `errors`.

// C0 control characters other than tab and line breaks, and DEL: never meant in a form, often pasted by
// accident, and refused before anything is sent or stored.
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True when the text holds no control character a form refuses. */
export const isPrintable = (value: string) => !controlCharacter.test(value);

export const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })
    .refine(isPrintable, { error: 'invalidCharacter' });

/** Free text that may be left empty (missing counts as empty). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .refine(isPrintable, { error: 'invalidCharacter' })
    .default('');

export const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(200, { error: 'tooLong' })
  .refine(isPrintable, { error: 'invalidCharacter' })
  .pipe(z.email({ error: 'invalidEmail' }));

/** Digits with the usual separators (`+52 (55) 1234 - 5678`), at least 7 digits. */
export const phone = requiredText(40).refine(
  (value) => /^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= 7,
  {
    error: 'invalidPhone',
  },
);

/** An id chosen in a select (sent as text); an empty select is "required". */
export const selectedId = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .refine((value) => parseDatabaseId(value) !== null, { error: 'invalidOption' });

export type FormErrorKey =
  | 'required'
  | 'tooLong'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidOption'
  | 'invalidDate'
  | 'invalidUrl'
  | 'mustAccept'
  | 'fileType'
  | 'fileTooLarge'
  | 'tooMany'
  | 'invalidCharacter';
