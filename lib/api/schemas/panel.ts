import { z } from 'zod';
import { idSchema, mediaUrlSchema, pageSchema, singleSchema } from './common';

// Answers of the panel service (docs/backend-contract.md, "Panel"). Media URLs are read in the browser's
// form (`mediaUrlSchema`).

export const slideSchema = z.object({
  id: idSchema,
  type: z.enum(['image', 'video']),
  description: z.string().nullable(),
  alt: z.string().nullable(),
  url: z.object({ mobile: mediaUrlSchema, desktop: mediaUrlSchema }).nullable(),
  video_url: mediaUrlSchema.nullable(),
  poster_url: mediaUrlSchema.nullable(),
  video_id: z.string().nullable(),
  position: z.number().int(),
});
export type WireSlide = z.infer<typeof slideSchema>;
export const slidesPageSchema = pageSchema(slideSchema);

export const postSchema = z.object({
  id: idSchema,
  type: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  cover: mediaUrlSchema.nullable(),
  thumbnail: mediaUrlSchema.nullable(),
  created_at: z.string(),
});
export type WirePost = z.infer<typeof postSchema>;
export const postsPageSchema = pageSchema(postSchema);

export const postDetailSchema = singleSchema(
  postSchema.extend({
    slides: z.array(z.object({ id: idSchema, slide_url: mediaUrlSchema.nullable() })),
    // Optional in the contract: a back end that does not link translations leaves each post on its own.
    translations: z.array(z.object({ language: z.string(), slug: z.string() })).default([]),
  }),
);

const link = z.object({ link: z.string() });
export const socialMediaSchema = singleSchema(z.object({ facebook: link, instagram: link, tiktok: link }));
