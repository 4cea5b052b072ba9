import { describe, expect, it } from 'vitest';
import { orderCountries } from '@/lib/options/country-order';

const countries = [
  { id: 7, name: 'Zambia' },
  { id: 3, name: 'Ísland' },
  { id: 1, name: 'México' },
  { id: 4, name: 'Argentina' },
  { id: 5, name: 'Österreich' },
  { id: 6, name: 'Ecuador' },
  { id: 2, name: 'Alemania' },
];

describe('orderCountries', () => {
  it('puts Mexico first, then the rest alphabetically for the language, accents where a reader expects them', () => {
    expect(orderCountries(countries, 'es', 1).map((c) => c.name)).toEqual([
      'México',
      'Alemania',
      'Argentina',
      'Ecuador',
      'Ísland',
      'Österreich',
      'Zambia',
    ]);
  });

  it('does not change the list it was given', () => {
    const copy = [...countries];
    orderCountries(countries, 'pt', 1);
    expect(countries).toEqual(copy);
  });

  it('keeps the order of a language that sorts differently', () => {
    const swedish = orderCountries(
      [
        { id: 1, name: 'Mexiko' },
        { id: 2, name: 'Österrike' },
        { id: 3, name: 'Zambia' },
      ],
      'sv',
      1,
    );
    expect(swedish.map((c) => c.name)).toEqual(['Mexiko', 'Zambia', 'Österrike']);
  });
});
