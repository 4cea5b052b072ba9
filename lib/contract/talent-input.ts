import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { isNetworkLink, networkHosts } from './network-link';
import { categories } from '../vocabulary/categories';
import { feetInchesStored } from '../vocabulary/units';
import { eyeColours, hairColours } from '../vocabulary/labels';

// A talent as the staff area writes it and the embedded backend stores it: one schema, which the staff form
// validates with in the browser and the backend again on arrival (docs/staff.md). A refusal's message is its
// code (`height`, `link`…), which each side words in its own way.

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable()
    .default(null);

/** A profile link on one network's own host, or nothing. */
const profileLink = (hosts: readonly string[]) =>
  optionalText(300).refine((value) => value === null || isNetworkLink(value, hosts), {
    error: 'link',
    params: { code: 'link' },
  });

/**
 * The heights a talent on the roster is given, in cm: what people the agency represents measure, so a slip
 * of the list (49 cm) is not published. The application's list starts lower (lib/options/measures.ts).
 */
export const rosterHeights = { min: 140, max: 210 } as const;

/** A height as the agency's platform stores it and the roster's height list offers it: `178/5'10"`. */
function isStoredHeight(value: string): boolean {
  const match = /^(\d{2,3})\/(.+)$/.exec(value);
  const cm = Number(match?.[1]);
  return (
    match !== null && cm >= rosterHeights.min && cm <= rosterHeights.max && feetInchesStored(cm) === match[2]
  );
}

/** A colour of the shared vocabulary, by its stored (English) name. */
const colour = (table: readonly { en: string }[]) =>
  optionalText(40).refine((value) => value === null || table.some((entry) => entry.en === value), {
    error: 'unknown',
    params: { code: 'unknown' },
  });

export const talentInputSchema = z.object({
  category: z.enum(categories),
  name: z.string().trim().min(1).max(100),
  birthdate: optionalText(10).refine((value) => value === null || isCalendarDate(value), {
    error: 'date',
    params: { code: 'date' },
  }),
  height: optionalText(20).refine((value) => value === null || isStoredHeight(value), {
    error: 'height',
    params: { code: 'height' },
  }),
  bust: optionalText(20),
  waist: optionalText(20),
  hips: optionalText(20),
  shoes: optionalText(20),
  jeans: optionalText(20),
  shirt: optionalText(20),
  eyes: colour(eyeColours),
  hair: colour(hairColours),
  tags: z.array(z.number().int().min(1)).max(20).default([]),
  instagram: profileLink(networkHosts.instagram),
  tiktok: profileLink(networkHosts.tiktok),
  about: optionalText(5000),
});

export type TalentRecord = z.output<typeof talentInputSchema>;

/** The galleries of a profile that staff fill with pictures; `cover` is the roster's picture. */
export const talentGalleries = ['cover', 'book', 'snap', 'compo'] as const;
export type TalentGallery = (typeof talentGalleries)[number];
