import { describe, expect, it } from 'vitest';
import { filterQuery, isFiltered, parseRosterFilter } from '@/lib/talent/roster-filter';

describe('parseRosterFilter', () => {
  it('reads a trimmed search and a lower-cased letter', () => {
    expect(parseRosterFilter({ q: '  Ana María ', letter: 'A' })).toEqual({
      search: 'Ana María',
      letter: 'a',
    });
  });

  it('treats blank values and missing ones as no filter', () => {
    expect(parseRosterFilter({ q: '   ', letter: '' })).toEqual({ search: null, letter: null });
    expect(parseRosterFilter({})).toEqual({ search: null, letter: null });
    expect(isFiltered({ search: null, letter: null })).toBe(false);
    expect(isFiltered({ search: 'x', letter: null })).toBe(true);
  });

  it('takes the first of repeated values', () => {
    expect(parseRosterFilter({ q: ['ana', 'bea'], letter: ['b', 'c'] })).toEqual({
      search: 'ana',
      letter: 'b',
    });
  });

  it('refuses a letter outside a–z and a search longer than 100 characters', () => {
    expect(parseRosterFilter({ letter: 'ab' })).toBeNull();
    expect(parseRosterFilter({ letter: 'ñ' })).toBeNull();
    expect(parseRosterFilter({ letter: '1' })).toBeNull();
    expect(parseRosterFilter({ q: 'x'.repeat(101) })).toBeNull();
    expect(parseRosterFilter({ q: 'x'.repeat(100) })).toEqual({ search: 'x'.repeat(100), letter: null });
  });
});

describe('filterQuery', () => {
  it('leaves out what is not set', () => {
    expect(filterQuery({ search: 'ana', letter: null })).toEqual({ q: 'ana' });
    expect(filterQuery({ search: null, letter: 'b' })).toEqual({ letter: 'b' });
    expect(filterQuery({ search: null, letter: null })).toEqual({});
  });
});
