import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noMeasureFilter } from '@/lib/talent/measure-filter';
import {
  filterQuery,
  isFiltered,
  needsCleanUrl,
  noFilter,
  parseRosterFilter,
} from '@/lib/talent/roster-filter';

describe('parseRosterFilter', () => {
  it('reads a trimmed search and a lower-cased letter', () => {
    expect(parseRosterFilter({ q: '  Ana María ', letter: 'A' })).toEqual({
      search: 'Ana María',
      letter: 'a',
      ...noMeasureFilter,
    });
  });

  it('treats blank values and missing ones as no filter', () => {
    const blank = { q: '   ', letter: '', height_min: '', height_max: '', hair: '', eyes: '' };
    expect(parseRosterFilter(blank)).toEqual(noFilter);
    expect(parseRosterFilter({})).toEqual(noFilter);
    expect(isFiltered(noFilter)).toBe(false);
    expect(isFiltered({ ...noFilter, search: 'x' })).toBe(true);
    expect(isFiltered({ ...noFilter, heightMax: 180 })).toBe(true);
    expect(isFiltered({ ...noFilter, eyes: 'Green' })).toBe(true);
  });

  it('takes the first of repeated values', () => {
    expect(parseRosterFilter({ q: ['ana', 'bea'], letter: ['b', 'c'], hair: ['Red', 'Black'] })).toEqual({
      ...noFilter,
      search: 'ana',
      letter: 'b',
      hair: 'Red',
    });
  });

  it('refuses a letter outside a–z and a search longer than 100 characters', () => {
    expect(parseRosterFilter({ letter: 'ab' })).toBeNull();
    expect(parseRosterFilter({ letter: 'ñ' })).toBeNull();
    expect(parseRosterFilter({ letter: '1' })).toBeNull();
    expect(parseRosterFilter({ q: 'x'.repeat(101) })).toBeNull();
    expect(parseRosterFilter({ q: 'x'.repeat(100) })).toEqual({ ...noFilter, search: 'x'.repeat(100) });
  });

  it('reads the measure filters beside the name and the letter', () => {
    expect(
      parseRosterFilter({
        q: 'ana',
        height_min: '170',
        height_max: '185',
        hair: ' Dark  Brown ',
        eyes: 'Green',
      }),
    ).toEqual({
      search: 'ana',
      letter: null,
      heightMin: 170,
      heightMax: 185,
      hair: 'Dark Brown',
      eyes: 'Green',
    });
  });
});

describe('filterQuery', () => {
  it('leaves out what is not set', () => {
    expect(filterQuery({ ...noFilter, search: 'ana' })).toEqual({ q: 'ana' });
    expect(filterQuery({ ...noFilter, letter: 'b' })).toEqual({ letter: 'b' });
    expect(filterQuery(noFilter)).toEqual({});
    expect(filterQuery({ ...noFilter, heightMin: 170, eyes: 'Blue' })).toEqual({
      height_min: '170',
      eyes: 'Blue',
    });
  });

  it('reads back as the same filter, whatever the filter (property)', () => {
    const colour = fc.constantFrom(null, 'Black', 'Dark Brown', 'Castaño claro', 'Blue-Green');
    const height = fc.option(fc.integer({ min: 30, max: 300 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          search: fc.constantFrom(null, 'ana', 'José Luis'),
          letter: fc.constantFrom(null, 'a', 'z'),
          heightMin: height,
          heightMax: height,
          hair: colour,
          eyes: colour,
        }),
        (drawn) => {
          const swap =
            drawn.heightMin !== null && drawn.heightMax !== null && drawn.heightMin > drawn.heightMax;
          const filter = swap ? { ...drawn, heightMin: drawn.heightMax, heightMax: drawn.heightMin } : drawn;
          const query = filterQuery(filter);
          expect(parseRosterFilter(query)).toEqual(filter);
          expect(needsCleanUrl(query, filter)).toBe(false);
        },
      ),
    );
  });
});

describe('needsCleanUrl', () => {
  const check = (query: Record<string, string | string[]>) => {
    const filter = parseRosterFilter(query);
    if (!filter) throw new Error('not a filter');
    return { clean: filterQuery(filter), redirect: needsCleanUrl(query, filter) };
  };

  it('asks for a redirect when the URL says more or other than the filter', () => {
    expect(check({ q: 'ana', hair: '' })).toEqual({ clean: { q: 'ana' }, redirect: true });
    expect(check({ height_min: 'abc', eyes: 'Blue' })).toEqual({ clean: { eyes: 'Blue' }, redirect: true });
    expect(check({ hair: '<script>' })).toEqual({ clean: {}, redirect: true });
    expect(check({ height_min: '190', height_max: '160' })).toEqual({
      clean: { height_min: '160', height_max: '190' },
      redirect: true,
    });
    expect(check({ eyes: ['Blue', 'Green'] })).toEqual({ clean: { eyes: 'Blue' }, redirect: true });
    expect(check({ letter: 'A' })).toEqual({ clean: { letter: 'a' }, redirect: true });
  });

  it('leaves a clean URL and keys that are not filters alone', () => {
    expect(check({ q: 'ANA', utm_source: 'x' })).toEqual({ clean: { q: 'ANA' }, redirect: false });
  });

  it('never throws, and the clean URL is always stable, for any query (property)', () => {
    const value = fc.oneof(
      fc.string(),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.constantFrom('170', '<b>', '-1'),
    );
    const key = fc.constantFrom('q', 'letter', 'height_min', 'height_max', 'hair', 'eyes', 'other');
    fc.assert(
      fc.property(fc.dictionary(key, value), (query) => {
        const filter = parseRosterFilter(query);
        if (filter === null) return;
        const clean = filterQuery(filter);
        const again = parseRosterFilter(clean);
        expect(again).toEqual(filter);
        expect(needsCleanUrl(clean, filter)).toBe(false);
        if (filter.heightMin !== null && filter.heightMax !== null)
          expect(filter.heightMin).toBeLessThanOrEqual(filter.heightMax);
        for (const colour of [filter.hair, filter.eyes]) if (colour) expect(colour).not.toMatch(/[<>&"/]/);
      }),
    );
  });
});
