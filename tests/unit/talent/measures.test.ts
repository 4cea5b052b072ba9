import { describe, expect, it } from 'vitest';
import { centimetres, cutMeasure, formatCmWithInches, listMeasure } from '@/lib/talent/measures';
import { cmToInches, feetInchesShown as cmToFeetInches } from '@/lib/vocabulary/units';

describe('cutMeasure', () => {
  it('keeps the part before a slash', () => {
    expect(cutMeasure(`178/5'10"`)).toBe('178');
    expect(cutMeasure('86 / 34')).toBe('86');
  });
  it('keeps a value without a slash and drops empty ones', () => {
    expect(cutMeasure('38x7')).toBe('38x7');
    expect(cutMeasure('M')).toBe('M');
    expect(cutMeasure('  ')).toBeNull();
    expect(cutMeasure(null)).toBeNull();
  });
});

describe('listMeasure (roster list)', () => {
  it("turns 'x' values into the part before x plus ' BR'", () => {
    expect(listMeasure('38x7')).toBe('38 BR');
    expect(listMeasure('40 X 9')).toBe('40 BR');
  });
  it('cuts at the slash first', () => {
    expect(listMeasure(`178/5'10"`)).toBe('178');
    expect(listMeasure('38x7/extra')).toBe('38 BR');
  });
  it('leaves plain values alone', () => {
    expect(listMeasure('175')).toBe('175');
    expect(listMeasure(undefined)).toBeNull();
  });
});

describe('cm and inches', () => {
  it('reads centimetres from a measure', () => {
    expect(centimetres(`178/5'10"`)).toBe(178);
    expect(centimetres('86 cm')).toBe(86);
    expect(centimetres('S')).toBeNull();
  });
  it('converts to inches and feet', () => {
    expect(cmToInches(86)).toBe(34);
    expect(cmToFeetInches(178)).toBe('5′10″');
    expect(cmToFeetInches(183)).toBe('6′0″');
  });
  it('formats a measure in cm with inches, and falls back to the cut value', () => {
    expect(formatCmWithInches(`178/5'10"`, 'height')).toBe('178 cm / 5′10″');
    expect(formatCmWithInches('61/24', 'body')).toBe('61 cm / 24″');
    expect(formatCmWithInches('M/38', 'body')).toBe('M');
    expect(formatCmWithInches(null, 'body')).toBeNull();
  });
});
