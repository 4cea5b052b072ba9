import type { TalentCard } from '@/lib/talent/card';
import { isCategory, type Category } from '@/lib/talent/category';

/** The browser's local storage key of the favorites. */
export const FAVORITES_KEY = 'favorites';

/**
 * One chosen talent: the roster card's fields plus its category, enough to show the card and link to the
 * profile on the favorites page without asking the back end.
 */
export type Favorite = TalentCard & { category: Category };

/** An object keyed by talent id, as the old site stored it, so favorites saved there still read. */
export type Favorites = Readonly<Record<string, Favorite>>;

const MAX_TEXT = 200;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The snapshot kept for a card: only the known fields, so nothing else the card may carry is stored. */
export function toFavorite(card: TalentCard, category: Category): Favorite {
  return {
    id: card.id,
    category,
    name: card.name,
    slug: card.slug,
    subtitle: card.subtitle,
    coverUrl: card.coverUrl,
    age: card.age,
    height: card.height,
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT ? value : null;

// Rendered as an image source: only http(s) or a path of this site, never `javascript:` or `//host`. A cover
// stored while the site named the back end's internal address is mended where it is shown (FavoriteCard),
// so the hosts' rules load with the favorites page, not with every page's count in the header.
const coverUrl = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= 2000 && /^(https?:\/\/|\/(?!\/))/i.test(value) ? value : null;

const age = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 150 ? value : null;

/**
 * One stored entry, or null when it cannot be shown. The id, category, name and slug must be right (they
 * make the link); the display fields of an older or damaged snapshot fall back instead of dropping it.
 */
function readEntry(key: string, value: unknown): Favorite | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  const { id, category, slug } = entry;
  const name = text(entry.name);
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || String(id) !== key) return null;
  if (typeof category !== 'string' || !isCategory(category)) return null;
  if (typeof slug !== 'string' || slug.length > MAX_TEXT || !SLUG.test(slug) || name === null) return null;
  return {
    id,
    category,
    name,
    slug,
    subtitle: text(entry.subtitle) ?? name,
    coverUrl: coverUrl(entry.coverUrl),
    age: age(entry.age),
    height: text(entry.height),
  };
}

/** Reads what storage holds; anything that is not JSON, not an object or not a usable entry is ignored. */
export function parseFavorites(raw: string | null): Favorites {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const favorites: Record<string, Favorite> = {};
  for (const [key, value] of Object.entries(data)) {
    const entry = readEntry(key, value);
    if (entry) favorites[key] = entry;
  }
  return favorites;
}

export function withFavorite(favorites: Favorites, favorite: Favorite): Favorites {
  return { ...favorites, [favorite.id]: favorite };
}

export function withoutFavorite(favorites: Favorites, id: number): Favorites {
  if (!Object.hasOwn(favorites, id)) return favorites;
  const next = { ...favorites };
  delete next[id];
  return next;
}

export function isFavorite(favorites: Favorites, id: number): boolean {
  return Object.hasOwn(favorites, id);
}

/** Adds the talent, or removes it when it is already chosen. */
export function toggledFavorite(favorites: Favorites, favorite: Favorite): Favorites {
  return isFavorite(favorites, favorite.id)
    ? withoutFavorite(favorites, favorite.id)
    : withFavorite(favorites, favorite);
}

// Made on first use: this module ships on every page (the header's count) and most pages never sort.
let byName: Intl.Collator | undefined;

/**
 * The chosen talents in name order, as the rosters list them. (Keys of an object keyed by id come back in
 * numeric order, not in the order they were chosen, so the object's order means nothing.)
 */
export function favoriteList(favorites: Favorites): Favorite[] {
  byName ??= new Intl.Collator('es', { sensitivity: 'base', numeric: true });
  const collator = byName;
  return Object.values(favorites).sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}
