import { describe, expect, it } from 'vitest';
import { genderOptions, heightOptions, heightValues } from '@/lib/options';

describe('the application’s heights', () => {
  it('go from 30 to 200 cm, stored as cm/feet-inches, labelled as every page shows a height', () => {
    expect(heightOptions).toHaveLength(171);
    expect(heightOptions[0]).toEqual({ value: `30/1'0"`, label: '30 cm / 1′0″' });
    expect(heightOptions.at(-1)).toEqual({ value: `200/6'7"`, label: '200 cm / 6′7″' });
    expect(heightOptions.find((o) => o.value.startsWith('178/'))).toEqual({
      value: `178/5'10"`,
      label: '178 cm / 5′10″',
    });
    expect(heightValues.has(`178/5'10"`)).toBe(true);
    expect(heightValues.has('178')).toBe(false);
  });
});

describe('labelled options', () => {
  it('offers woman and man with localized labels', () => {
    expect(genderOptions('es')).toEqual([
      { value: 'woman', label: 'Mujer' },
      { value: 'man', label: 'Hombre' },
    ]);
    expect(genderOptions('en').map((o) => o.label)).toEqual(['Woman', 'Man']);
    expect(genderOptions('pt').map((o) => o.label)).toEqual(['Mulher', 'Homem']);
  });
});
