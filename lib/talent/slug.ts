import { parseDatabaseId } from '@/lib/http/database-id';

/** URL slug of a talent name: accents folded, lower case, words joined by '-' ('talent' when nothing is left). */
export function nameSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'talent' : slug;
}

/** A route id segment as a positive integer, or null when it is not one (non-numeric or too large: a 404). */
export function parseTalentId(segment: string): number | null {
  return parseDatabaseId(segment);
}
