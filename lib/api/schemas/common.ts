import { z } from 'zod';
import { currentVersionSchema } from '@/lib/contract/record-version';
import { browserMediaUrl } from '../media-url';

// Shapes shared by both services (docs/backend-contract.md, "Conventions").

export const idSchema = z.number().int().nonnegative();

/**
 * A media URL of the back end, read in the form a visitor's browser asks for it (../media-url.ts): one on an
 * internal host becomes the site's own `/media/…` path here, so getters and components never see the other.
 */
export const mediaUrlSchema = z.string().transform(browserMediaUrl);

/** Laravel-style page: `{data, current_page, last_page, per_page, total}`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.coerce.number().int(),
    total: z.number().int(),
  });
}

/** The same schema for each of `keys`: an object's fields of one kind (texts, texts or none…). */
export const each = <const K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;

/** A single resource, wrapped once: `{data: {...}}`. */
export function singleSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** Error answers: `{message, errors?: {field: [code]}}`. Parsed leniently: any part may be missing. */
export const errorBodySchema = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A save from an older version of a staff record (409 `stale`): the stored version, who and when. */
  code: z.string().optional(),
  current: currentVersionSchema.optional(),
});

/** Sign-in answer of both services. */
export const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().positive(),
});
export type TokenAnswer = z.infer<typeof tokenSchema>;

/** Answer of a stored submission (201, or 200 when an idempotency key is replayed). */
export const receiptSchema = singleSchema(z.object({ id: idSchema, created_at: z.string() }));
