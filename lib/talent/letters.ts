export const alphabet = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** A letter filter value: one lower-case letter a–z. */
export function isLetter(value: string): boolean {
  return /^[a-z]$/.test(value);
}
