import { describe, expect, it } from 'vitest';
import { colourOptions, heightRange } from '@/lib/talent/filter-options';

describe('colourOptions', () => {
  it('labels the back end’s colours in the visitor’s language, sorted by label', () => {
    const { options, selectedValue } = colourOptions('hair', ['Black', 'Blonde', 'Dark Brown'], null, 'es');
    expect(options).toEqual([
      { value: 'Dark Brown', label: 'Castaño oscuro' },
      { value: 'Black', label: 'Negro' },
      { value: 'Blonde', label: 'Rubio' },
    ]);
    expect(selectedValue).toBe('');
    expect(colourOptions('eyes', ['Brown', 'Green'], null, 'pt').options.map((o) => o.label)).toEqual([
      'Castanhos',
      'Verdes',
    ]);
  });

  it('selects the listed spelling of the chosen colour, whatever its case or hyphens', () => {
    expect(colourOptions('hair', ['Dark Brown', 'Red'], 'dark-brown', 'en').selectedValue).toBe('Dark Brown');
  });

  it('keeps a chosen colour that nobody has any more, so the form shows the filter', () => {
    const { options, selectedValue } = colourOptions('eyes', ['Blue'], 'Violet', 'en');
    expect(options.map((o) => o.value)).toEqual(['Blue', 'Violet']);
    expect(selectedValue).toBe('Violet');
  });
});

describe('heightRange', () => {
  it('lists every centimetre of the range, labelled in cm with feet and inches', () => {
    const options = heightRange({ min: 174, max: 176 }, [null, null]);
    expect(options).toEqual([
      { cm: 174, label: '174 cm / 5′9″' },
      { cm: 175, label: '175 cm / 5′9″' },
      { cm: 176, label: '176 cm / 5′9″' },
    ]);
  });

  it('widens the range to take in a chosen bound outside it', () => {
    const options = heightRange({ min: 170, max: 172 }, [168, null]);
    expect(options.map((o) => o.cm)).toEqual([168, 169, 170, 171, 172]);
  });
});
