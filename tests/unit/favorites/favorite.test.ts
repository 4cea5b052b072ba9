import { describe, expect, it } from 'vitest';
import {
  favoriteList,
  isFavorite,
  parseFavorites,
  toFavorite,
  toggledFavorite,
  withFavorite,
  withoutFavorite,
  type Favorite,
} from '@/lib/favorites/favorite';
import type { TalentCard } from '@/lib/talent/card';

const card = (id: number, name: string): TalentCard => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  subtitle: 'Runway',
  coverUrl: `https://media.example/talents/${id}.jpg`,
  age: 24,
  height: '178',
});

const ana = toFavorite(card(12, 'Ana Torres'), 'models');
const beto = toFavorite(card(7, 'Beto Ruiz'), 'talents');

describe('toFavorite', () => {
  it('keeps exactly the card fields and the category', () => {
    const extra = { ...card(3, 'Carla Paz'), tags: ['x'], birthdate: '2000-01-01' } as TalentCard;
    expect(toFavorite(extra, 'talents')).toEqual({
      id: 3,
      category: 'talents',
      name: 'Carla Paz',
      slug: 'carla-paz',
      subtitle: 'Runway',
      coverUrl: 'https://media.example/talents/3.jpg',
      age: 24,
      height: '178',
    });
  });
});

describe('parseFavorites', () => {
  it('reads what the store writes', () => {
    const stored = JSON.stringify(withFavorite(withFavorite({}, ana), beto));
    expect(parseFavorites(stored)).toEqual({ 12: ana, 7: beto });
  });

  it.each([null, '', 'not json', '{', '[1,2]', 'null', '42', '"favorites"', 'true'])(
    'gives {} for %j',
    (raw) => {
      expect(parseFavorites(raw)).toEqual({});
    },
  );

  it('drops entries that cannot make a link, keeps the good ones', () => {
    const raw = JSON.stringify({
      12: ana,
      13: { ...ana, id: 14 },
      15: { ...ana, id: 15, category: 'actors' },
      16: { ...ana, id: 16, slug: 'Not A Slug' },
      17: { ...ana, id: 17, name: '   ' },
      18: 'Ana',
      19: null,
      20: [ana],
      abc: { ...ana, id: 'abc' },
      21: { ...ana, id: 21.5 },
      0: { ...ana, id: 0 },
    });
    expect(parseFavorites(raw)).toEqual({ 12: ana });
  });

  it('lets an old or damaged snapshot fall back on its display fields', () => {
    const raw = JSON.stringify({
      5: { id: 5, category: 'models', name: 'Dora Vela', slug: 'dora-vela', cover: 'x.jpg', age: '24' },
    });
    expect(parseFavorites(raw)).toEqual({
      5: {
        id: 5,
        category: 'models',
        name: 'Dora Vela',
        slug: 'dora-vela',
        subtitle: 'Dora Vela',
        coverUrl: null,
        age: null,
        height: null,
      },
    });
  });

  it('never keeps a cover that is not http(s) or a path of this site', () => {
    for (const coverUrl of ['javascript:alert(1)', '//evil.example/x.jpg', 'data:image/png;base64,AAAA']) {
      expect(parseFavorites(JSON.stringify({ 12: { ...ana, coverUrl } }))[12]?.coverUrl).toBeNull();
    }
    expect(parseFavorites(JSON.stringify({ 12: { ...ana, coverUrl: '/images/a.jpg' } }))[12]?.coverUrl).toBe(
      '/images/a.jpg',
    );
  });
});

describe('add, remove, toggle', () => {
  it('adds once, keyed by id, without changing the object it was given', () => {
    const empty = {};
    const one = withFavorite(empty, ana);
    expect(empty).toEqual({});
    expect(Object.keys(one)).toEqual(['12']);
    expect(withFavorite(one, ana)).toEqual(one);
  });

  it('removes, and removing what is not there gives the same object back', () => {
    const two = withFavorite(withFavorite({}, ana), beto);
    expect(withoutFavorite(two, 12)).toEqual({ 7: beto });
    expect(withoutFavorite(two, 99)).toBe(two);
  });

  it('toggles in and out', () => {
    const once = toggledFavorite({}, ana);
    expect(isFavorite(once, 12)).toBe(true);
    expect(isFavorite(toggledFavorite(once, ana), 12)).toBe(false);
  });

  it('lists by name, not by the numeric key order of the object', () => {
    const zoe: Favorite = toFavorite(card(1, 'Zoé Luna'), 'models');
    const alba: Favorite = toFavorite(card(99, 'Álba Sol'), 'models');
    expect(favoriteList({ 1: zoe, 12: ana, 99: alba }).map((f) => f.name)).toEqual([
      'Álba Sol',
      'Ana Torres',
      'Zoé Luna',
    ]);
  });
});
