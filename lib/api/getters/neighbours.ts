import 'server-only';
import type { RosterCategory, TalentSummary } from '../types';
import { getTalentsPage } from './talents';

export type Neighbour = Pick<TalentSummary, 'id' | 'name'>;
export type Neighbours = { previous: Neighbour | null; next: Neighbour | null };

// The back end has no "next talent" call; the roster's order (by name) is read a letter at a time, which
// keeps each read small however big the roster grows. Each letter's list is cached with the roster.
const PER_PAGE = 1000;

/** One letter's talents in roster order, and the letters the roster has. */
async function letterList(
  category: RosterCategory,
  letter: string,
): Promise<{ list: Neighbour[]; letters: string[] }> {
  const list: Neighbour[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getTalentsPage({ category, letter, page, perPage: PER_PAGE });
    list.push(...answer.items.map(({ id, name }) => ({ id, name })));
    if (answer.page >= answer.lastPage || answer.items.length === 0) return { list, letters: answer.letters };
  }
}

/**
 * The talents before and after `talent` in its roster's order, or `null` at either end (the roster does not
 * wrap around). A name that starts with no letter a–z has no place in the letter order: no neighbours.
 */
export async function getNeighbours(
  category: RosterCategory,
  id: number,
  letter: string | null,
): Promise<Neighbours> {
  if (!letter) return { previous: null, next: null };
  const { list, letters } = await letterList(category, letter);
  const index = list.findIndex((talent) => talent.id === id);
  if (index < 0) return { previous: null, next: null };
  const position = letters.indexOf(letter);
  const previousLetter = position > 0 ? letters[position - 1] : undefined;
  const nextLetter = position >= 0 && position < letters.length - 1 ? letters[position + 1] : undefined;
  const previous =
    list[index - 1] ??
    (previousLetter ? ((await letterList(category, previousLetter)).list.at(-1) ?? null) : null);
  const next =
    list[index + 1] ?? (nextLetter ? ((await letterList(category, nextLetter)).list[0] ?? null) : null);
  return { previous, next };
}
