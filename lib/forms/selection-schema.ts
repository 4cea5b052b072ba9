import { z } from 'zod';
import { parseDatabaseId } from '@/lib/http/database-id';
import { email, optionalText, phone, requiredText } from './fields';
import { MAX_NOTE, MAX_SELECTION } from './form-values';

/**
 * The fields a visitor fills on the favorites page, checked in the browser and again by `app/api/selection`.
 * Name, e-mail and phone are required as on the contact form (the agency answers by one or the other); the
 * message is optional, because the selection already says what the visitor wants.
 */
export const selectionFieldsSchema = z.object({
  name: requiredText(120),
  email,
  phone,
  note: optionalText(MAX_NOTE),
});

const talentId = z
  .string({ error: 'invalidOption' })
  .transform((value) => parseDatabaseId(value) ?? 0)
  .refine((id) => id > 0, { error: 'invalidOption' });

/** The chosen talents as the browser sends them (one `talent` field per id): ids only, never names or URLs. */
export const talentIdsSchema = z
  .array(talentId)
  .min(1, { error: 'required' })
  .max(MAX_SELECTION, { error: 'tooMany' })
  .transform((ids) => [...new Set(ids)]);

export const selectionSchema = selectionFieldsSchema.extend({ talents: talentIdsSchema });

export type SelectionFieldsInput = z.input<typeof selectionFieldsSchema>;
export type SelectionFields = z.output<typeof selectionFieldsSchema>;
