import { z } from 'zod';
import { each, idSchema, mediaUrlSchema, pageSchema, singleSchema } from './common';

// Answers of the mf service (docs/backend-contract.md, "mf"). Media URLs are read in the browser's form
// (`mediaUrlSchema`); the profile the gallery download sends back is the answer as it came (below).

const nullableText = z.string().nullable();
const nullableMedia = mediaUrlSchema.nullable();

export const talentSchema = z.object({
  id: idSchema,
  name: z.string(),
  cover: nullableMedia,
  ...each(['birthdate', 'height', 'jeans', 'shirt', 'shoes'], nullableText),
  tags: z.array(z.object({ id: idSchema, name: z.string() })),
  categories: z.array(z.object({ id: idSchema })),
});
export type WireTalent = z.infer<typeof talentSchema>;

/** The talents list is wrapped once more than a plain page (docs/backend-contract.md). */
export const talentsAnswerSchema = z.object({
  data: pageSchema(talentSchema),
  letters: z.array(z.string()),
});

const imageItem = z.object({ id: idSchema, file: nullableMedia });
const videoItem = z.object({
  id: idSchema,
  provider: z.enum(['youtube', 'vimeo']),
  // The provider's id of the video, not a file of the back end.
  file: nullableText,
  preview: nullableMedia,
});

export const profileSchema = talentSchema.extend({
  ...each(['about', 'instagram', 'tiktok', 'bust', 'waist', 'hips', 'eyes', 'hair'], nullableText),
  cover2: nullableMedia,
  skills: z.array(z.object({ id: idSchema, skill: z.string() })),
  ...each(['book', 'snap', 'compo'], z.array(imageItem)),
  video: z.array(videoItem),
});
export type WireProfile = z.infer<typeof profileSchema>;
export const profileAnswerSchema = singleSchema(profileSchema);

/**
 * The profile as the service answered it, every field and URL untouched: what the gallery download sends
 * back ("the profile object as the profile call returned it"); only its id is checked.
 */
export const answeredProfileSchema = singleSchema(z.looseObject({ id: idSchema }));
export type AnsweredProfile = z.output<typeof answeredProfileSchema>['data'];

const option = z.object({ id: idSchema, value: z.string() });
export const attributesAnswerSchema = singleSchema(
  z.object({
    countries: z.array(option).optional(),
    cities: z.array(option).optional(),
    skills: z.array(z.object({ id: idSchema, skill: z.string() })).optional(),
  }),
);

/** What the roster filters can offer (`hair=1&eyes=1&heights=1` on the attributes call). */
export const facetsAnswerSchema = singleSchema(
  z.object({
    hair: z.array(z.string()),
    eyes: z.array(z.string()),
    heights: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  }),
);
