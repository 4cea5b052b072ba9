import type { z } from 'zod';
import type { postSchema } from '@/lib/api/schemas/panel';

type WirePostInput = z.input<typeof postSchema>;

/**
 * A news post as the panel service answers one, in its wire format, for the tests of the schemas and getters
 * that read it: a short post without pictures, each test writing over it only the fields it is about.
 */
export const wirePost = (fields: Partial<WirePostInput> = {}): WirePostInput => ({
  id: 1,
  type: 'news',
  slug: 'a',
  title: 'T',
  description: 'D',
  content: '<p>x</p>',
  cover: null,
  thumbnail: null,
  created_at: '2026-03-14T10:00:00Z',
  ...fields,
});
