/** A single byte range of a file of `size` bytes, inclusive; `null` for none, `'unsatisfiable'` for 416. */
export type ByteRange = { start: number; end: number } | null | 'unsatisfiable';

/**
 * Reads a `Range: bytes=…` header for one range (what players ask for to start and seek a video). Several
 * ranges, other units or a malformed header are answered with the whole file, as HTTP allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
