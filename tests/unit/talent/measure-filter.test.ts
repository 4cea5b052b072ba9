import { describe, expect, it } from 'vitest';
import { parseColour, parseHeight, parseMeasureFilter } from '@/lib/talent/measure-filter';

describe('measure filters from the URL', () => {
  it('reads whole centimetres within 30–300 and drops anything else', () => {
    expect(parseHeight('175')).toBe(175);
    expect(parseHeight(' 30 ')).toBe(30);
    for (const bad of ['abc', '', '29', '301', '170.5', '-170', '1e2', '0x10', undefined])
      expect(parseHeight(bad)).toBeNull();
  });

  it('reads colour names in any language and drops markup, digits and overlong values', () => {
    expect(parseColour('Castaño  claro')).toBe('Castaño claro');
    expect(parseColour('Salt and Pepper')).toBe('Salt and Pepper');
    expect(parseColour('Blue-Green')).toBe('Blue-Green');
    for (const bad of ['<script>', 'Red;', '42', '', ' ', 'a'.repeat(51), '-Red', 'Red/Blue'])
      expect(parseColour(bad)).toBeNull();
  });

  it('turns an upside-down range the right way up', () => {
    expect(parseMeasureFilter({ height_min: '190', height_max: '160' })).toMatchObject({
      heightMin: 160,
      heightMax: 190,
    });
  });
});
