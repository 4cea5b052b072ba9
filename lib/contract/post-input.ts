import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { locales } from '../locales';

// A news post as the staff area writes it and the embedded backend stores it (docs/staff.md): one schema for
// the editor in the browser and the backend on arrival. The content is HTML from the rich-text editor; the
// site sanitizes every post's HTML when it renders it (lib/news/sanitize.ts), whoever wrote it.

export const postLanguages = locales;

export const postInputSchema = z.object({
  language: z.enum(postLanguages),
  title: z.string().trim().min(1).max(200),
  /** The address's last segment: lower-case words joined by hyphens. */
  slug: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((value) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value), { error: 'slug', params: { code: 'slug' } }),
  description: z.string().trim().min(1).max(500),
  content: z.string().max(200_000),
  /** When the post counts as published, which orders the news list: `YYYY-MM-DD`. */
  date: z.string().refine(isCalendarDate, {
    error: 'date',
    params: { code: 'date' },
  }),
});

export type PostRecord = z.output<typeof postInputSchema>;

/** A post's pictures: the cover on its page, the thumbnail on the news list. */
export const postPictures = ['cover', 'thumbnail'] as const;
export type PostPicture = (typeof postPictures)[number];

/** A slug from a title: "¡Nueva campaña en Tulum!" → `nueva-campana-en-tulum`. */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}
