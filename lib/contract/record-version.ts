import { z } from 'zod';

// A record's version (docs/staff.md, "Two people, one record"): 1 when created, one more on every save of
// its fields. A save says which version it was edited from; the backend writes it only if that is still
// the stored one, so a save made from an older copy of the record never reverts a newer one unseen.

export const recordVersion = z.number().int().min(1).max(2_147_483_647);

/** A save's body: the record's fields and the version its editor was opened with (required). */
export const withVersion = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend({ version: recordVersion });

/** The code of the 409 a stale save is answered with. */
export const staleCode = 'stale';

/** Who saved a record last and when (null for what was never saved by staff), and its version then. */
export const currentVersionSchema = z.object({
  version: recordVersion,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type CurrentVersion = z.output<typeof currentVersionSchema>;
