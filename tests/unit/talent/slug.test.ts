import { describe, expect, it } from 'vitest';
import { nameSlug, parseTalentId } from '@/lib/talent/slug';

describe('nameSlug', () => {
  it('folds accents, lower-cases and joins words with dashes', () => {
    expect(nameSlug('Ana Torres')).toBe('ana-torres');
    expect(nameSlug('José Ñúñez  Peña')).toBe('jose-nunez-pena');
    expect(nameSlug("  D'Angelo O'Brien! ")).toBe('d-angelo-o-brien');
  });
  it('never gives an empty slug', () => {
    expect(nameSlug('—')).toBe('talent');
  });
});

describe('parseTalentId', () => {
  it('accepts positive integers only', () => {
    expect(parseTalentId('12')).toBe(12);
    expect(parseTalentId('abc')).toBeNull();
    expect(parseTalentId('012')).toBeNull();
    expect(parseTalentId('0')).toBeNull();
    expect(parseTalentId('1.5')).toBeNull();
    expect(parseTalentId('99999999999')).toBeNull();
  });
});
