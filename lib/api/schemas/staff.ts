import { z } from 'zod';
import { each, mediaUrlSchema, pageSchema } from './common';
import { inboxKinds, inboxStatuses } from '@/lib/contract/inbox';
import { currentVersionSchema } from '@/lib/contract/record-version';
import { staffRoles } from '@/lib/contract/staff-roles';
import { locales } from '@/lib/locales';

// The embedded backend's staff service (docs/staff.md): what the site reads from it, checked like every
// other answer of the back end.

export { inboxKinds, inboxStatuses };

export const staffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
});

export const signInAnswerSchema = z.object({ token: z.string(), account: staffAccountSchema });
export const sessionAnswerSchema = z.object({ account: staffAccountSchema });

const common = {
  id: z.number().int(),
  status: z.enum(inboxStatuses),
  ...each(['language', 'name', 'email', 'phone', 'created_at'], z.string()),
};

export const contactItemSchema = z.object({ kind: z.literal('contact'), ...common, message: z.string() });

export const applicationItemSchema = z.object({
  kind: z.literal('application'),
  ...common,
  ...each(['gender', 'birthdate', 'height', 'nationality', 'country', 'city', 'instagram'], z.string()),
  skills: z.array(z.string()),
  video: z.string().nullable(),
  files: z.array(z.object({ id: z.number().int(), field: z.string(), mime: z.string(), bytes: z.number() })),
});

export const inboxItemSchema = z.discriminatedUnion('kind', [contactItemSchema, applicationItemSchema]);

export const staffInboxPageSchema = pageSchema(inboxItemSchema);

/** A submission, and its neighbours in the list it was opened from (newer, older). */
export const staffItemAnswerSchema = z.object({
  data: inboxItemSchema,
  neighbours: z.object({ previous: z.number().int().nullable(), next: z.number().int().nullable() }),
});

/** How many of each kind nobody has opened. */
export const inboxNewCountsSchema = z.object({
  data: z.object({ application: z.number().int(), contact: z.number().int() }),
});

/** The ids of what a call made (pictures), or that a bulk action changed: those that still existed. */
export const idsAnswerSchema = z.object({ data: z.object({ ids: z.array(z.number().int()) }) });

export const staffTalentRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(['models', 'talents']),
  hidden: z.boolean(),
  cover: mediaUrlSchema.nullable(),
});

export const staffTalentsPageSchema = pageSchema(staffTalentRowSchema);

export const staffTalentSchema = z.object({
  id: z.number().int(),
  category: z.enum(['models', 'talents']),
  name: z.string(),
  ...each(['birthdate', 'height', 'bust', 'waist', 'hips', 'shoes', 'jeans', 'shirt'], z.string().nullable()),
  ...each(['eyes', 'hair', 'instagram', 'tiktok', 'about'], z.string().nullable()),
  tags: z.array(z.number().int()),
  hidden: z.boolean(),
  cover: z.object({ url: mediaUrlSchema }).nullable(),
  pictures: z.array(z.object({ id: z.number().int(), gallery: z.string(), url: mediaUrlSchema })),
  videos: z
    .array(z.object({ id: z.number().int(), provider: z.string(), watch: z.string().nullable() }))
    .default([]),
});

export const tagChoicesSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const staffTalentAnswerSchema = z.object({
  data: staffTalentSchema.extend(currentVersionSchema.shape),
});
/** What a save of a staff record answers: its new version. */
export const savedVersionSchema = z.object({ data: z.object({ version: z.number().int() }) });
/** What a save or an upload answers: the id of what it saved, and of a save its new version. */
export const savedSchema = z.object({
  data: z.object({ id: z.number().int(), version: z.number().int().optional() }),
});

export const staffAccountsSchema = z.object({
  data: z.array(staffAccountSchema.extend(currentVersionSchema.shape)),
});

export const staffPostSchema = z.object({
  id: z.number().int(),
  language: z.enum(locales),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  content: z.string(),
  /** A draft, or unpublished: on no public page. */
  hidden: z.boolean(),
  date: z.string(),
  cover: mediaUrlSchema.nullable(),
  thumbnail: mediaUrlSchema.nullable(),
});

export const staffPostsPageSchema = pageSchema(staffPostSchema);

/** One post as its editor reads it: with the pictures under it (its slides), in order. */
export const staffPostAnswerSchema = z.object({
  data: staffPostSchema.extend({
    slides: z.array(z.object({ id: z.number().int(), url: mediaUrlSchema })),
    ...currentVersionSchema.shape,
  }),
});

export const socialLinksAnswerSchema = z.object({
  data: z
    .object({ facebook: z.string(), instagram: z.string(), tiktok: z.string() })
    .extend(currentVersionSchema.shape),
});

export const staffSlidesSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['image', 'video']),
      alt: z.string(),
      hidden: z.boolean(),
      mobile: mediaUrlSchema.nullable(),
      desktop: mediaUrlSchema.nullable(),
      video: mediaUrlSchema.nullable(),
      poster: mediaUrlSchema.nullable(),
    }),
  ),
});
