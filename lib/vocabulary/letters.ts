import { foldAccents } from './fold';

// The letters the roster files names under, for the site's letter bar and the backend's stored letter.

export const alphabet = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** A letter filter value: one lower-case letter a–z. */
export function isLetter(value: string): boolean {
  return /^[a-z]$/.test(value);
}

/** The a–z letter the roster files a name under (accents folded), or `null` when it starts with anything else. */
export function letterOf(name: string): string | null {
  const first = foldAccents(name.trim()).charAt(0);
  return isLetter(first) ? first : null;
}
