import { describe, expect, it } from 'vitest';
import { letterOf as storedLetterOf } from '@/backend/lib/fold';
import { foldAccents, valueKey } from '@/lib/vocabulary/fold';
import { isLetter, letterOf } from '@/lib/vocabulary/letters';
import { feetAndInches, feetInchesShown, feetInchesStored, heightLabel } from '@/lib/vocabulary/units';

describe('units', () => {
  it('give a height in feet and inches, rounded to the nearest inch, shown and stored', () => {
    expect(feetAndInches(178)).toEqual({ feet: 5, inches: 10 });
    expect(feetAndInches(183)).toEqual({ feet: 6, inches: 0 });
    expect(feetInchesShown(152)).toBe('5′0″');
    expect(feetInchesStored(200)).toBe(`6'7"`);
    expect(heightLabel(30)).toBe('30 cm / 1′0″');
  });
});

describe('folding', () => {
  it('compares names without case or accents, and values also without hyphens or extra space', () => {
    expect(foldAccents('Ángela Núñez')).toBe('angela nunez');
    expect(valueKey(' Dark-Brown ')).toBe('dark brown');
    expect(valueKey('CASTAÑO   claro')).toBe('castano claro');
  });
});

describe('filing letters', () => {
  it('file a name under its first letter, accents folded; the backend stores the rest under #', () => {
    expect(letterOf(' Ángela')).toBe('a');
    expect(letterOf('Ñandú')).toBe('n');
    expect(letterOf('3 Tenores')).toBeNull();
    expect(storedLetterOf('Ángela')).toBe('a');
    expect(storedLetterOf('¡Olé!')).toBe('#');
    expect([isLetter('m'), isLetter('M'), isLetter('mm')]).toEqual([true, false, false]);
  });
});
