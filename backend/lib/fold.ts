import { foldAccents } from '../../lib/vocabulary/fold';

/** Lower-case, accent-free form of a name, trimmed: "Ángela Núñez " → "angela nunez". */
export function foldName(value: string): string {
  return foldAccents(value).trim();
}

/** The a–z letter a name is filed under, or '#' when it starts with anything else. */
export function letterOf(value: string): string {
  const first = foldName(value).charAt(0);
  return /^[a-z]$/.test(first) ? first : '#';
}
