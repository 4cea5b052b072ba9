import { z } from 'zod';

// Building blocks shared by the form schemas. Every error is a message key of the `Forms.errors`
// namespace, translated where it is shown, and the same code the route answers in `errors`.

export const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

/** Free text that may be left empty (missing counts as empty). */
export const optionalText = (max: number) => z.string().trim().max(max, { error: 'tooLong' }).default('');

export const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(200, { error: 'tooLong' })
  .pipe(z.email({ error: 'invalidEmail' }));

/** Digits with the usual separators (`+52 (55) 1234 - 5678`), at least 7 digits. */
export const phone = requiredText(40).refine((value) => /^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= 7, {
  error: 'invalidPhone',
});

/** An id chosen in a select (sent as text); an empty select is "required". */
export const selectedId = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .regex(/^[1-9]\d{0,9}$/, { error: 'invalidOption' });

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
  | 'tooMany';
