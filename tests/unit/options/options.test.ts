import { describe, expect, it } from 'vitest';
import {
  bustOptions,
  chestOptions,
  eyeColourOptions,
  feetAndInches,
  genderOptions,
  hairColourOptions,
  heightOptions,
  heightValues,
  hipsOptions,
  jeansOptions,
  shirtOptions,
  shoesOptions,
  suitOptions,
  waistOptions,
  weightOptions,
} from '@/lib/options';

const first = <T>(list: readonly T[]) => list[0];
const last = <T>(list: readonly T[]) => list[list.length - 1];

describe('measure options', () => {
  it('lists heights from 30 to 200 cm with cm/feet-inches values and both units in the label', () => {
    expect(heightOptions).toHaveLength(171);
    expect(first(heightOptions)?.value.startsWith('30/')).toBe(true);
    expect(last(heightOptions)?.value.startsWith('200/')).toBe(true);
    expect(heightOptions.find((o) => o.value.startsWith('178/'))).toEqual({
      value: `178/5'10"`,
      label: `178 cm / 5'10"`,
    });
    expect(heightValues.has(`178/5'10"`)).toBe(true);
    expect(heightValues.has('178')).toBe(false);
  });

  it('converts centimetres to feet and inches', () => {
    expect(feetAndInches(30)).toBe(`1'0"`);
    expect(feetAndInches(152)).toBe(`5'0"`);
    expect(feetAndInches(200)).toBe(`6'7"`);
  });

  it('lists weights from 3 to 200 kg with kg/lb values', () => {
    expect(weightOptions).toHaveLength(198);
    expect(first(weightOptions)).toEqual({ value: '3/7', label: '3 kg / 7 lb' });
    expect(last(weightOptions)).toEqual({ value: '200/441', label: '200 kg / 441 lb' });
  });

  it.each([
    ['bust', bustOptions, 65],
    ['waist', waistOptions, 20],
    ['hips', hipsOptions, 20],
    ['chest', chestOptions, 10],
  ])('lists %s from its minimum to 200 cm with cm/inches values', (_name, options, min) => {
    expect(options).toHaveLength(200 - min + 1);
    expect(first(options)?.value.startsWith(`${min}/`)).toBe(true);
    expect(last(options)).toEqual({ value: '200/79', label: '200 cm / 79 in' });
    for (const option of options) expect(option.value).toMatch(/^\d+\/\d+$/);
  });

  it('lists jeans 34–60 and shirt, suit and shoes 1–60 in half steps', () => {
    expect(jeansOptions.map((o) => o.value).slice(0, 3)).toEqual(['34', '34.5', '35']);
    expect(last(jeansOptions)?.value).toBe('60');
    expect(jeansOptions).toHaveLength(53);
    for (const list of [shirtOptions, suitOptions, shoesOptions]) {
      expect(list).toHaveLength(119);
      expect(first(list)?.value).toBe('1');
      expect(list[1]?.value).toBe('1.5');
      expect(last(list)?.value).toBe('60');
    }
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

  it('keeps the known hair colours as English values with localized labels', () => {
    const values = hairColourOptions('pt').map((o) => o.value);
    for (const known of [
      'Blonde',
      'Black',
      'Brown',
      'Red',
      'Auburn',
      'Hazel',
      'Hairless',
      'Chestnut',
      'Light Brown',
      'Dark Brown',
      'Grey',
      'Salt and Pepper',
    ]) {
      expect(values).toContain(known);
    }
    expect(hairColourOptions('pt').find((o) => o.value === 'Blonde')?.label).toBe('Loiro');
    expect(hairColourOptions('es').find((o) => o.value === 'Blonde')?.label).toBe('Rubio');
    expect(hairColourOptions('en').every((o) => o.label === o.value)).toBe(true);
  });

  it('keeps the known eye colours, with unique values and labels per locale', () => {
    for (const locale of ['es', 'en', 'pt'] as const) {
      const eyes = eyeColourOptions(locale);
      for (const known of ['Hazel', 'Blue', 'Green', 'Grey', 'Amber', 'Honey'])
        expect(eyes.map((o) => o.value)).toContain(known);
      expect(new Set(eyes.map((o) => o.value)).size).toBe(eyes.length);
      expect(new Set(eyes.map((o) => o.label)).size).toBe(eyes.length);
      const hair = hairColourOptions(locale);
      expect(new Set(hair.map((o) => o.label)).size).toBe(hair.length);
    }
    expect(eyeColourOptions('es').find((o) => o.value === 'Honey')?.label).toBe('Miel');
  });
});
