import { foldAccents } from '../../lib/vocabulary/fold';
import { letterOf as filingLetter } from '../../lib/vocabulary/letters';

/** Lower-case, accent-free form of a name, trimmed: "Ángela Núñez " → "angela nunez". */
export function foldName(value: string): string {
  return foldAccents(value).trim();
}

/** The a–z letter a name is filed under, or '#' (the stored letter of the rest) when it starts otherwise. */
export function letterOf(value: string): string {
  return filingLetter(value) ?? '#';
}
