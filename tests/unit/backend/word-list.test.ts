import { describe, expect, it } from 'vitest';
import { citiesByCountry } from '@/backend/seed/cities';
import { wordList } from '@/backend/seed/word-list';

describe("the seed's word lists", () => {
  it('takes items apart by commas only, so a line break is layout and a name keeps its spaces', () => {
    expect(wordList('\n  Ciudad de México, San Luis Potosí,\n  Puerto\n  Vallarta\n')).toEqual([
      'Ciudad de México',
      'San Luis Potosí',
      'Puerto\n  Vallarta',
    ]);
    expect(
      wordList(`
      Ana, Ángela,
      Andrea
    `),
    ).toEqual(['Ana', 'Ángela', 'Andrea']);
  });

  it('reads every city of the seed whole', () => {
    expect(citiesByCountry.MX?.slice(0, 2)).toEqual(['Ciudad de México', 'Guadalajara']);
    for (const cities of Object.values(citiesByCountry))
      for (const city of cities) expect(city).toMatch(/^\S(.*\S)?$/);
  });
});
