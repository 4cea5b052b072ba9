import { describe, expect, it } from 'vitest';
import { parseByteRange } from '@/backend/http/byte-range';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-200', { start: 800, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=0-0', { start: 0, end: 0 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=-0'])('%s is unsatisfiable', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  // A last byte before the first makes the range invalid, which is ignored (RFC 9110 §14.1.1), not a 416.
  it.each([undefined, '', 'bytes=-', 'bytes=0-9,20-29', 'items=0-9', 'bytes=a-b', 'bytes=5-2'])(
    '%s is the whole file',
    (header) => {
      expect(parseByteRange(header, 1000)).toBeNull();
    },
  );
});
