import type { z } from 'zod';
import type { profileSchema, talentSchema } from '@/lib/api/schemas/mf';

// A talent as the talent service (mf) answers one, in its wire format, for the tests of the schemas and
// getters that read it: each test writes over the defaults only the fields it is about.

type WireTalentInput = z.input<typeof talentSchema>;
type WireProfileInput = z.input<typeof profileSchema>;

/** Ana Torres as the talents list answers her: her name and category, nothing else filled. */
export const wireTalent = (fields: Partial<WireTalentInput> = {}): WireTalentInput => ({
  id: 12,
  name: 'Ana Torres',
  cover: null,
  birthdate: null,
  height: null,
  jeans: null,
  shirt: null,
  shoes: null,
  tags: [],
  categories: [{ id: 1 }],
  ...fields,
});

/** Her profile as the service answers it: no measures, links, skills or pictures but those in `fields`. */
export const wireProfile = (fields: Partial<WireProfileInput> = {}): WireProfileInput => ({
  ...wireTalent(),
  about: null,
  instagram: null,
  tiktok: null,
  bust: null,
  waist: null,
  hips: null,
  eyes: null,
  hair: null,
  cover2: null,
  skills: [],
  book: [],
  snap: [],
  compo: [],
  video: [],
  ...fields,
});
