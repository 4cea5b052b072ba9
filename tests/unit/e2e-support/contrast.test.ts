import { describe, expect, it } from 'vitest';
import { contrastRatio, flatten, parseColor, relativeLuminance } from '@/tests/support/e2e/contrast';

const black = parseColor('rgb(0, 0, 0)');
const white = parseColor('rgb(255, 255, 255)');

describe('parseColor', () => {
  it('reads the forms getComputedStyle reports', () => {
    expect(parseColor('rgb(0, 71, 255)')).toEqual({ r: 0, g: 71, b: 255, a: 1 });
    expect(parseColor('rgba(255, 255, 255, 0.85)')).toEqual({ r: 255, g: 255, b: 255, a: 0.85 });
    expect(parseColor('rgba(0, 0, 0, 0)')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseColor('rgb(255 255 255 / 50%)')).toEqual({ r: 255, g: 255, b: 255, a: 0.5 });
  });

  it('refuses a colour it cannot read rather than guessing', () => {
    expect(() => parseColor('oklch(0.5 0.1 200)')).toThrow();
    expect(() => parseColor('transparent')).toThrow();
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white, and follows the sRGB curve between', () => {
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBeCloseTo(1, 10);
    // #777 is the classic 4.48:1 grey on white.
    expect(relativeLuminance(parseColor('rgb(119, 119, 119)'))).toBeCloseTo(0.1845, 4);
  });
});

describe('contrastRatio', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio(black, [white])).toBeCloseTo(21, 10);
    expect(contrastRatio(white, [black])).toBeCloseTo(21, 10);
    expect(contrastRatio(black, [black])).toBe(1);
    expect(contrastRatio(parseColor('rgb(89, 89, 89)'), [white])).toBeCloseTo(7, 0);
    expect(contrastRatio(parseColor('rgb(119, 119, 119)'), [white])).toBeCloseTo(4.48, 2);
  });

  it('sees through transparent backgrounds to the first opaque one, and to the white canvas', () => {
    const transparent = parseColor('rgba(0, 0, 0, 0)');
    expect(contrastRatio(white, [transparent, transparent, black])).toBeCloseTo(21, 10);
    expect(contrastRatio(black, [transparent])).toBeCloseTo(21, 10);
  });

  it('mixes translucent text and backgrounds with what is behind them', () => {
    const veil = parseColor('rgba(255, 255, 255, 0.5)');
    expect(flatten([veil, black])).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
    // Half-transparent black text on white is a mid grey: below AA.
    expect(contrastRatio(parseColor('rgba(0, 0, 0, 0.5)'), [white])).toBeLessThan(4.5);
  });
});
